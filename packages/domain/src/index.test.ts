import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as domain from "./index";

// The names the apps were promised from the start, as far as they still use them.
const FIXED_EXPORTS = [
  "REPAIR_STATES",
  "REPAIR_STATE_LABELS",
  "repairStateBadgeColour",
  "normalizeRepairState",
  "repairStateLabel",
  "toServerStatus",
  "headlineState",
  "overallStatus",
  "statisticsBucket",
  "loginSchema",
  "passwordRuleResults",
  "passwordSchema",
  "contactSchema",
  "customerCreateSchema",
  "customerEditSchema",
  "productCreateSchema",
  "productEditSchema",
  "repairRequestSchema",
  "adminRepairRequestSchema",
  "userRecordSchema",
  "loginResponseSchema",
  "resetPasswordPayloadSchema",
  "productAttributesSchema",
  "INITIAL_REQUEST_STATUS",
  "INITIAL_LINE_STATE",
  "toUserCreatePayload",
  "toCustomerUpdatePayload",
  "userCreatePayloadSchema",
  "customerUpdatePayloadSchema",
  "productCreatePayloadSchema",
  "productUpdatePayloadSchema",
  "repairCreatePayloadSchema",
  "repairCreateResponseSchema",
  "repairUpdatePayloadSchema",
  "repairRequestRecordSchema",
  "PRODUCT_SORT_KEYS",
  "compareForSort",
  "nextSort",
  "mostFrequent",
  "roundedAverage",
  "formatCustomerDisplayName",
  "customerPickerLabel",
  "productOptionLabel",
  "isSouthAfricanId",
];

const schemas = Object.entries(domain as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

describe("the package entry point", () => {
  it("exports every promised name", () => {
    const missing = FIXED_EXPORTS.filter((name) => !(name in domain));
    expect(missing).toEqual([]);
  });

  it.each(schemas)("%s can be described as JSON Schema (OpenAPI)", (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })).not.toThrow();
  });

  // Response bodies are serialised with z.encode, which cannot run one-way transforms.
  it.each(schemas.filter(([name]) => /(Record|Response|Statistics|EntrySchema)/.test(name)))(
    "%s has no transforms, so responses can be serialised",
    (_name, schema) => {
      expect(() => z.toJSONSchema(schema, { io: "output" })).not.toThrow();
    },
  );
});
