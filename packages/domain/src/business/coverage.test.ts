import { describe, expect, it } from "vitest";
import {
  coverageAfter,
  coverageForCustomer,
  DEFAULT_LINE_COVERAGE,
  sendsCoverage,
  type LineCoverage,
} from "./coverage";

describe("coverageAfter", () => {
  const goodwill: LineCoverage = {
    coverage: "goodwill",
    goodwillReason: "Thirty years a customer",
    causeComponent: "edges",
    causeReason: "wear",
  };

  it("keeps what is left out, and takes what is sent (null clears a cause)", () => {
    expect(coverageAfter(DEFAULT_LINE_COVERAGE, {})).toEqual(DEFAULT_LINE_COVERAGE);
    expect(coverageAfter(goodwill, { causeComponent: null, causeReason: "unknown" })).toEqual({
      ...goodwill,
      causeComponent: null,
      causeReason: "unknown",
    });
  });

  it("needs a goodwill line's reason, sent or kept, and drops it for any other coverage", () => {
    expect(coverageAfter(DEFAULT_LINE_COVERAGE, { coverage: "goodwill" })).toBeNull();
    expect(coverageAfter(goodwill, { goodwillReason: null })).toBeNull();
    expect(coverageAfter(goodwill, {})).toEqual(goodwill);
    expect(coverageAfter(goodwill, { coverage: "paid" })).toMatchObject({
      coverage: "paid",
      goodwillReason: null,
    });
    expect(coverageAfter(DEFAULT_LINE_COVERAGE, { goodwillReason: "not goodwill" })).toEqual(
      DEFAULT_LINE_COVERAGE,
    );
  });

  it("knows whether anything of it was sent", () => {
    expect(sendsCoverage({})).toBe(false);
    expect(sendsCoverage({ causeReason: null })).toBe(true);
  });
});

describe("coverageForCustomer", () => {
  it("says who pays in the customer's words", () => {
    expect(coverageForCustomer({ coverage: "warranty", causeReason: "wear" })).toBe(
      "Covered by your lifetime warranty",
    );
    expect(coverageForCustomer({ coverage: "paid", causeReason: "accident-or-misuse" })).toBe(
      "Not covered: accident damage, see the quote",
    );
    expect(coverageForCustomer({ coverage: "paid", causeReason: null })).toBe(
      "Not covered: see the quote",
    );
    expect(coverageForCustomer({ coverage: "goodwill", causeReason: null })).toBe(
      "Repaired free of charge by the workshop",
    );
    expect(coverageForCustomer({ coverage: "not-repairable", causeReason: null })).toBe(
      "Cannot be repaired: the workshop will tell you the options",
    );
  });
});
