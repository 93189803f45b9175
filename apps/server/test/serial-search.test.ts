import type { RepairRequestRecord } from "@lo/domain";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { products } from "../src/db/schema";
import { containsPattern, serialContains } from "../src/db/sql";
import { createProduct, uniqueSerial } from "./factories";
import { list, owner, repair, request, setUpProductsAdmin, t } from "./products-admin-support";

setUpProductsAdmin();

/**
 * The serial-number branch of the admin searches reads the four-character windows of each
 * serial number (migrations 0008 and 0009, decision 051). It must find exactly what
 * `lower(serialno) LIKE '%term%'` finds: terms shorter than a window, as long as one, longer
 * (where a serial number can hold every window of the term without holding the term), and
 * terms with the characters a tsquery or a LIKE pattern would otherwise read as operators.
 */
describe("the serial-number search", () => {
  let tag: string;
  let serials: string[];
  const suffixes = [
    "ABCDxBCDE",
    "abcde",
    "O'K\\1:&2 !(z)|",
    "Zz%_9",
    "LO-2019-0123",
    "lo-2019-1012",
    "a",
  ];

  beforeAll(async () => {
    tag = uniqueSerial("W").toLowerCase();
    const customer = await owner({ name: "Serial", surname: "Owner" });
    serials = [];
    for (const suffix of suffixes) {
      const product = await createProduct(t.db, {
        customerIdnumber: customer.idnumber,
        serialno: `${tag}-${suffix}`,
      });
      serials.push(product.serialno);
    }
    // One request per piece, so a search's requests name exactly the pieces it matched.
    for (const serialno of serials) {
      await repair(t.db, customer.idnumber, [serialno], new Date("2025-02-01T10:00:00Z"));
    }
  });

  const terms = [
    "abcde",
    "ABCD",
    "bcd",
    "b",
    "cdxb",
    "dxbcde",
    "abcdxbcdf",
    "o'k\\1",
    "'k",
    "\\",
    ":&2 !(",
    "!(z)|",
    "%_9",
    "%",
    "_",
    "2019-01",
    "o-2019-0123",
    "019-1",
    "zz%_9x",
    " ",
    "-a",
  ];

  async function bySql(condition: (term: string) => ReturnType<typeof sql>, term: string) {
    const rows = await t.db
      .select({ serialno: products.serialno })
      .from(products)
      .where(condition(term));
    return rows.map((row) => row.serialno).sort();
  }

  async function expectLikeResults() {
    for (const term of [...terms, `${tag.toUpperCase()}-ABCDXB`, serials[2] ?? ""]) {
      const expected = await bySql(
        (q) => sql`lower(${products.serialno}) like lower(${containsPattern(q)})`,
        term,
      );
      expect(await bySql((q) => serialContains(q), term), term).toEqual(expected);
      const ours = serials.filter((s) => s.toLowerCase().includes(term.toLowerCase())).sort();
      expect(
        expected.filter((s) => s.startsWith(tag)),
        term,
      ).toEqual(ours);
    }
  }

  it("finds in SQL exactly what a case-insensitive LIKE finds", async () => {
    await expectLikeResults();
  });

  it("finds the same once ANALYZE has seen which windows most serial numbers share", async () => {
    // Every serial number here starts with the tag: its windows (and, in so small a table,
    // most others) are then left out of a longer term's query, which must still find exactly
    // the same rows.
    await t.db.execute(sql`analyze products`);
    const found = (await t.db.execute(
      sql`select serial_windows_query(lower(${`${tag}-abcde`}))::text as query`,
    )) as unknown as { rows: { query: string }[] };
    const query = found.rows[0]?.query ?? "";
    expect(query).not.toBe("");
    expect(query).not.toContain(tag.slice(0, 4));
    await expectLikeResults();
  });

  it("reads the windows index", async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select serialno from products where ${serialContains("2019-01")}`,
      );
    });
    expect(JSON.stringify(plan)).toContain("products_serialno_windows");
  });

  it("through the products list, matches a run of the term only, in any case", async () => {
    const found = async (q: string) =>
      (await list({ q, limit: 500 })).data
        .map((product) => product.serialno)
        .filter((serialno) => serialno.startsWith(tag))
        .sort();
    expect(await found("ABCDE")).toEqual([`${tag}-abcde`]);
    expect(await found("bcd")).toEqual([`${tag}-ABCDxBCDE`, `${tag}-abcde`]);
    expect(await found(":&2 !(")).toEqual([`${tag}-O'K\\1:&2 !(z)|`]);
    expect(await found("o-2019-0")).toEqual([`${tag}-LO-2019-0123`]);
    expect(await found(`${tag}-lo-2019-1012`.toUpperCase())).toEqual([`${tag}-lo-2019-1012`]);
  });

  it("through the repairs list, finds the requests whose lines' serial numbers match", async () => {
    const found = async (q: string) => {
      const response = await request(
        "GET",
        `/repairs/get-admin-repairs?q=${encodeURIComponent(q)}&limit=50`,
      );
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { repairRequests: RepairRequestRecord[] };
      return body.repairRequests
        .flatMap((record) => record.products.map((line) => line.serialNumber))
        .filter((serialno) => serialno.startsWith(tag))
        .sort();
    };
    expect(await found("ABCDE")).toEqual([`${tag}-abcde`]);
    expect(await found("bcd")).toEqual([`${tag}-ABCDxBCDE`, `${tag}-abcde`]);
    expect(await found("Zz%_")).toEqual([`${tag}-Zz%_9`]);
    expect(await found("abcdxbcdf")).toEqual([]);
  });
});
