import {
  CAUSE_COMPONENT_LABELS,
  CAUSE_COMPONENTS,
  CAUSE_REASON_LABELS,
  CAUSE_REASONS,
  COVERAGE_LABELS,
  COVERAGE_MESSAGES,
  COVERAGES,
  DEFAULT_LINE_COVERAGE,
  lineCoverageInputFields,
  repairLineEditSchema,
  type LineCoverage,
  type RepairLineChange,
  type RepairLineRecord,
} from "@lo/domain";
import { z } from "zod";

/**
 * The line update dialog's form: the domain's line edit with the line's coverage and cause
 * (decision 094), each checked by the payload's own field.
 */
export const lineEditSchema = repairLineEditSchema
  .extend({
    coverage: z.enum(COVERAGES, { error: COVERAGE_MESSAGES.coverage }),
    // Checked below, for goodwill only: a reason typed and then left by another choice is dropped.
    goodwillReason: z.string(),
    causeComponent: lineCoverageInputFields.causeComponent,
    causeReason: lineCoverageInputFields.causeReason,
  })
  .transform((values, context) => {
    if (values.coverage !== "goodwill") return { ...values, goodwillReason: null };
    const reason = lineCoverageInputFields.goodwillReason.safeParse(values.goodwillReason);
    const messages = reason.success
      ? reason.data
        ? []
        : [COVERAGE_MESSAGES.goodwillReason]
      : reason.error.issues.map((issue) => issue.message);
    for (const message of messages) {
      context.addIssue({ code: "custom", message, path: ["goodwillReason"] });
    }
    return messages.length > 0 ? z.NEVER : { ...values, goodwillReason: reason.data ?? null };
  });

export type LineEditInput = z.input<typeof lineEditSchema>;
export type LineEditValues = z.output<typeof lineEditSchema>;

type LineCoverageRead = Partial<
  Pick<RepairLineRecord, "coverage" | "goodwillReason" | "causeComponent" | "causeReason">
>;

/** A line's coverage as read or edited; an answer without it means still under the warranty. */
export function coverageOf(line: LineCoverageRead): LineCoverage {
  return {
    coverage: line.coverage ?? DEFAULT_LINE_COVERAGE.coverage,
    goodwillReason: line.goodwillReason ?? null,
    causeComponent: line.causeComponent ?? null,
    causeReason: line.causeReason ?? null,
  };
}

/** The empty choice of the cause selects: the workshop has not looked yet. */
export const NOT_DECIDED = "Not decided";

const optionsOf = <Key extends string>(keys: readonly Key[], labels: Record<Key, string>) =>
  keys.map((key) => ({ value: key, label: labels[key] }));

export const COVERAGE_OPTIONS = optionsOf(COVERAGES, COVERAGE_LABELS);
export const CAUSE_COMPONENT_OPTIONS = optionsOf(CAUSE_COMPONENTS, CAUSE_COMPONENT_LABELS);
export const CAUSE_REASON_OPTIONS = optionsOf(CAUSE_REASONS, CAUSE_REASON_LABELS);

type CoverageField = "coverage" | "goodwillReason" | "causeComponent" | "causeReason";

/** A change of the line's coverage or cause, as the confirmation lists it. */
export type CoverageChange = { field: CoverageField; label: string; from: string; to: string };
export type LineChange = RepairLineChange | CoverageChange;

const COVERAGE_FIELD_LABELS: Record<CoverageField, string> = {
  coverage: "Coverage",
  goodwillReason: "Goodwill reason",
  causeComponent: "Cause",
  causeReason: "Reason",
};

/** What the edit changes of the line's coverage and cause, in words. */
export function coverageChanges(stored: LineCoverage, edited: LineCoverage): CoverageChange[] {
  const changes: CoverageChange[] = [];
  const add = (field: CoverageField, from: string, to: string) => {
    if (from !== to) changes.push({ field, label: COVERAGE_FIELD_LABELS[field], from, to });
  };
  add("coverage", COVERAGE_LABELS[stored.coverage], COVERAGE_LABELS[edited.coverage]);
  // Leaving goodwill drops its reason with it: the coverage's change says enough.
  if (edited.coverage === "goodwill") {
    add("goodwillReason", stored.goodwillReason ?? "", edited.goodwillReason ?? "");
  }
  const component = (key: LineCoverage["causeComponent"]) =>
    key ? CAUSE_COMPONENT_LABELS[key] : NOT_DECIDED;
  const reason = (key: LineCoverage["causeReason"]) =>
    key ? CAUSE_REASON_LABELS[key] : NOT_DECIDED;
  add("causeComponent", component(stored.causeComponent), component(edited.causeComponent));
  add("causeReason", reason(stored.causeReason), reason(edited.causeReason));
  return changes;
}
