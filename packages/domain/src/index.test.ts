import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as domain from "./index";

// The names other packages were promised (the brief's fixed export list).
const FIXED_EXPORTS = [
  "REPAIR_STATES",
  "repairStateSchema",
  "REPAIR_STATE_LABELS",
  "REPAIR_STATE_RANKS",
  "repairStateBadgeColour",
  "SERVER_STATUSES",
  "normalizeRepairState",
  "repairStateLabel",
  "toServerStatus",
  "headlineState",
  "overallStatus",
  "statisticsBucket",
  "loginSchema",
  "PASSWORD_SPECIAL_CHARACTERS",
  "PASSWORD_MAX_LENGTH",
  "PASSWORD_MIN_LENGTH",
  "passwordRuleResults",
  "passwordSchema",
  "newPasswordSchema",
  "contactSchema",
  "customerCreateSchema",
  "customerEditSchema",
  "productCreateSchema",
  "productEditSchema",
  "repairRequestSchema",
  "adminRepairRequestSchema",
  "userRecordSchema",
  "loginResponseSchema",
  "apiErrorSchema",
  "resetPasswordPayloadSchema",
  "productTypeSchema",
  "productAttributesSchema",
  "contactPayloadSchema",
  "INITIAL_REQUEST_STATUS",
  "INITIAL_LINE_STATE",
  "isOpenRepairState",
  "toUserCreatePayload",
  "toCustomerUpdatePayload",
  "userCreatePayloadSchema",
  "customerUpdatePayloadSchema",
  "productCreatePayloadSchema",
  "productUpdatePayloadSchema",
  "repairCreatePayloadSchema",
  "repairCreateResponseSchema",
  "repairUpdatePayloadSchema",
  "workshopLogEntrySchema",
  "repairLineRecordSchema",
  "repairRequestRecordSchema",
  "PRODUCT_SORT_KEYS",
  "matchesSearch",
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
