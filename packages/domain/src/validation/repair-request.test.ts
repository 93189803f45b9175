import { describe, expect, it } from "vitest";
import { issues, repairRequest as valid } from "../test-fixtures";
import {
  adminRepairRequestSchema,
  repairLineEditChanges,
  repairLineEditSchema,
  repairRequestSchema,
} from "./repair-request";

describe("repair request form (requirements §5)", () => {
  it("accepts a location and products each with a problem", () => {
    expect(issues(repairRequestSchema, valid)).toEqual([]);
  });

  it("trims what it accepts", () => {
    const parsed = repairRequestSchema.parse({
      currentLocation: "  Cape Town ",
      products: [{ productId: " LO-1 ", problemDescription: " Torn " }],
    });
    expect(parsed).toEqual({
      currentLocation: "Cape Town",
      products: [{ productId: "LO-1", problemDescription: "Torn" }],
    });
  });

  it("needs a location that is not blank: 'Please enter a location.'", () => {
    expect(issues(repairRequestSchema, { ...valid, currentLocation: "   " })).toEqual([
      ["currentLocation", "Please enter a location."],
    ]);
  });

  it("needs at least one product: 'Please select at least one product.'", () => {
    expect(issues(repairRequestSchema, { ...valid, products: [] })).toEqual([
      ["products", "Please select at least one product."],
    ]);
    expect(issues(repairRequestSchema, { currentLocation: "Cape Town" })).toEqual([
      ["products", "Please select at least one product."],
    ]);
    expect(
      issues(repairRequestSchema, {
        ...valid,
        products: [{ productId: "", problemDescription: "Torn" }],
      }),
    ).toEqual([["products", "Please select at least one product."]]);
  });

  it.each([
    [
      "marks a block without a product when others have one",
      [valid.products[0], { productId: "", problemDescription: "Torn" }],
      [["products.1.productId", "Please select a product."]],
    ],
    [
      "needs every problem description: one message for the set, each blank one marked",
      [
        { productId: "LO-1", problemDescription: "  " },
        { productId: "LO-2", problemDescription: "Torn" },
        { productId: "LO-3", problemDescription: "" },
      ],
      [
        ["products.0.problemDescription", "All problem descriptions are required."],
        ["products.2.problemDescription", "All problem descriptions are required."],
        ["products", "All problem descriptions are required."],
      ],
    ],
    [
      "does not take the same product twice",
      [
        { productId: "LO-1", problemDescription: "Torn" },
        { productId: "LO-1", problemDescription: "Scuffed" },
      ],
      [["products.1.productId", "Each product can only be added once."]],
    ],
  ])("%s", (_case, products, expected) => {
    expect(issues(repairRequestSchema, { ...valid, products })).toEqual(expected);
  });

  it("reports every rule at once", () => {
    expect(
      issues(repairRequestSchema, {
        currentLocation: "",
        products: [{ productId: "", problemDescription: "" }],
      }),
    ).toEqual([
      ["currentLocation", "Please enter a location."],
      ["products.0.problemDescription", "All problem descriptions are required."],
      ["products", "Please select at least one product."],
      ["products", "All problem descriptions are required."],
    ]);
  });
});

describe("admin repair request form (requirements §5)", () => {
  it("also needs a customer: 'Please select a customer.'", () => {
    expect(issues(adminRepairRequestSchema, { ...valid, clientId: "" })).toEqual([
      ["clientId", "Please select a customer."],
    ]);
  });

  it("accepts a chosen customer", () => {
    expect(issues(adminRepairRequestSchema, { ...valid, clientId: "9001015009087" })).toEqual([]);
  });
});

describe("admin line update dialog", () => {
  const line = { state: "in-progress", currentLocation: "Workshop", problemDescription: "Torn" };

  it("validates the dialog", () => {
    const result = repairLineEditSchema.safeParse({
      state: "",
      currentLocation: " ",
      problemDescription: "",
      workshopNote: "",
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["state", "Please select a state."],
      ["currentLocation", "Please enter a location."],
      ["problemDescription", "Problem description is required."],
    ]);
  });

  it("finds nothing changed when only spaces differ ('Nothing has changed.')", () => {
    expect(
      repairLineEditChanges(line, { ...line, currentLocation: " Workshop ", workshopNote: "  " }),
    ).toEqual([]);
    expect(
      repairLineEditChanges({ ...line, state: "Done" }, { ...line, state: "completed" }),
    ).toEqual([]);
  });

  it("lists each changed field with old and new values", () => {
    expect(
      repairLineEditChanges(line, {
        state: "ready-for-collection",
        currentLocation: "Front desk",
        problemDescription: "Torn",
        workshopNote: " Restitched ",
      }),
    ).toEqual([
      { field: "state", label: "Status", from: "In Progress", to: "Ready for Collection" },
      { field: "currentLocation", label: "Current Location", from: "Workshop", to: "Front desk" },
      { field: "workshopNote", label: "Workshop Note", from: "", to: "Restitched" },
    ]);
  });
});
