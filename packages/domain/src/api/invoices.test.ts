import { describe, expect, it } from "vitest";
import {
  accountsExportQuerySchema,
  formatInvoiceNumber,
  INVOICE_MESSAGES,
  previousMonthOf,
} from "./invoices";

describe("accountsExportQuerySchema", () => {
  it.each([
    ["2026-10-01", "2026-10-31"],
    ["2026-10-01", "2026-10-01"],
    ["2016-01-01", "2026-01-01"],
  ])("takes %s to %s", (from, to) => {
    expect(accountsExportQuerySchema.parse({ from, to })).toEqual({ from, to });
  });

  it.each([
    [{ from: "2026-10-31", to: "2026-10-01" }],
    [{ from: "2016-01-01", to: "2026-01-02" }],
    [{ from: "2026-10-01" }],
    [{ to: "2026-10-01" }],
    [{ from: "2026-13-01", to: "2026-12-01" }],
    [{ from: "2026-02-30", to: "2026-03-01" }],
    [{ from: "1 October 2026", to: "2026-10-31" }],
  ])("refuses %j with the range message", (query) => {
    const parsed = accountsExportQuerySchema.safeParse(query);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(INVOICE_MESSAGES.range);
    expect(new Set(parsed.error?.issues.map((issue) => issue.message))).toEqual(
      new Set([INVOICE_MESSAGES.range]),
    );
  });
});

describe("previousMonthOf", () => {
  it.each([
    ["2026-11-29", "2026-10-01", "2026-10-31"],
    ["2026-01-01", "2025-12-01", "2025-12-31"],
    ["2024-03-15", "2024-02-01", "2024-02-29"],
    ["2026-03-31", "2026-02-01", "2026-02-28"],
  ])("before %s is %s to %s", (today, from, to) => {
    expect(previousMonthOf(today)).toEqual({ from, to });
  });
});

it("writes invoice numbers as INV-00042", () => {
  expect(formatInvoiceNumber(42)).toBe("INV-00042");
  expect(formatInvoiceNumber(123456)).toBe("INV-123456");
});
