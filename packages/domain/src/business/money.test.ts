import { describe, expect, it } from "vitest";
import { balanceOf, documentTotals, formatRand, MAX_CENTS, parseRand, vatIncluded } from "./money";

describe("parseRand", () => {
  it("reads an amount as typed into whole cents", () => {
    expect(parseRand("450")).toBe(45_000);
    expect(parseRand("450.5")).toBe(45_050);
    expect(parseRand("450.05")).toBe(45_005);
    expect(parseRand(" R 1 250.00 ")).toBe(125_000);
    expect(parseRand("R1,250.99")).toBe(125_099);
    expect(parseRand("0.10")).toBe(10);
    // 0.1 + 0.2 in floats is 0.30000000000000004; in cents it is 30.
    expect((parseRand("0.1") ?? 0) + (parseRand("0.2") ?? 0)).toBe(30);
  });

  it("refuses what is not an amount", () => {
    for (const text of ["", "R", "abc", "1.234", "-5", "1e3", "12,34", "100000000", "1 25"]) {
      expect(parseRand(text), text).toBeNull();
    }
  });
});

describe("formatRand", () => {
  it("writes rand with the cents, thousands apart", () => {
    expect(formatRand(45_000)).toBe("R 450.00");
    expect(formatRand(5)).toBe("R 0.05");
    expect(formatRand(125_000)).toBe("R 1 250.00");
    expect(formatRand(123_456_789)).toBe("R 1 234 567.89");
    expect(formatRand(-5_000)).toBe("-R 50.00");
    expect(formatRand(0)).toBe("R 0.00");
  });

  it("refuses a float or an amount past the largest", () => {
    expect(() => formatRand(4.5)).toThrow(RangeError);
    expect(() => formatRand(MAX_CENTS + 1)).toThrow(RangeError);
  });
});

describe("vatIncluded", () => {
  it("is the tax fraction 15/115 of an amount, to the nearest cent", () => {
    expect(vatIncluded(11_500, 1500)).toBe(1_500);
    expect(vatIncluded(45_000, 1500)).toBe(5_870); // 5 869.565… rounds up
    expect(vatIncluded(100, 1500)).toBe(13); // 13.04…
    expect(vatIncluded(23, 1500)).toBe(3); // 3.0000… exactly 3
    expect(vatIncluded(1, 1500)).toBe(0);
    expect(vatIncluded(4, 1500)).toBe(1); // 0.5217… rounds up
    expect(vatIncluded(45_000, 0)).toBe(0);
  });

  it("rounds exactly, a half cent up, where a float's division might not", () => {
    expect(vatIncluded(55, 1000)).toBe(5); // 55 × 1000 / 11000 = 5 exactly
    expect(vatIncluded(57, 1400)).toBe(7); // 57 × 1400 / 11400 = 7 exactly
    expect(vatIncluded(5, 10_000)).toBe(3); // 5 × 10000 / 20000 = 2.5: half a cent, up
  });

  it("refuses a rate that is not whole basis points", () => {
    expect(() => vatIncluded(100, 15.5)).toThrow(RangeError);
    expect(() => vatIncluded(100, -1)).toThrow(RangeError);
  });
});

describe("documentTotals", () => {
  it("rounds each line's VAT and adds the lines, never recomputing from the total", () => {
    const totals = documentTotals(
      [
        { quantity: 1, unitCents: 100 }, // VAT 13.04 → 13
        { quantity: 1, unitCents: 100 }, // VAT 13.04 → 13
        { quantity: 3, unitCents: 45_000 }, // R 1 350.00: VAT 17 608.69 → 17 609
      ],
      1500,
    );
    expect(totals.lines).toEqual([
      { totalCents: 100, vatCents: 13 },
      { totalCents: 100, vatCents: 13 },
      { totalCents: 135_000, vatCents: 17_609 },
    ]);
    expect(totals.totalCents).toBe(135_200);
    expect(totals.vatCents).toBe(17_635);
    expect(totals.exclusiveCents).toBe(135_200 - 17_635);

    // Where the two differ: three lines of 4 cents hold 1 cent of VAT each (0.52 rounded), so
    // 3 in all, where the total's 12 cents would hold 2 (1.57 rounded).
    const odd = documentTotals(
      Array.from({ length: 3 }, () => ({ quantity: 1, unitCents: 4 })),
      1500,
    );
    expect(odd.vatCents).toBe(3);
    expect(vatIncluded(odd.totalCents, 1500)).toBe(2);
  });

  it("shows no VAT for a workshop not registered for it", () => {
    expect(documentTotals([{ quantity: 2, unitCents: 45_000 }], null)).toEqual({
      lines: [{ totalCents: 90_000, vatCents: 0 }],
      totalCents: 90_000,
      vatCents: 0,
      exclusiveCents: 90_000,
    });
  });

  it("refuses a fractional quantity or price", () => {
    expect(() => documentTotals([{ quantity: 1.5, unitCents: 100 }], 1500)).toThrow(RangeError);
    expect(() => documentTotals([{ quantity: 1, unitCents: 99.5 }], 1500)).toThrow(RangeError);
    expect(() => documentTotals([{ quantity: 0, unitCents: 100 }], 1500)).toThrow(RangeError);
  });
});

describe("balanceOf", () => {
  it("takes part payments and refunds, and says what is still due or owed back", () => {
    expect(balanceOf(45_000, [])).toEqual({ paidCents: 0, balanceCents: 45_000, creditCents: 0 });
    const part = [{ kind: "payment" as const, amountCents: 20_000 }];
    expect(balanceOf(45_000, part)).toEqual({
      paidCents: 20_000,
      balanceCents: 25_000,
      creditCents: 0,
    });
    const rest = [...part, { kind: "payment" as const, amountCents: 25_000 }];
    expect(balanceOf(45_000, rest).balanceCents).toBe(0);
    const over = [...rest, { kind: "payment" as const, amountCents: 5_000 }];
    expect(balanceOf(45_000, over)).toMatchObject({ balanceCents: 0, creditCents: 5_000 });
    const refunded = [...over, { kind: "refund" as const, amountCents: 5_000 }];
    expect(balanceOf(45_000, refunded)).toEqual({
      paidCents: 45_000,
      balanceCents: 0,
      creditCents: 0,
    });
  });

  it("refuses a payment of nothing, or of a fraction of a cent", () => {
    expect(() => balanceOf(100, [{ kind: "payment", amountCents: 0 }])).toThrow(RangeError);
    expect(() => balanceOf(100, [{ kind: "refund", amountCents: 0.5 }])).toThrow(RangeError);
  });
});
