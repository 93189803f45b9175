import { describe, expect, it } from "vitest";
import { CATALOGUE, CUSTOM_PRODUCT_TYPE } from "../catalogue";
import { CARE_GUIDE_DEFAULTS, CARE_GUIDE_MAX } from "./care-guides";
import { careGuideBodySchema, labelsQuerySchema } from "./items";

describe("care guides", () => {
  it("has a default of a sensible length for every catalogue type and Custom", () => {
    for (const name of [...CATALOGUE.map((item) => item.name), CUSTOM_PRODUCT_TYPE]) {
      const text = CARE_GUIDE_DEFAULTS[name];
      expect(text, name).toBeDefined();
      expect(text!.length, name).toBeGreaterThan(100);
      expect(text!.length, name).toBeLessThanOrEqual(CARE_GUIDE_MAX);
    }
  });

  it("trims a guide and refuses an empty or too long one", () => {
    expect(careGuideBodySchema.parse({ text: "  Oil it.  " })).toEqual({ text: "Oil it." });
    expect(careGuideBodySchema.safeParse({ text: "  " }).error?.issues[0]?.message).toBe(
      "Please write the care guide.",
    );
    expect(careGuideBodySchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Please write the care guide.",
    );
    expect(careGuideBodySchema.safeParse({ text: "x".repeat(CARE_GUIDE_MAX + 1) }).success).toBe(
      false,
    );
  });
});

describe("labelsQuerySchema", () => {
  it("reads one, several or no serial numbers as a list", () => {
    expect(labelsQuerySchema.parse({}).serialno).toEqual([]);
    expect(labelsQuerySchema.parse({ serialno: "A" }).serialno).toEqual(["A"]);
    expect(labelsQuerySchema.parse({ serialno: ["A", "B"] }).serialno).toEqual(["A", "B"]);
  });
});
