import { repairStateLabel } from "@lo/domain";
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products, repairLines, repairRequests } from "../src/db/schema";
import { CsvRand, exportDate, safeCell } from "../src/http/csv-export";
import {
  createAdmin,
  createProduct,
  sessionCookieOf,
  proveSecondFactor,
  signInAs,
  uniqueSerial,
} from "./factories";
import { ownTestApp, type TestApp } from "./helpers";
import { owner, repair, request, setUpProductsAdmin, t } from "./products-admin-support";

setUpProductsAdmin();

/** The download's rows (header first), after checking it is a UTF-8 CSV attachment. */
function csvOf(response: Awaited<ReturnType<typeof request>>, name: string): string[][] {
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers["content-disposition"]).toBe(
    `attachment; filename="${name}-${exportDate()}.csv"`,
  );
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(response.body).toMatch(/\r\n$/);
  return parse(response.body, { bom: true, relax_column_count: false }) as string[][];
}

/** A visitor gets 401 from the export at `path`, and a customer 403. */
async function expectRefusedToVisitorAndCustomer(path: string) {
  expect((await request("GET", path, { cookie: "" })).statusCode).toBe(401);
  const customer = await signInAs(t.app, t.db, "customer");
  const asCustomer = await request("GET", path, { cookie: customer.cookie });
  expect(asCustomer.statusCode).toBe(403);
}

const column = (rows: string[][], header: string) => {
  const index = rows[0]?.indexOf(header) ?? -1;
  expect(index, `no column ${header}`).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index]);
};

describe("GET /products/export.csv", () => {
  it("exports every product the list selects, in the list's order, across batches", async () => {
    const customer = await owner({ name: "Export", surname: "Order" });
    const first = await createProduct(t.db, { customerIdnumber: customer.idnumber });
    const { serialno: _serial, createdAt: _created, updatedAt: _updated, ...template } = first;
    // More than one batch of 2,000, so a later batch must follow on in order.
    await t.db
      .insert(products)
      .values(Array.from({ length: 2050 }, () => ({ ...template, serialno: uniqueSerial("EXP") })));
    const query = `customerid=${customer.idnumber}&sort=serialno&dir=desc`;
    const rows = csvOf(await request("GET", `/products/export.csv?${query}`), "products");
    const listed = (await request("GET", `/products/?${query}`)).json().data as {
      serialno: string;
      productTypeName: string;
    }[];
    expect(listed).toHaveLength(2051);
    expect(rows[0]).toEqual([
      "Serial number",
      "Type",
      "Colour",
      "Size",
      "Description",
      "Owner",
      "Owner ID number",
      "Registered",
      "Repairs",
      "Last repair",
    ]);
    expect(column(rows, "Serial number")).toEqual(listed.map((product) => product.serialno));
    expect(column(rows, "Owner")).toEqual(listed.map(() => "Export Order"));
    expect(rows.every((row) => row.length === 10)).toBe(true);
  });

  it("ignores paging: the whole selection, whatever limit and offset say", async () => {
    const customer = await owner();
    for (let i = 0; i < 3; i++) await createProduct(t.db, { customerIdnumber: customer.idnumber });
    const rows = csvOf(
      await request("GET", `/products/export.csv?customerid=${customer.idnumber}&limit=1&offset=1`),
      "products",
    );
    expect(rows).toHaveLength(4);
  });

  it("neutralises cells a spreadsheet would run as a formula", async () => {
    const customer = await owner({ name: '=HYPERLINK("http://x")', surname: "Smith" });
    const product = await createProduct(t.db, {
      customerIdnumber: customer.idnumber,
      typeName: "Custom",
      customColour: "+SUM(A1)",
      customSize: "@cmd",
      description: '-1, "quoted"\nsecond line',
    });
    const rows = csvOf(
      await request("GET", `/products/export.csv?customerid=${customer.idnumber}`),
      "products",
    );
    expect(rows[1]).toEqual(
      expect.arrayContaining([
        product.serialno,
        "'+SUM(A1)",
        "'@cmd",
        '\'-1, "quoted"\nsecond line',
        '\'=HYPERLINK("http://x") Smith',
      ]),
    );
  });

  it("refuses a visitor (401) and a customer (403), and bad parameters (400)", async () => {
    await expectRefusedToVisitorAndCustomer("/products/export.csv");
    expect((await request("GET", "/products/export.csv?sort=nonsense")).statusCode).toBe(400);
  });
});

