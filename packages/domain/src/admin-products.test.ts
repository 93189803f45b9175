import { describe, expect, it } from "vitest";
import { adminProductStatisticsSchema } from "./admin-products";

describe("admin product statistics", () => {
  const statistics = {
    totalProducts: 3,
    customProducts: 1,
    productsWithRepairs: 2,
    productsWithOpenRepairs: 1,
    addedThisMonth: 3,
    mostPopularType: "Classic Belt",
    mostPopularColour: "Dark Brown",
    mostPopularSize: null,
  };

  it("accepts the cards' numbers", () => {
    expect(adminProductStatisticsSchema.parse(statistics)).toEqual(statistics);
  });

  it("refuses negative or missing counts", () => {
    expect(
      adminProductStatisticsSchema.safeParse({ ...statistics, addedThisMonth: -1 }).success,
    ).toBe(false);
    const { productsWithOpenRepairs: _omitted, ...withoutOpen } = statistics;
    expect(adminProductStatisticsSchema.safeParse(withoutOpen).success).toBe(false);
  });
});
