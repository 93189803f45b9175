import { describe, expect, it } from "vitest";
import { matchesSearch, productMatchesSearch } from "./search";

describe("search (requirements §2, §9)", () => {
  it("is a case-insensitive substring match over any of the values", () => {
    expect(matchesSearch(["LO-BELT-0001", "Classic Belt"], "belt")).toBe(true);
    expect(matchesSearch(["LO-BELT-0001", "Classic Belt"], "CLASSIC")).toBe(true);
    expect(matchesSearch(["LO-BELT-0001", null, undefined], "wallet")).toBe(false);
  });

  it("matches everything with an empty or blank query", () => {
    expect(matchesSearch([], "")).toBe(true);
    expect(matchesSearch(["x"], "   ")).toBe(true);
    expect(matchesSearch(["x"], undefined)).toBe(true);
  });

  it("products: serial, type, colour, size and customer name", () => {
    const product = {
      serialno: "LO-1",
      productTypeName: "Wallet",
      colourName: "Dark Brown",
      sizeName: "Standard",
      customerName: "Thandi Nkosi",
    };
    for (const query of ["lo-1", "wallet", "dark", "standard", "nkosi"]) {
      expect(productMatchesSearch(product, query)).toBe(true);
    }
    expect(productMatchesSearch(product, "belt")).toBe(false);
  });
});
