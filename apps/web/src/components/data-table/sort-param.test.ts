import { describe, expect, it } from "vitest";
import { clickedSort, readSort, writeSort, type SortConfig } from "./sort-param";

type Key = "created" | "name";
const CONFIG: SortConfig<Key> = {
  columns: ["created", "name"],
  default: { key: "created", dir: "desc" },
  firstDir: (key) => (key === "created" ? "desc" : "asc"),
  names: { name: "client" },
  legacy: { "client-desc": { key: "name", dir: "desc" }, oldest: { key: "created", dir: "asc" } },
};

describe("a list's sort in its address (sort and dir)", () => {
  it("reads the default when both are absent or unreadable", () => {
    expect(readSort(CONFIG, null, null)).toEqual({ key: "created", dir: "desc" });
    expect(readSort(CONFIG, "nonsense", null)).toEqual({ key: "created", dir: "desc" });
  });

  it("reads a column by its address name, in its first direction unless dir says otherwise", () => {
    expect(readSort(CONFIG, "client", null)).toEqual({ key: "name", dir: "asc" });
    expect(readSort(CONFIG, "client", "desc")).toEqual({ key: "name", dir: "desc" });
    expect(readSort(CONFIG, null, "asc")).toEqual({ key: "created", dir: "asc" });
  });

  it("still reads the single values older addresses used", () => {
    expect(readSort(CONFIG, "client-desc", null)).toEqual({ key: "name", dir: "desc" });
    expect(readSort(CONFIG, "oldest", null)).toEqual({ key: "created", dir: "asc" });
  });

  it("writes only what differs from what the list does anyway", () => {
    expect(writeSort(CONFIG, { key: "created", dir: "desc" })).toEqual({ sort: null, dir: null });
    expect(writeSort(CONFIG, { key: "created", dir: "asc" })).toEqual({ sort: null, dir: "asc" });
    expect(writeSort(CONFIG, { key: "name", dir: "asc" })).toEqual({ sort: "client", dir: null });
    expect(writeSort(CONFIG, { key: "name", dir: "desc" })).toEqual({
      sort: "client",
      dir: "desc",
    });
  });

  it("turns the active column round on a click, and starts another in its first direction", () => {
    const byName = { key: "name", dir: "asc" } as const;
    expect(clickedSort(CONFIG, byName, "name")).toEqual({ key: "name", dir: "desc" });
    expect(clickedSort(CONFIG, byName, "created")).toEqual({ key: "created", dir: "desc" });
  });
});
