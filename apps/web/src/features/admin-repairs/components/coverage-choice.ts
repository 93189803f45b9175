import {
  CAUSE_COMPONENT_LABELS,
  CAUSE_REASON_LABELS,
  COVERAGE_LABELS,
  COVERAGE_MESSAGES,
  COVERAGES,
  lineCoverageInputFields,
  type LineCoverageInput,
  type RepairLineRecord,
} from "@lo/domain";
import { z } from "zod";
import {
  COVERAGE_FIELD_LABELS as LABEL,
  coverageOf,
  goodwillReasonOf,
  NOT_DECIDED,
} from "./line-coverage";

/** The choice that leaves a field as each line has it (bulk: the lines may differ). */
export const KEEP = "keep";
export const KEEP_AS_IT_IS = "Keep as it is";

/**
 * The coverage and cause decided at triage, with 'Next' or in bulk (decision 094): the line
 * dialog's fields, each of which may also be kept as it is; the goodwill reason checked as the
 * line dialog checks it. A valid choice is what the server takes: only the fields chosen.
 */
export const coverageChoiceSchema = z
  .object({
    coverage: z.enum([KEEP, ...COVERAGES], { error: COVERAGE_MESSAGES.coverage }),
    goodwillReason: z.string(),
    causeComponent: z.union([z.literal(KEEP), lineCoverageInputFields.causeComponent]),
    causeReason: z.union([z.literal(KEEP), lineCoverageInputFields.causeReason]),
  })
  .transform((values, context): LineCoverageInput => {
    const goodwillReason = goodwillReasonOf(values.coverage, values.goodwillReason, context);
    if (goodwillReason === undefined) return z.NEVER;
    const { coverage, causeComponent, causeReason } = values;
    return {
      ...(coverage === KEEP ? {} : { coverage }),
      ...(coverage === "goodwill" ? { goodwillReason } : {}),
      ...(causeComponent === KEEP ? {} : { causeComponent: causeComponent ?? null }),
      ...(causeReason === KEEP ? {} : { causeReason: causeReason ?? null }),
    };
  });

export type CoverageChoiceInput = z.input<typeof coverageChoiceSchema>;

/** Nothing chosen: every line keeps its coverage and cause. */
export const KEEP_ALL: CoverageChoiceInput = {
  coverage: KEEP,
  goodwillReason: "",
  causeComponent: KEEP,
  causeReason: KEEP,
};

/** One line's coverage and cause as the form starts from them. */
export function choiceOf(line: Partial<RepairLineRecord>): CoverageChoiceInput {
  const stored = coverageOf(line);
  return { ...stored, goodwillReason: stored.goodwillReason ?? "" };
}

/** Whether the form chooses anything at all (before it is checked). */
export const choosesCoverage = (choice: CoverageChoiceInput) =>
  choice.coverage !== KEEP || choice.causeComponent !== KEEP || choice.causeReason !== KEEP;

/** What a choice sets, in words, as a confirmation lists it: [label, value]. */
export function coverageChoiceWords(chosen: LineCoverageInput): [string, string][] {
  const words: [string, string][] = [];
  if (chosen.coverage) words.push([LABEL.coverage, COVERAGE_LABELS[chosen.coverage]]);
  if (chosen.goodwillReason) words.push([LABEL.goodwillReason, chosen.goodwillReason]);
  if (chosen.causeComponent !== undefined) {
    const component = chosen.causeComponent;
    words.push([LABEL.causeComponent, component ? CAUSE_COMPONENT_LABELS[component] : NOT_DECIDED]);
  }
  if (chosen.causeReason !== undefined) {
    const reason = chosen.causeReason;
    words.push([LABEL.causeReason, reason ? CAUSE_REASON_LABELS[reason] : NOT_DECIDED]);
  }
  return words;
}
