import { CONFIRM_IDENTITY_MESSAGES, formatCustomerDisplayName, INVOICE_MESSAGES } from "@lo/domain";
import { parse } from "csv-parse/sync";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { invoices, securityLog, sessions, type StoredInvoiceItem } from "../src/db/schema";
import { exportDate } from "../src/http/csv-export";
import { sessionHashOf } from "./api-call";
import { createAdmin, proveSecondFactor, sessionCookieOf, signInAs } from "./factories";
import { ownTestApp } from "./helpers";
import { admin, api, customerRequest, setUpRepairSuite, t } from "./repairs-support";

// For the accountant (issue 28): the invoices issued and the payments received from one day to
// another, the workshop's days (Africa/Johannesburg, UTC+2) with both ends included, as CSV.

setUpRepairSuite();

type Made = Awaited<ReturnType<typeof customerRequest>>;
let first: Made;
let second: Made;

const nameOf = (made: Made) =>
  formatCustomerDisplayName(made.customer.user.name, made.customer.user.surname);

/** An invoice as the issuing code stores it: one line of `totalCents`, VAT inside it. */
async function invoice(
  made: Made,
  fields: { number: number; issuedAt: string; totalCents: number; vatCents: number },
  more: { vatNumber?: string | null; replaces?: number } = {},
) {
  const items: StoredInvoiceItem[] = [
    {
      serialno: made.serials[0] ?? null,
      description: "Restitch a strap",
      quantity: 1,
      unitCents: fields.totalCents,
      totalCents: fields.totalCents,
      vatCents: fields.vatCents,
    },
  ];
  const replaced =
    more.replaces === undefined
      ? []
      : await t.db.select().from(invoices).where(eq(invoices.number, more.replaces));
  await t.db.insert(invoices).values({
    number: fields.number,
    repairRequestId: made.id,
    issuedAt: new Date(fields.issuedAt),
    items,
    totalCents: fields.totalCents,
    vatCents: fields.vatCents,
    vatNumber: more.vatNumber === undefined ? "4123456789" : more.vatNumber,
    replacesId: replaced[0]?.id ?? null,
  });
}

const pay = async (made: Made, body: object) => {
  const answer = await api.post(`/repairs/${made.id}/payments`, body, admin.cookie);
  expect(answer.statusCode, answer.body).toBe(200);
};

beforeAll(async () => {
  first = await customerRequest(1);
  second = await customerRequest(1);
  // Out of number order, so that the export's order is the numbers' and not the rows'.
  await invoice(first, { number: 1, issuedAt: "2025-02-28T21:30:00Z", ...sums(100_000) });
  await invoice(first, { number: 2, issuedAt: "2025-02-28T23:30:00Z", ...sums(150_000) });
  await invoice(
    first,
    { number: 4, issuedAt: "2025-03-31T21:30:00Z", ...sums(120_000) },
    { replaces: 2 },
  );
  await invoice(
    second,
    { number: 3, issuedAt: "2025-03-10T10:00:00Z", totalCents: 45_000, vatCents: 0 },
    { vatNumber: null },
  );
  await invoice(second, { number: 5, issuedAt: "2025-03-31T23:30:00Z", ...sums(30_000) });

  const eft = { method: "eft" };
  await pay(first, { ...eft, kind: "payment", amountCents: 100_000, paidOn: "2025-02-28" });
  await pay(first, {
    kind: "refund",
    amountCents: 2_000,
    method: "cash",
    paidOn: "2025-03-31",
    reference: "=1+2",
  });
  await pay(first, { ...eft, kind: "payment", amountCents: 50_000, paidOn: "2025-03-01" });
  await pay(second, { kind: "payment", amountCents: 45_000, method: "card", paidOn: "2025-03-15" });
  await pay(second, {
    kind: "payment",
    amountCents: 1_000,
    method: "cash",
    paidOn: "2025-03-01",
    reference: "Counter 7",
  });
  await pay(first, { ...eft, kind: "payment", amountCents: 300, paidOn: "2025-04-01" });
});

