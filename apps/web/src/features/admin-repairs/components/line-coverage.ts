import {
  CAUSE_COMPONENT_LABELS,
  CAUSE_COMPONENTS,
  CAUSE_REASON_LABELS,
  CAUSE_REASONS,
  COVERAGE_LABELS,
  COVERAGE_MESSAGES,
  COVERAGES,
  coverageAfter,
  DEFAULT_LINE_COVERAGE,
  lineCoverageInputFields,
  repairLineEditSchema,
  type LineCoverage,
  type LineCoverageInput,
  type RepairLineChange,
  type RepairLineRecord,
} from "@lo/domain";
import { z } from "zod";

/**
 * The goodwill reason a coverage form sends (decision 094): with goodwill, checked by the
 * payload's own field and required; with any other coverage none, so a reason typed and then
 * left by another choice is dropped. Refused, it adds the messages to `context` and answers
 * undefined. The line dialog, 'Next' with coverage and the bulk bar all check it here.
 */
export function goodwillReasonOf(
  coverage: string,
  text: string,
  context: z.RefinementCtx,
): string | null | undefined {
  if (coverage !== "goodwill") return null;
  const reason = lineCoverageInputFields.goodwillReason.safeParse(text);
  const messages = reason.success
    ? reason.data
      ? []
      : [COVERAGE_MESSAGES.goodwillReason]
    : reason.error.issues.map((issue) => issue.message);
  for (const message of messages) {
    context.addIssue({ code: "custom", message, path: ["goodwillReason"] });
  }
  return messages.length > 0 ? undefined : (reason.data ?? null);
}

/**
 * The line update dialog's form: the domain's line edit with the line's coverage and cause
 * (decision 094), each checked by the payload's own field.
 */
export const lineEditSchema = repairLineEditSchema
  .extend({
    coverage: z.enum(COVERAGES, { error: COVERAGE_MESSAGES.coverage }),
    // Checked below, for goodwill only.
    goodwillReason: z.string(),
    causeComponent: lineCoverageInputFields.causeComponent,
    causeReason: lineCoverageInputFields.causeReason,
  })
  .transform((values, context) => {
    const goodwillReason = goodwillReasonOf(values.coverage, values.goodwillReason, context);
    return goodwillReason === undefined ? z.NEVER : { ...values, goodwillReason };
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

/**
 * What `chosen` changes of the `stored` coverage, as an update or 'Next' sends it: only the
 * fields that differ (leaving goodwill sends its reason's null with the new coverage).
 */
export function changedCoverage(
  stored: LineCoverage,
  chosen: LineCoverageInput,
): LineCoverageInput {
  const after = coverageAfter(stored, chosen);
  // Goodwill without its reason: sent as chosen, for the server to say why it is refused.
  if (!after) return chosen;
  const keys = Object.keys(after) as (keyof LineCoverage)[];
  return Object.fromEntries(
    keys.filter((key) => after[key] !== stored[key]).map((key) => [key, after[key]]),
  ) as LineCoverageInput;
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

export const COVERAGE_FIELD_LABELS: Record<CoverageField, string> = {
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
