import { describe, expect, it } from "vitest";
import {
  bankDetailsOf,
  DEFAULT_PAYMENT_SETTINGS,
  PAYMENT_SETTINGS_MESSAGES,
  paymentSettingsSchema,
  standardFeesOf,
} from "./payment-settings";
import { PAYMENT_MESSAGES } from "./payments";

const BANK = {
  bankName: "First National Bank",
  accountHolder: "Lifetime Outfitter (Pty) Ltd",
  accountNumber: "62512345678",
  branchCode: "250655",
};

describe("payment settings", () => {
  it("read empty fields as none and drop the spaces people group digits with", () => {
    expect(paymentSettingsSchema.parse({})).toEqual(DEFAULT_PAYMENT_SETTINGS);
    expect(
      paymentSettingsSchema.parse({
        ...BANK,
        accountNumber: "625 1234 5678",
        branchCode: " 250655",
      }),
    ).toMatchObject(BANK);
  });

  it("take all four bank details or none", () => {
    const half = paymentSettingsSchema.safeParse({ bankName: "FNB", accountNumber: "62512345678" });
    expect(half.error?.issues.map((issue) => issue.message)).toEqual([
      PAYMENT_SETTINGS_MESSAGES.missing("accountHolder"),
      PAYMENT_SETTINGS_MESSAGES.missing("branchCode"),
    ]);
  });

  it("give the bank details only when all are set, and the standard fees that are set", () => {
    const settings = { ...DEFAULT_PAYMENT_SETTINGS, ...BANK, returnPostageFeeCents: 12_000 };
    expect(bankDetailsOf(settings)).toEqual(BANK);
    expect(bankDetailsOf(DEFAULT_PAYMENT_SETTINGS)).toBeNull();
    expect(standardFeesOf(settings)).toEqual([
      { description: "Return postage", amountCents: 12_000 },
    ]);
  });

  it("say how to pay, naming the bank details when there are some", () => {
    expect(PAYMENT_MESSAGES.amountDue(42, 45_000, null)).toBe(
      "Amount due: R 450.00. Pay by bank transfer with the reference 42, or at the workshop when you collect.",
    );
    expect(PAYMENT_MESSAGES.amountDue(42, 45_000, BANK)).toBe(
      "Amount due: R 450.00. Pay by bank transfer with the reference 42, or at the workshop when you collect. Our bank details: Lifetime Outfitter (Pty) Ltd, First National Bank, account number 62512345678, branch code 250655.",
    );
  });
});