/** An amount at 15 % VAT included: its VAT, to the cent. */
function sums(totalCents: number) {
  return { totalCents, vatCents: Math.round((totalCents * 15) / 115) };
}

/** The download's rows (header first), after checking it is the named UTF-8 CSV attachment. */
async function csvAt(url: string, name: string): Promise<string[][]> {
  const response = await api.get(url, admin.cookie);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
  expect(response.headers["content-disposition"]).toBe(
    `attachment; filename="${name}-${exportDate()}.csv"`,
  );
  expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  return parse(response.body, { bom: true }) as string[][];
}

const invoicesIn = (from: string, to: string) =>
  csvAt(`/repairs/export/invoices.csv?from=${from}&to=${to}`, "invoices");
const paymentsIn = (from: string, to: string) =>
  csvAt(`/repairs/export/payments.csv?from=${from}&to=${to}`, "payments");

describe("GET /repairs/export/invoices.csv", () => {
  it("lists the invoices issued on the range's days in Johannesburg, by number", async () => {
    const rows = await invoicesIn("2025-03-01", "2025-03-31");
    const id = first.customer.user.idnumber;
    expect(rows).toEqual([
      [
        "Invoice",
        "Date issued",
        "Request",
        "Customer",
        "Customer ID number",
        "Total excluding VAT",
        "VAT",
        "Total",
        "Replaces",
        "VAT number",
      ],
      // 23:30 UTC on 28 February is half past one on 1 March in the workshop.
      [
        "INV-00002",
        "2025-03-01",
        `${first.id}`,
        nameOf(first),
        id,
        "1304.35",
        "195.65",
        "1500.00",
        "",
        "4123456789",
      ],
      [
        "INV-00003",
        "2025-03-10",
        `${second.id}`,
        nameOf(second),
        second.customer.user.idnumber,
        "450.00",
        "0.00",
        "450.00",
        "",
        "",
      ],
      [
        "INV-00004",
        "2025-03-31",
        `${first.id}`,
        nameOf(first),
        id,
        "1043.48",
        "156.52",
        "1200.00",
        "INV-00002",
        "4123456789",
      ],
    ]);
  });

  it("takes both ends of the range and nothing beyond them", async () => {
    const numbers = async (from: string, to: string) =>
      (await invoicesIn(from, to)).slice(1).map((row) => row[0]);
    // 23:30 in Johannesburg (21:30 UTC) is still that day; 01:30 the next morning is not.
    expect(await numbers("2025-02-28", "2025-02-28")).toEqual(["INV-00001"]);
    expect(await numbers("2025-03-01", "2025-03-01")).toEqual(["INV-00002"]);
    expect(await numbers("2025-03-31", "2025-03-31")).toEqual(["INV-00004"]);
    expect(await numbers("2025-04-01", "2025-04-01")).toEqual(["INV-00005"]);
    expect(await numbers("2025-03-02", "2025-03-30")).toEqual(["INV-00003"]);
    expect(await numbers("2025-02-28", "2025-04-01")).toHaveLength(5);
    expect(await invoicesIn("2024-01-01", "2024-12-31")).toHaveLength(1);
  });

  it("is kept in the security log with its range and rows", async () => {
    await invoicesIn("2025-03-01", "2025-03-31");
    await expect
      .poll(async () =>
        t.db
          .select({ details: securityLog.details })
          .from(securityLog)
          .where(
            and(eq(securityLog.event, "export"), sql`${securityLog.details}->>'list' = 'invoices'`),
          ),
      )
      .toContainEqual({
        details: {
          list: "invoices",
          filters: { from: "2025-03-01", to: "2025-03-31" },
          rows: 3,
          complete: true,
        },
      });
  });
});

