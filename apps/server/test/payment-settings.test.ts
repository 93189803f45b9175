import {
  DEFAULT_PAYMENT_SETTINGS,
  PAYMENT_SETTINGS_MESSAGES as M,
  type PaymentSettings,
} from "@lo/domain";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, settings } from "../src/db/schema";
import { signInAs } from "./factories";
import { admin, api, setUpRepairSuite, t } from "./repairs-support";

// /settings/payment (decision 097): the workshop's bank details and standard fees, a setting
// of its own that admins alone read and change, audited, beside VAT and the price list.

setUpRepairSuite();

const URL = "/settings/payment";

const SETTINGS: PaymentSettings = {
  bankName: "First National Bank",
  accountHolder: "Lifetime Outfitter (Pty) Ltd",
  accountNumber: "62512345678",
  branchCode: "250655",
  assessmentFeeCents: 15_000,
  returnPostageFeeCents: 12_000,
};

const paymentRows = () => t.db.select().from(settings).where(eq(settings.key, "payment"));

describe("the payment settings: who may use them", () => {
  it("answers a visitor 401 and a customer 403, reading or writing, and stores nothing", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    expect((await api.get(URL)).statusCode).toBe(401);
    expect((await api.put(URL, SETTINGS)).statusCode).toBe(401);
    expect((await api.get(URL, customer.cookie)).statusCode).toBe(403);
    expect((await api.put(URL, SETTINGS, customer.cookie)).statusCode).toBe(403);
    expect(await paymentRows()).toEqual([]);
  });
});

describe("the payment settings: reading and saving", () => {
  it("start empty: no bank details, no standard fees", async () => {
    const response = await api.get(URL, admin.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(DEFAULT_PAYMENT_SETTINGS);
  });

  it("are saved whole, the numbers' spaces dropped, and audited as a setting with what changed", async () => {
    const response = await api.put(
      URL,
      { ...SETTINGS, accountNumber: " 625 1234 5678 ", branchCode: "250 655" },
      admin.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ ...SETTINGS, message: M.saved });
    expect((await api.get(URL, admin.cookie)).json()).toEqual(SETTINGS);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, "setting"), eq(auditLog.entityId, "payment")));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.actorIdnumber).toBe(admin.user.idnumber);
    expect(entries[0]?.changes).toMatchObject({
      accountNumber: { before: null, after: "62512345678" },
      assessmentFeeCents: { before: null, after: 15_000 },
    });

    // The same again records nothing more; a fee taken away records just that.
    await api.put(URL, SETTINGS, admin.cookie);
    const noFee = await api.put(URL, { ...SETTINGS, returnPostageFeeCents: null }, admin.cookie);
    expect(noFee.json()).toMatchObject({ returnPostageFeeCents: null });
    const after = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, "setting"), eq(auditLog.entityId, "payment")));
    expect(after).toHaveLength(2);
    expect(after[1]?.changes).toEqual({ returnPostageFeeCents: { before: 12_000, after: null } });
    await api.put(URL, SETTINGS, admin.cookie);
  });

  it("are not touched by saving VAT or the price list", async () => {
    await api.put(URL, SETTINGS, admin.cookie);
    const vat = await api.put(
      "/settings/billing",
      { vatRegistered: true, vatBasisPoints: 1500, vatNumber: "4123456789" },
      admin.cookie,
    );
    expect(vat.statusCode, vat.body).toBe(200);
    expect(vat.json()).not.toHaveProperty("accountNumber");
    const prices = await api.put("/settings/price-list", { prices: [] }, admin.cookie);
    expect(prices.statusCode, prices.body).toBe(200);
    expect((await api.get(URL, admin.cookie)).json()).toEqual(SETTINGS);
  });

  it("may be emptied again: empty fields read as none", async () => {
    const empty = {
      bankName: "",
      accountHolder: " ",
      accountNumber: "",
      branchCode: "",
      assessmentFeeCents: null,
    };
    const response = await api.put(URL, empty, admin.cookie);
    expect(response.statusCode, response.body).toBe(200);
    expect((await api.get(URL, admin.cookie)).json()).toEqual(DEFAULT_PAYMENT_SETTINGS);
    await api.put(URL, SETTINGS, admin.cookie);
  });

  it("refuses a bad account number, branch code, fee or half the bank details with a message per field, storing nothing", async () => {
    await api.put(URL, SETTINGS, admin.cookie);
    const [before] = await paymentRows();
    const cases: [Partial<Record<keyof PaymentSettings, unknown>>, string, string][] = [
      [{ accountNumber: "12345" }, "accountNumber", M.accountNumber],
      [{ accountNumber: "12345678901234567" }, "accountNumber", M.accountNumber],
      [{ accountNumber: "6251-234567" }, "accountNumber", M.accountNumber],
      [{ branchCode: "25065" }, "branchCode", M.branchCode],
      [{ branchCode: "25065a" }, "branchCode", M.branchCode],
      [{ bankName: "x".repeat(101) }, "bankName", M.bankName],
      [{ accountHolder: 7 }, "accountHolder", M.accountHolder],
      [{ assessmentFeeCents: 0 }, "assessmentFeeCents", M.fee],
      [{ assessmentFeeCents: 10.5 }, "assessmentFeeCents", M.fee],
      [{ returnPostageFeeCents: 1_000_000_001 }, "returnPostageFeeCents", M.fee],
      [{ returnPostageFeeCents: "120" }, "returnPostageFeeCents", M.fee],
      [{ bankName: "", branchCode: null }, "bankName", M.missing("bankName")],
    ];
    for (const [change, path, message] of cases) {
      const response = await api.put(URL, { ...SETTINGS, ...change }, admin.cookie);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().message, JSON.stringify(change)).toBe(message);
      expect(response.json().issues).toContainEqual({ path, message });
    }
    const half = await api.put(
      URL,
      { ...DEFAULT_PAYMENT_SETTINGS, accountNumber: "62512345678" },
      admin.cookie,
    );
    expect(half.json().issues).toEqual([
      { path: "accountHolder", message: M.missing("accountHolder") },
      { path: "bankName", message: M.missing("bankName") },
      { path: "branchCode", message: M.missing("branchCode") },
    ]);
    const [after] = await paymentRows();
    expect(after).toEqual(before);
  });
});
