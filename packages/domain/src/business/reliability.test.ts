import { describe, expect, it } from "vitest";
import { kaplanMeier, median, percentile } from "./reliability";

// The textbook example: the 6-MP group of Freireich et al. (1963), weeks of remission, + for
// censored, as worked by hand in Kleinbaum & Klein, Survival Analysis (3rd ed.), chapter 2:
// 6, 6, 6, 6+, 7, 9+, 10, 10+, 11+, 13, 16, 17+, 19+, 20+, 22, 23, 25+, 32+, 32+, 34+, 35+.
const FREIREICH = [
  [6, true],
  [6, true],
  [6, true],
  [6, false],
  [7, true],
  [9, false],
  [10, true],
  [10, false],
  [11, false],
  [13, true],
  [16, true],
  [17, false],
  [19, false],
  [20, false],
  [22, true],
  [23, true],
  [25, false],
  [32, false],
  [32, false],
  [34, false],
  [35, false],
].map(([time, repaired]) => ({ time: time as number, repaired: repaired as boolean }));

describe("the Kaplan–Meier estimate", () => {
  it("matches the worked textbook example, censored pieces counted as at risk, not as unrepaired", () => {
    const steps = kaplanMeier(FREIREICH);
    expect(steps.map(({ time, atRisk, repairs }) => [time, atRisk, repairs])).toEqual([
      [6, 21, 3],
      [7, 17, 1],
      [10, 15, 1],
      [13, 12, 1],
      [16, 11, 1],
      [22, 7, 1],
      [23, 6, 1],
    ]);
    // By hand: 18/21, × 16/17, × 14/15, × 11/12, × 10/11, × 6/7, × 5/6.
    const byHand = [18 / 21];
    for (const factor of [16 / 17, 14 / 15, 11 / 12, 10 / 11, 6 / 7, 5 / 6]) {
      byHand.push(byHand.at(-1)! * factor);
    }
    steps.forEach((step, index) => expect(step.survival).toBeCloseTo(byHand[index]!, 12));
    expect(steps.map((step) => Number(step.survival.toFixed(3)))).toEqual([
      0.857, 0.807, 0.753, 0.69, 0.627, 0.538, 0.448,
    ]);
  });

  it("is empty with no repair, and refuses a negative time", () => {
    expect(kaplanMeier([{ time: 3, repaired: false }])).toEqual([]);
    expect(() => kaplanMeier([{ time: -1, repaired: true }])).toThrow(RangeError);
  });
});

describe("percentiles", () => {
  it("interpolate between ranks as PostgreSQL's percentile_cont does", () => {
    // select percentile_cont(0.5), percentile_cont(0.9) within group (order by v)
    //   from unnest(array[1, 2, 3, 4]) v  →  2.5, 3.7
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(percentile([1, 2, 3, 4], 0.9)).toBeCloseTo(3.7, 12);
    expect(median([7, 1, 3])).toBe(3);
    expect(percentile([10], 0.9)).toBe(10);
    expect(median([])).toBeNull();
    expect(() => percentile([1], 1.5)).toThrow(RangeError);
  });
});