describe("GET /repairs/export/payments.csv", () => {
  it("lists the payments and refunds paid on the range's days, by day then as recorded", async () => {
    const rows = await paymentsIn("2025-03-01", "2025-03-31");
    expect(rows[0]).toEqual([
      "Date paid",
      "Kind",
      "Amount",
      "Method",
      "Reference",
      "Request",
      "Customer",
      "Customer ID number",
      "Recorded at",
    ]);
    const a = [`${first.id}`, nameOf(first), first.customer.user.idnumber];
    const b = [`${second.id}`, nameOf(second), second.customer.user.idnumber];
    expect(rows.slice(1).map((row) => row.slice(0, 8))).toEqual([
      ["2025-03-01", "Payment", "500.00", "EFT", "", ...a],
      ["2025-03-01", "Payment", "10.00", "Cash", "Counter 7", ...b],
      ["2025-03-15", "Payment", "450.00", "Card", "", ...b],
      // A refund is negative, written as a number; a reference that reads as a formula is not.
      ["2025-03-31", "Refund", "-20.00", "Cash", "'=1+2", ...a],
    ]);
    for (const row of rows.slice(1)) {
      expect(row[8]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Math.abs(Date.parse(row[8] ?? "") - Date.now())).toBeLessThan(10 * 60_000);
    }
  });

  it("takes both ends of the range and nothing beyond them", async () => {
    const days = async (from: string, to: string) =>
      (await paymentsIn(from, to)).slice(1).map((row) => `${row[0]} ${row[2]}`);
    expect(await days("2025-02-28", "2025-02-28")).toEqual(["2025-02-28 1000.00"]);
    expect(await days("2025-04-01", "2025-04-01")).toEqual(["2025-04-01 3.00"]);
    expect(await days("2025-03-02", "2025-03-30")).toEqual(["2025-03-15 450.00"]);
    expect(await days("2025-02-28", "2025-04-01")).toHaveLength(6);
    expect(await paymentsIn("2026-01-01", "2026-01-31")).toHaveLength(1);
  });
});

describe("the accountant's exports refuse", () => {
  const urls = (query: string) => [
    `/repairs/export/invoices.csv?${query}`,
    `/repairs/export/payments.csv?${query}`,
  ];

  it.each([
    ["to before from", "from=2025-03-31&to=2025-03-01"],
    ["no range", ""],
    ["half a range", "from=2025-03-01"],
    ["a day that is no day", "from=2025-02-30&to=2025-03-31"],
    ["more than ten years", "from=2015-01-01&to=2025-03-31"],
  ])("%s (400, the range message)", async (_case, query) => {
    for (const url of urls(query)) {
      const answer = await api.get(url, admin.cookie);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message).toBe(INVOICE_MESSAGES.range);
    }
  });

  it("a visitor (401), a customer, even the invoices' own (403), an admin not lately confirmed (403)", async () => {
    const other = await signInAs(t.app, t.db, "customer");
    const stale = await signInAs(t.app, t.db, "admin");
    await t.db
      .update(sessions)
      .set({ confirmedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(sessions.tokenHash, sessionHashOf(stale.cookie)));
    for (const url of urls("from=2025-03-01&to=2025-03-31")) {
      expect((await api.get(url)).statusCode).toBe(401);
      expect((await api.get(url, first.customer.cookie)).statusCode).toBe(403);
      expect((await api.get(url, other.cookie)).statusCode).toBe(403);
      const asked = await api.get(url, stale.cookie);
      expect(asked.statusCode).toBe(403);
      expect(asked.json().message).toBe(CONFIRM_IDENTITY_MESSAGES.required);
    }
  });
});

describe("the accountant's exports behind an API key", () => {
  const keyedApp = ownTestApp({ config: { apiKey: "shop-key" } });

  it("are download links: the admin's session admits them without the key, a visitor not", async () => {
    const keyed = keyedApp();
    const { user, password } = await createAdmin(keyed.db);
    const signIn = await keyed.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/users/login",
      headers: { "x-api-key": "shop-key" },
      payload: { email: user.email, password },
    });
    const cookie = sessionCookieOf(signIn) ?? "";
    await proveSecondFactor(keyed.db, cookie);
    for (const list of ["invoices", "payments"]) {
      const url = `/lifetime-outfitter/repairs/export/${list}.csv?from=2025-03-01&to=2025-03-31`;
      expect((await keyed.app.inject({ method: "GET", url, headers: { cookie } })).statusCode).toBe(
        200,
      );
      expect((await keyed.app.inject({ method: "GET", url })).statusCode).toBe(401);
    }
  });
});
