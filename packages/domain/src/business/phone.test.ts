import { describe, expect, it } from "vitest";
import { looksLikePhone, phoneDigits } from "./phone";

describe("phoneDigits", () => {
  it("writes a South African number the local way, however it was typed", () => {
    for (const typed of [
      "082 555 1234",
      "0825551234",
      "+27 82 555 1234",
      "+27825551234",
      "0027 82 555 1234",
      "+27 (0)82 555 1234",
      "0027 (0)82 555 1234",
      "27825551234",
      "(082) 555-1234",
    ]) {
      expect(phoneDigits(typed), typed).toBe("0825551234");
    }
  });

  it("keeps other countries' numbers and parts as their digits", () => {
    expect(phoneDigits("+44 20 7946 0958")).toBe("442079460958");
    expect(phoneDigits("555 12")).toBe("55512");
    expect(phoneDigits("27825")).toBe("27825");
    expect(phoneDigits("+27 82")).toBe("082");
    expect(phoneDigits("")).toBe("");
  });
});

describe("looksLikePhone", () => {
  it("is true for digits with phone punctuation only", () => {
    expect(looksLikePhone("082 555 1234")).toBe(true);
    expect(looksLikePhone("+27 (82) 555-1234")).toBe(true);
    expect(looksLikePhone("Cara")).toBe(false);
    expect(looksLikePhone("LO-1234")).toBe(false);
    expect(looksLikePhone("+")).toBe(false);
  });
});
