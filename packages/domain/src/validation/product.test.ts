import { describe, expect, it } from "vitest";
import { belt, custom, issues } from "../test-fixtures";
import { productCreateSchema, productEditSchema } from "./product";

describe("product creation form (requirements §5)", () => {
  it("accepts a catalogue product with colour and size", () => {
    expect(issues(productCreateSchema, belt)).toEqual([]);
  });

  it("accepts a custom product with description, colour and size text", () => {
    expect(issues(productCreateSchema, custom)).toEqual([]);
  });

  it("requires the serial number", () => {
    expect(issues(productCreateSchema, { ...belt, serialno: " " })).toEqual([
      ["serialno", "Serial Number is required"],
    ]);
  });

  it("requires the product type", () => {
    expect(issues(productCreateSchema, { ...belt, producttypeid: "" })).toEqual([
      ["producttypeid", "Product Type is required"],
    ]);
  });

  it("requires the product type when the field is absent too", () => {
    const { producttypeid: _type, ...withoutType } = belt;
    expect(issues(productCreateSchema, withoutType)).toEqual([
      ["producttypeid", "Product Type is required"],
    ]);
  });

  it("asks for a colour and a size on other types", () => {
    expect(issues(productCreateSchema, { ...belt, colourid: "", sizeid: null })).toEqual([
      ["colourid", "Please select a color"],
      ["sizeid", "Please select a size"],
    ]);
  });

  it("asks for description, custom colour and custom size on the Custom type", () => {
    expect(
      issues(productCreateSchema, {
        ...custom,
        description: "",
        customcolour: " ",
        customsize: "",
      }),
    ).toEqual([
      ["description", "Description is required"],
      ["customcolour", "Custom colour is required"],
      ["customsize", "Custom size is required"],
    ]);
  });

  it("does not ask a custom product for colour or size ids", () => {
    expect(issues(productCreateSchema, { ...custom, colourid: null, sizeid: undefined })).toEqual(
      [],
    );
  });

  it("requires a client: 'Please select at least one client'", () => {
    expect(issues(productCreateSchema, { ...belt, customerid: "" })).toEqual([
      ["customerid", "Please select at least one client"],
    ]);
  });
});

describe("product edit form (requirements §5)", () => {
  it("does not validate the read-only serial number", () => {
    expect(issues(productEditSchema, { ...belt, serialno: undefined })).toEqual([]);
  });

  it("needs no description on the Custom type", () => {
    expect(issues(productEditSchema, { ...custom, description: "" })).toEqual([]);
  });

  it("keeps the other rules", () => {
    expect(
      issues(productEditSchema, { ...custom, customcolour: "", customsize: "", customerid: "" }),
    ).toEqual([
      ["customerid", "Please select at least one client"],
      ["customcolour", "Custom colour is required"],
      ["customsize", "Custom size is required"],
    ]);
    expect(issues(productEditSchema, { ...belt, sizeid: "" })).toEqual([
      ["sizeid", "Please select a size"],
    ]);
  });
});
