import { CUSTOM_PRODUCT_TYPE, PRODUCT_SORT_KEYS } from "@lo/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { createProduct, uniqueSerial } from "./factories";
import { list, owner, repair, request, setUpProductsAdmin, t, ids } from "./products-admin-support";

setUpProductsAdmin();

describe("GET /products/", () => {
  it("without parameters answers every product, by serial number", async () => {
    const customer = await owner();
    const made = [
      await createProduct(t.db, { customerIdnumber: customer.idnumber }),
      await createProduct(t.db, { customerIdnumber: customer.idnumber }),
    ];
    const { data, total } = await list();
    expect(total).toBe(data.length);
    const serials = data.map((product) => product.serialno);
    for (const product of made) expect(serials).toContain(product.serialno);
    expect(serials).toEqual([...serials].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it("counts repairs and gives the latest repair date", async () => {
    const customer = await owner();
    const twice = await createProduct(t.db, { customerIdnumber: customer.idnumber });
    const never = await createProduct(t.db, { customerIdnumber: customer.idnumber });
    await repair(t.db, customer.idnumber, [twice.serialno], new Date("2024-03-01T10:00:00Z"));
    await repair(
      t.db,
      customer.idnumber,
      [twice.serialno],
      new Date("2025-01-15T08:30:00Z"),
      "pending",
    );
    const { data } = await list({ customerid: customer.idnumber, sort: "serialno" });
    const bySerial = new Map(data.map((product) => [product.serialno, product]));
    expect(bySerial.get(twice.serialno)).toMatchObject({
      repairs: 2,
      lastRepairDate: "2025-01-15T08:30:00.000Z",
    });
    expect(bySerial.get(never.serialno)).toMatchObject({ repairs: 0, lastRepairDate: null });
  });

  it.each(["producttypeid", "colourid", "sizeid"])(
    "answers 400, never a database error, for a %s beyond a database integer",
    async (field) => {
      const response = await request("GET", `/products/?${field}=99999999999`);
      expect(response.statusCode).toBe(400);
      expect(response.json().issues.map((issue: { path: string }) => issue.path)).toEqual([field]);
      expect((await request("GET", `/products/?${field}=2147483647`)).statusCode).toBe(200);
    },
  );

  it("pages with limit and offset and reports the total", async () => {
    const customer = await owner();
    const tag = uniqueSerial("PAGE");
    for (let i = 1; i <= 5; i += 1) {
      await createProduct(t.db, { customerIdnumber: customer.idnumber, serialno: `${tag}-${i}` });
    }
    const first = await list({ customerid: customer.idnumber, limit: 2 });
    expect(first.total).toBe(5);
    expect(first.data.map((p) => p.serialno)).toEqual([`${tag}-1`, `${tag}-2`]);
    const last = await list({ customerid: customer.idnumber, limit: 2, offset: 4 });
    expect(last).toMatchObject({ total: 5 });
    expect(last.data.map((p) => p.serialno)).toEqual([`${tag}-5`]);
    const rest = await list({ customerid: customer.idnumber, offset: 3 });
    expect(rest).toMatchObject({ total: 5 });
    expect(rest.data.map((p) => p.serialno)).toEqual([`${tag}-4`, `${tag}-5`]);
    const sortedRest = await list({ customerid: customer.idnumber, offset: 3, dir: "desc" });
    expect(sortedRest.data.map((p) => p.serialno)).toEqual([`${tag}-2`, `${tag}-1`]);
  });

  describe("search (q)", () => {
    let tag: string;
    let serials: Record<string, string>;
    beforeAll(async () => {
      tag = uniqueSerial("Q").toLowerCase();
      const nomvula = await owner({ name: "Nomvula", surname: `Zungu${tag}` });
      const pieter = await owner({ name: "Pieter", surname: `Botha${tag}` });
      const belt = await createProduct(t.db, {
        customerIdnumber: nomvula.idnumber,
        serialno: `${tag}-BELT`,
        productTypeId: ids.belt,
        colourId: ids.black,
        sizeId: ids.size46,
      });
      const wallet = await createProduct(t.db, {
        customerIdnumber: pieter.idnumber,
        serialno: `${tag}-WAL`,
        productTypeId: ids.wallet,
        colourId: ids.tan,
        sizeId: null,
      });
      const custom = await createProduct(t.db, {
        customerIdnumber: pieter.idnumber,
        serialno: `${tag}-CUS`,
        typeName: CUSTOM_PRODUCT_TYPE,
        customColour: "Saffron Yellow",
        customSize: "Pocket 100%",
      });
      serials = { belt: belt.serialno, wallet: wallet.serialno, custom: custom.serialno };
    });

    async function found(q: string, extra: Record<string, string | number> = {}) {
      const { data } = await list({ q, ...extra });
      return data
        .map((p) => p.serialno)
        .filter((s) => s.startsWith(tag))
        .sort();
    }

    it("matches the serial number in any case", async () => {
      expect(await found(`${tag.toUpperCase()}-bel`)).toEqual([serials.belt]);
    });

    it("matches the customer's name, first name and surname together", async () => {
      expect(await found(`nomvula zungu${tag}`)).toEqual([serials.belt]);
      expect(await found(`botha${tag}`)).toEqual([serials.custom, serials.wallet].sort());
    });

    it("matches the type, the colour, the size and a custom colour or size", async () => {
      expect(await found("classic belt")).toContain(serials.belt);
      expect(await found("bifold")).toEqual([serials.wallet]);
      expect(await found("BLACK")).toContain(serials.belt);
      expect(await found("46")).toContain(serials.belt);
      expect(await found("saffron")).toEqual([serials.custom]);
      expect(await found("pocket 1")).toEqual([serials.custom]);
    });

    it("takes % and _ literally", async () => {
      expect(await found("100%")).toEqual([serials.custom]);
      expect(await found("%")).toEqual([serials.custom]);
      expect(await found(`${tag}_belt`)).toEqual([]);
    });

    it("combines with the filters", async () => {
      expect(await found(tag, { producttypeid: ids.wallet })).toEqual([serials.wallet]);
      expect(await found(tag, { colourid: ids.black })).toEqual([serials.belt]);
      expect(await found(tag, { sizeid: ids.size46 })).toEqual([serials.belt]);
      expect(await found(tag, { colourid: ids.black, sizeid: ids.small })).toEqual([]);
    });
  });

  describe("sorting", () => {
    let tag: string;
    beforeAll(async () => {
      tag = uniqueSerial("SORT");
      // Three pieces whose every column orders differently from their serial numbers.
      const ann = await owner({ name: "Ann", surname: "Zulu" });
      const zed = await owner({ name: "Zed", surname: "Adams" });
      const mia = await owner({ name: "Mia", surname: "Mokoena" });
      const a = await createProduct(t.db, {
        customerIdnumber: zed.idnumber,
        serialno: `${tag}-A`,
        productTypeId: ids.wallet,
        colourId: ids.tan,
        sizeId: ids.standard,
        createdAt: new Date("2025-02-01T00:00:00Z"),
      });
      await createProduct(t.db, {
        customerIdnumber: ann.idnumber,
        serialno: `${tag}-B`,
        typeName: CUSTOM_PRODUCT_TYPE,
        customColour: "Amber",
        customSize: "Huge",
        createdAt: new Date("2025-03-01T00:00:00Z"),
      });
      const c = await createProduct(t.db, {
        customerIdnumber: mia.idnumber,
        serialno: `${tag}-C`,
        productTypeId: ids.belt,
        colourId: ids.black,
        sizeId: ids.size28,
        createdAt: new Date("2025-01-01T00:00:00Z"),
      });
      await repair(t.db, zed.idnumber, [a.serialno], new Date("2025-04-01T00:00:00Z"));
      await repair(t.db, zed.idnumber, [a.serialno], new Date("2025-05-01T00:00:00Z"));
      await repair(t.db, mia.idnumber, [c.serialno], new Date("2025-06-01T00:00:00Z"));
    });

    async function sorted(sort: string, dir?: "asc" | "desc") {
      const { data } = await list({ q: tag, sort, ...(dir ? { dir } : {}) });
      return data.map((p) => p.serialno.slice(-1).toLowerCase()).join("");
    }

    it.each([
      ["serialno", "abc", "cba"],
      // Bifold Wallet, Classic Belt, Custom
      ["producttypeid", "acb", "bca"],
      // Amber (custom), Black, Tan
      ["colourid", "bca", "acb"],
      // 28, Standard, then custom sizes
      ["sizeid", "cab", "acb"],
      // Ann Zulu, Mia Mokoena, Zed Adams
      ["customerid", "bca", "acb"],
      ["createdon", "cab", "bac"],
      ["repairs", "bca", "acb"],
      // never repaired last in either direction
      ["lastRepairDate", "acb", "cab"],
    ])("sorts by %s ascending and descending", async (key, asc, desc) => {
      expect(await sorted(key)).toBe(asc);
      expect(await sorted(key, "asc")).toBe(asc);
      expect(await sorted(key, "desc")).toBe(desc);
    });

    it("knows every sortable column of SPEC §9", () => {
      expect(PRODUCT_SORT_KEYS).toHaveLength(8);
    });
  });

  it.each([
    ["sort=colour", "sort"],
    ["dir=up", "dir"],
    ["limit=0", "limit"],
    ["limit=501", "limit"],
    ["offset=-1", "offset"],
    ["producttypeid=abc", "producttypeid"],
  ])("answers 400 for %s", async (query, path) => {
    const response = await request("GET", `/products/?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(path);
  });
});
