import { describe, expect, it } from "vitest";
import { mostFrequent, roundedAverage } from "./statistics";

describe("statistics (requirements §9)", () => {
  it("most popular is the most frequent value, ignoring empty ones", () => {
    expect(mostFrequent(["Belt", "Wallet", "Belt", null, "", "Wallet", "Belt"])).toBe("Belt");
    expect(mostFrequent([])).toBeNull();
    expect(mostFrequent([null, undefined])).toBeNull();
  });

  it("a tie goes to the value seen first", () => {
    expect(mostFrequent(["Wallet", "Belt", "Belt", "Wallet"])).toBe("Wallet");
  });

  it("averages are rounded, and 0 with nothing to average", () => {
    expect(roundedAverage(7, 2)).toBe(4);
    expect(roundedAverage(5, 3)).toBe(2);
    expect(roundedAverage(5, 0)).toBe(0);
  });
});