describe("GET /customers/export.csv", () => {
  it("exports the customers the list's search selects, in its order", async () => {
    const marker = `Exportable${Date.now()}`;
    for (const name of ["Cara", "Abe", "Bea"]) await owner({ name, surname: marker });
    const query = `q=${marker}&sort=name&dir=asc`;
    const rows = csvOf(await request("GET", `/customers/export.csv?${query}`), "customers");
    const listed = (await request("GET", `/users/get-all-customers?${query}`)).json().data as {
      customeridnumber: string;
    }[];
    expect(column(rows, "Name")).toEqual(["Abe", "Bea", "Cara"]);
    expect(column(rows, "ID number")).toEqual(listed.map((row) => row.customeridnumber));
    expect(column(rows, "Surname")).toEqual([marker, marker, marker]);
  });

  it("refuses a visitor (401) and a customer (403)", async () => {
    await expectRefusedToVisitorAndCustomer("/customers/export.csv");
  });
});

describe("GET /repairs/export.csv", () => {
  it("exports a row per request the list selects, in its order, with state labels", async () => {
    const customer = await owner({ name: "Repair", surname: "Exporter" });
    const product = await createProduct(t.db, { customerIdnumber: customer.idnumber });
    await repair(t.db, customer.idnumber, [product.serialno], new Date("2024-01-02T10:00:00Z"));
    await repair(t.db, customer.idnumber, [product.serialno], new Date("2025-03-04T10:00:00Z"));
    const query = `q=${product.serialno}&sort=creationDate&dir=asc`;
    const rows = csvOf(await request("GET", `/repairs/export.csv?${query}`), "repairs");
    const listed = (await request("GET", `/repairs/get-admin-repairs?${query}`)).json()
      .repairRequests as { id: number; status: string }[];
    expect(listed).toHaveLength(2);
    expect(column(rows, "Request")).toEqual(listed.map((row) => String(row.id)));
    expect(column(rows, "Status")).toEqual(listed.map((row) => repairStateLabel(row.status)));
    expect(column(rows, "Item states")).toEqual(listed.map(() => `${product.serialno}: Completed`));
    expect(column(rows, "Customer")).toEqual(["Repair Exporter", "Repair Exporter"]);
  });

  it("gathers each request's items in line order, every cell as the request reads", async () => {
    const customer = await owner({ name: "Many", surname: "Lines" });
    const serials = await Promise.all(
      [1, 2, 3].map(
        async () => (await createProduct(t.db, { customerIdnumber: customer.idnumber })).serialno,
      ),
    );
    await repair(
      t.db,
      customer.idnumber,
      [serials[0] ?? ""],
      new Date("2024-05-06T07:08:09.123Z"),
      "pending",
    );
    const [made] = await t.db
      .select({ id: repairRequests.id })
      .from(repairRequests)
      .where(eq(repairRequests.customerIdnumber, customer.idnumber));
    await t.db.insert(repairLines).values([
      {
        repairRequestId: made?.id ?? 0,
        serialno: serials[1] ?? "",
        problemDescription: '=HYPERLINK("x"), "torn"\nstrap',
        state: "in-progress",
      },
      {
        repairRequestId: made?.id ?? 0,
        serialno: serials[2] ?? "",
        problemDescription: "Zip; buckle",
        state: "ready-for-collection",
      },
    ]);
    const query = `q=${serials[0] ?? ""}`;
    const rows = csvOf(await request("GET", `/repairs/export.csv?${query}`), "repairs");
    const listed = (await request("GET", `/repairs/get-admin-repairs?${query}`)).json()
      .repairRequests as {
      id: number;
      clientName: string;
      customeridnumber: string;
      clientEmail: string;
      status: string;
      currentLocation: string;
      creationDate: string;
      lastUpdateDate: string;
      products: { serialNumber: string; state: string; problemDescription: string }[];
    }[];
    expect(listed).toHaveLength(1);
    // What the export wrote before it had a query of its own: built from the request as read.
    const expected = listed.map((row) => {
      const lines = (cell: (line: (typeof row.products)[number]) => string) =>
        row.products.map(cell).join("; ");
      return [
        row.id,
        row.clientName,
        row.customeridnumber,
        row.clientEmail,
        repairStateLabel(row.status),
        row.currentLocation,
        row.creationDate,
        row.lastUpdateDate,
        row.products.length,
        lines((line) => line.serialNumber),
        lines((line) => `${line.serialNumber}: ${repairStateLabel(line.state)}`),
        lines((line) => line.problemDescription),
      ].map((value) => safeCell(value));
    });
    expect(rows.slice(1)).toEqual(expected);
    expect(rows[1]?.[9]).toBe(serials.join("; "));
    expect(rows[1]?.[11]).toBe('Stitching; =HYPERLINK("x"), "torn"\nstrap; Zip; buckle');
    expect(rows[1]?.[10]).toBe(
      `${serials[0]}: Pending; ${serials[1]}: In Progress; ${serials[2]}: Ready for Collection`,
    );
  });

  it("refuses a visitor (401) and a customer (403)", async () => {
    await expectRefusedToVisitorAndCustomer("/repairs/export.csv");
  });
});

