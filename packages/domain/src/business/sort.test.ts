import { describe, expect, it } from "vitest";
import { compareForSort, nextSort, type Sortable } from "./sort";

describe("sorting (requirements §2 My Products, §9)", () => {
  it("orders text case-insensitively and numbers inside text numerically", () => {
    expect(["b", "A", "c"].sort(compareForSort)).toEqual(["A", "b", "c"]);
    expect(["S-10", "S-2", "S-1"].sort(compareForSort)).toEqual(["S-1", "S-2", "S-10"]);
  });

  it("orders numbers by value", () => {
    expect([10, 2, 33].sort(compareForSort)).toEqual([2, 10, 33]);
  });

  it("orders dates and ISO date strings by time", () => {
    expect(
      ["2025-05-02T10:00:00.000Z", "2025-05-02T09:00:00+00:00", "2025-04-30T23:00:00.000Z"].sort(
        compareForSort,
      ),
    ).toEqual([
      "2025-04-30T23:00:00.000Z",
      "2025-05-02T09:00:00+00:00",
      "2025-05-02T10:00:00.000Z",
    ]);
    const early = new Date("2025-01-01");
    const late = new Date("2025-06-01");
    expect(compareForSort(late, early)).toBe(1);
  });

  it("puts empty values last in both directions ('No repairs yet')", () => {
    const values: Sortable[] = [
      null,
      "2025-05-01T00:00:00.000Z",
      undefined,
      "2025-01-01T00:00:00.000Z",
    ];
    const sorted = (dir: "asc" | "desc") => [...values].sort((a, b) => compareForSort(a, b, dir));
    expect(sorted("asc")).toEqual([
      "2025-01-01T00:00:00.000Z",
      "2025-05-01T00:00:00.000Z",
      null,
      undefined,
    ]);
    expect(sorted("desc")).toEqual([
      "2025-05-01T00:00:00.000Z",
      "2025-01-01T00:00:00.000Z",
      null,
      undefined,
    ]);
  });

  it("reverses for descending and returns 0 for equal values", () => {
    expect(compareForSort("a", "b", "desc")).toBe(1);
    expect(compareForSort("a", "A")).toBe(0);
    expect(compareForSort(3, 3, "desc")).toBe(0);
  });

  it.each([
    ["the active column flips direction", "asc", "serialno", "serialno", "desc"],
    ["the active column flips back", "desc", "serialno", "serialno", "asc"],
    ["another column sorts it ascending", "desc", "repairs", "repairs", "asc"],
  ] as const)("clicking: %s", (_case, dir, clicked, key, nextDir) => {
    expect(nextSort({ key: "serialno", dir }, clicked)).toEqual({ key, dir: nextDir });
  });
});
