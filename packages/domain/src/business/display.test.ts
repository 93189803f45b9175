import { describe, expect, it } from "vitest";
import {
  customerPickerLabel,
  formatAddress,
  formatCustomerDisplayName,
  formatPostalCode,
  productOptionLabel,
  productPickerLabel,
} from "./display";

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

describe("productPickerLabel", () => {
  it("leads with the piece's name, colour and size, then the serial", () => {
    expect(
      productPickerLabel({
        serialno: "LO-2026-A900",
        productTypeName: "Card Holder",
        colourName: "Dark Brown",
        sizeName: "Standard",
      }),
    ).toBe("Card Holder, Dark Brown, Standard · LO-2026-A900");
    expect(
      productPickerLabel({ serialno: "LO-1", productTypeName: "Custom", colourName: null }),
    ).toBe("Custom · LO-1");
  });
});