describe("safeCell", () => {
  it.each([
    ["=1+2", "'=1+2"],
    ["+27 82 555 0101", "'+27 82 555 0101"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
    ["plain", "plain"],
    ["a=b", "a=b"],
  ])("writes %j as %j", (value, written) => expect(safeCell(value)).toBe(written));

  it("leaves numbers, booleans and empty cells alone", () => {
    expect(safeCell(-5)).toBe("-5");
    expect(safeCell(true)).toBe("true");
    expect(safeCell(null)).toBe("");
  });

  it("writes amounts as numbers a spreadsheet reads: rand with two decimals, a refund negative", () => {
    expect(safeCell(new CsvRand(45_000))).toBe("450.00");
    expect(safeCell(new CsvRand(123_456_789))).toBe("1234567.89");
    expect(safeCell(new CsvRand(0))).toBe("0.00");
    expect(safeCell(new CsvRand(-5))).toBe("-0.05");
    expect(safeCell(new CsvRand(-2_000))).toBe("-20.00");
    expect(() => new CsvRand(4.5)).toThrow(TypeError);
  });
});

describe("the exports behind an API key", () => {
  const keyedApp = ownTestApp({ config: { apiKey: "shop-key" } });

  it("are a plain download link: the admin's session admits them without the key", async () => {
    const keyed = keyedApp();
    const { cookie } = await signInAsWithKey(keyed);
    const get = (url: string, headers: Record<string, string> = {}) =>
      keyed.app.inject({
        method: "GET",
        url: `/lifetime-outfitter${url}`,
        headers: { cookie, ...headers },
      });
    expect((await get("/products/export.csv")).statusCode).toBe(200);
    expect((await get("/products/?limit=1")).statusCode).toBe(401);
    expect((await get("/products/?limit=1", { "x-api-key": "shop-key" })).statusCode).toBe(200);
    const visitor = await keyed.app.inject({
      method: "GET",
      url: "/lifetime-outfitter/products/export.csv",
    });
    expect(visitor.statusCode).toBe(401);
  });
});

async function signInAsWithKey(keyed: TestApp) {
  const { user, password } = await createAdmin(keyed.db);
  const response = await keyed.app.inject({
    method: "POST",
    url: "/lifetime-outfitter/users/login",
    headers: { "x-api-key": "shop-key" },
    payload: { email: user.email, password },
  });
  expect(response.statusCode).toBe(200);
  const cookie = sessionCookieOf(response) ?? "";
  await proveSecondFactor(keyed.db, cookie);
  return { cookie };
}
