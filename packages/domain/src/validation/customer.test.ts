import { describe, expect, it } from "vitest";
import { foreigner, issues, southAfrican } from "../test-fixtures";
import { customerCreateSchema, customerEditSchema, isSouthAfricanId } from "./customer";

describe("customer creation form (requirements §5)", () => {
  it("accepts a complete South African customer", () => {
    expect(issues(customerCreateSchema, southAfrican)).toEqual([]);
  });

  it("accepts a non-South African with any ID format and a country", () => {
    expect(issues(customerCreateSchema, foreigner)).toEqual([]);
  });

  it.each([
    ["name", "Name is required"],
    ["surname", "Surname is required"],
    ["cellphone", "Contact number is required"],
    ["idnumber", "Customer ID is required"],
    ["email", "Email is required"],
  ] as const)("requires %s: '%s'", (field, message) => {
    expect(issues(customerCreateSchema, { ...foreigner, [field]: "  " })).toEqual([
      [field, message],
    ]);
  });

  it("checks the e-mail format", () => {
    expect(issues(customerCreateSchema, { ...southAfrican, email: "thandi" })).toEqual([
      ["email", "Please enter a valid email address"],
    ]);
  });

  it("needs exactly 13 digits for a South African ID", () => {
    for (const idnumber of ["900101500908", "90010150090871", "900101500908A"]) {
      expect(issues(customerCreateSchema, { ...southAfrican, idnumber })).toEqual([
        ["idnumber", "South African ID must be 13 digits"],
      ]);
    }
  });

  it("does not add the 13-digit message to a missing ID", () => {
    expect(issues(customerCreateSchema, { ...southAfrican, idnumber: "" })).toEqual([
      ["idnumber", "Customer ID is required"],
    ]);
  });

  it("requires a country for a non-South African", () => {
    expect(issues(customerCreateSchema, { ...foreigner, country: " " })).toEqual([
      ["country", "Country is required"],
    ]);
  });

  it("does not require a country for a South African", () => {
    expect(issues(customerCreateSchema, { ...southAfrican, country: "" })).toEqual([]);
  });

  it("accepts an empty postal code but only digits otherwise", () => {
    expect(issues(customerCreateSchema, { ...southAfrican, postalcode: "" })).toEqual([]);
    expect(issues(customerCreateSchema, { ...southAfrican, postalcode: "80a1" })).toEqual([
      ["postalcode", "Postal code must be a number"],
    ]);
  });

  it("reports field errors and the citizenship rule together", () => {
    expect(issues(customerCreateSchema, { ...southAfrican, name: "", idnumber: "123" })).toEqual([
      ["name", "Name is required"],
      ["idnumber", "South African ID must be 13 digits"],
    ]);
  });
});

describe("customer edit form (requirements §5)", () => {
  it("lets the contact number be empty", () => {
    expect(issues(customerEditSchema, { ...southAfrican, cellphone: "" })).toEqual([]);
  });

  it.each([
    ["name", "Name is required"],
    ["surname", "Surname is required"],
    ["idnumber", "Customer ID is required"],
    ["email", "Email is required"],
  ] as const)("requires %s", (field, message) => {
    expect(issues(customerEditSchema, { ...foreigner, [field]: "" })).toEqual([[field, message]]);
  });

  it("keeps the 13-digit and country rules", () => {
    expect(issues(customerEditSchema, { ...southAfrican, idnumber: "12" })).toEqual([
      ["idnumber", "South African ID must be 13 digits"],
    ]);
    expect(issues(customerEditSchema, { ...foreigner, country: "" })).toEqual([
      ["country", "Country is required"],
    ]);
  });
});

describe("South African ID (requirements §9)", () => {
  it("is exactly 13 digits", () => {
    expect(isSouthAfricanId("9001015009087")).toBe(true);
    expect(isSouthAfricanId("900101500908")).toBe(false);
    expect(isSouthAfricanId("90010150090871")).toBe(false);
    expect(isSouthAfricanId("900101500908X")).toBe(false);
  });
});
