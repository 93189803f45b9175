import { describe, expect, it } from "vitest";
import {
  compareForSort,
  countByBucket,
  customerMatchesSearch,
  customerPickerLabel,
  customerPickerMatches,
  formatAddress,
  formatCustomerDisplayName,
  formatPostalCode,
  isSouthAfricanId,
  latestDate,
  matchesSearch,
  mostFrequent,
  nextSort,
  productMatchesSearch,
  productOptionLabel,
  repairMatchesSearch,
  roundedAverage,
  sortBy,
} from "./business";

describe("search (SPEC §2, §9)", () => {
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

  it("customers: full name and e-mail", () => {
    const customer = { name: "Thandi", surname: "Nkosi", email: "tn@example.com" };
    expect(customerMatchesSearch(customer, "thandi nk")).toBe(true);
    expect(customerMatchesSearch(customer, "example")).toBe(true);
    expect(customerMatchesSearch(customer, "9001")).toBe(false);
  });

  it("repairs: client name, e-mail and each line's serial, type and description", () => {
    const request = {
      clientName: "Thandi Nkosi",
      clientEmail: "tn@example.com",
      products: [
        { serialNumber: "LO-1", productType: "Wallet", problemDescription: "Torn" },
        { serialNumber: "LO-2", productType: "Belt", problemDescription: "Buckle loose" },
      ],
    };
    for (const query of ["thandi", "tn@", "lo-2", "wallet", "buckle"]) {
      expect(repairMatchesSearch(request, query)).toBe(true);
    }
    expect(repairMatchesSearch(request, "holster")).toBe(false);
  });

  it("customer picker: name or ID number", () => {
    const customer = { idnumber: "9001015009087", name: "Thandi", surname: "Nkosi" };
    expect(customerPickerMatches(customer, "0150")).toBe(true);
    expect(customerPickerMatches(customer, "nkosi")).toBe(true);
    expect(customerPickerMatches(customer, "smith")).toBe(false);
  });
});

describe("sorting (SPEC §2 My Products, §9)", () => {
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
    const values = [null, "2025-05-01T00:00:00.000Z", undefined, "2025-01-01T00:00:00.000Z"];
    expect(sortBy(values, (value) => value, "asc")).toEqual([
      "2025-01-01T00:00:00.000Z",
      "2025-05-01T00:00:00.000Z",
      null,
      undefined,
    ]);
    expect(sortBy(values, (value) => value, "desc")).toEqual([
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

  it("sortBy keeps equal rows in their order and leaves the input alone", () => {
    const rows = [
      { id: 1, type: "Belt" },
      { id: 2, type: "Apron" },
      { id: 3, type: "belt" },
    ];
    expect(sortBy(rows, (row) => row.type).map((row) => row.id)).toEqual([2, 1, 3]);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it("clicking the active column flips direction", () => {
    expect(nextSort({ key: "serialno", dir: "asc" }, "serialno")).toEqual({
      key: "serialno",
      dir: "desc",
    });
    expect(nextSort({ key: "serialno", dir: "desc" }, "serialno")).toEqual({
      key: "serialno",
      dir: "asc",
    });
  });

  it("clicking another column sorts it ascending", () => {
    expect(nextSort({ key: "serialno", dir: "desc" }, "repairs")).toEqual({
      key: "repairs",
      dir: "asc",
    });
  });
});

describe("statistics (SPEC §9)", () => {
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

  it("the latest date is the maximum", () => {
    expect(
      latestDate(["2025-01-01T00:00:00.000Z", null, "2025-03-01T00:00:00.000Z", "nonsense"]),
    ).toEqual(new Date("2025-03-01T00:00:00.000Z"));
    expect(latestDate([])).toBeNull();
  });

  it("counts states per bucket", () => {
    expect(
      countByBucket(["pending", "enroute-to-outfitter", "in-progress", "Done", "completed"]),
    ).toEqual({ Pending: 2, "In Progress": 1, Completed: 2 });
  });
});

describe("display", () => {
  it("joins name and surname", () => {
    expect(formatCustomerDisplayName("Thandi", "Nkosi")).toBe("Thandi Nkosi");
    expect(formatCustomerDisplayName(" Thandi ", null)).toBe("Thandi");
  });

  it("labels picker customers 'id - name surname'", () => {
    expect(
      customerPickerLabel({ idnumber: "9001015009087", name: "Thandi", surname: "Nkosi" }),
    ).toBe("9001015009087 - Thandi Nkosi");
  });

  it("labels products 'serial - type - colour - size'", () => {
    expect(
      productOptionLabel({
        serialno: "LO-1",
        productTypeName: "Classic Belt",
        colourName: "Dark Brown",
        sizeName: "34",
      }),
    ).toBe("LO-1 - Classic Belt - Dark Brown - 34");
    expect(
      productOptionLabel({
        serialno: "LO-2",
        productTypeName: "Custom",
        colourName: null,
        sizeName: "",
      }),
    ).toBe("LO-2 - Custom");
  });

  it("shows South African postal codes with four digits", () => {
    expect(formatPostalCode(2, true)).toBe("0002");
    expect(formatPostalCode(2, false)).toBe("2");
    expect(formatPostalCode(null, true)).toBe("");
  });

  it("joins the given address parts", () => {
    expect(
      formatAddress({
        street: "12 Long Street",
        city: "Cape Town",
        province: "",
        postalCode: 8001,
        country: "South Africa",
        isSouthAfrican: true,
      }),
    ).toBe("12 Long Street, Cape Town, 8001, South Africa");
  });
});

describe("South African ID (SPEC §9)", () => {
  it("is exactly 13 digits", () => {
    expect(isSouthAfricanId("9001015009087")).toBe(true);
    expect(isSouthAfricanId("900101500908")).toBe(false);
    expect(isSouthAfricanId("90010150090871")).toBe(false);
    expect(isSouthAfricanId("900101500908X")).toBe(false);
  });
});
