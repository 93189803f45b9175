import { z } from "zod";
import { plainText, tooLongMessage } from "../validation/fields";

/**
 * Who pays for a piece's repair (decision 094): the lifetime warranty (free), the customer
 * (a quote they approve), the workshop as a goodwill gesture (free, with a reason), or nobody
 * because it cannot be repaired. A new line is under the warranty until an admin decides
 * otherwise, so a client that knows nothing of coverage keeps working unchanged.
 */
export const COVERAGES = ["warranty", "paid", "goodwill", "not-repairable"] as const;
export type Coverage = (typeof COVERAGES)[number];

export const COVERAGE_LABELS: Record<Coverage, string> = {
  warranty: "Warranty",
  paid: "Paid",
  goodwill: "Goodwill",
  "not-repairable": "Not repairable",
};

/** What part of the piece failed. */
export const CAUSE_COMPONENTS = [
  "stitching",
  "edges",
  "hardware",
  "strap-or-handle",
  "lining",
  "zip",
  "leather-surface",
  "other",
] as const;
export type CauseComponent = (typeof CAUSE_COMPONENTS)[number];

export const CAUSE_COMPONENT_LABELS: Record<CauseComponent, string> = {
  stitching: "Stitching",
  edges: "Edges",
  hardware: "Hardware",
  "strap-or-handle": "Strap or handle",
  lining: "Lining",
  zip: "Zip",
  "leather-surface": "Leather surface",
  other: "Other",
};

/** Why it failed. */
export const CAUSE_REASONS = ["wear", "making-defect", "accident-or-misuse", "unknown"] as const;
export type CauseReason = (typeof CAUSE_REASONS)[number];

export const CAUSE_REASON_LABELS: Record<CauseReason, string> = {
  wear: "Wear",
  "making-defect": "Making defect",
  "accident-or-misuse": "Accident or misuse",
  unknown: "Unknown",
};

export const GOODWILL_REASON_MAX_LENGTH = 500;

export const COVERAGE_MESSAGES = {
  goodwillReason: "Say why the workshop repairs it as a goodwill gesture.",
  coverage: `Coverage must be one of: ${COVERAGES.map((key) => COVERAGE_LABELS[key]).join(", ")}`,
  component: `Cause must be one of: ${CAUSE_COMPONENTS.map((key) => CAUSE_COMPONENT_LABELS[key]).join(", ")}`,
  reason: `Reason must be one of: ${CAUSE_REASONS.map((key) => CAUSE_REASON_LABELS[key]).join(", ")}`,
} as const;

/** A line's coverage and cause as stored and read. */
export interface LineCoverage {
  coverage: Coverage;
  /** Why the workshop repairs it free outside the warranty (goodwill only); else null. */
  goodwillReason: string | null;
  causeComponent: CauseComponent | null;
  causeReason: CauseReason | null;
}

export const DEFAULT_LINE_COVERAGE: LineCoverage = {
  coverage: "warranty",
  goodwillReason: null,
  causeComponent: null,
  causeReason: null,
};

/** The coverage as the line's answers carry it (an addition to the SPEC's line). */
export const lineCoverageSchema = z.object({
  coverage: z.enum(COVERAGES),
  goodwillReason: z.string().nullable(),
  causeComponent: z.enum(CAUSE_COMPONENTS).nullable(),
  causeReason: z.enum(CAUSE_REASONS).nullable(),
});

/**
 * The coverage fields an admin may send with a line (update, Next, bulk): each left out is
 * unchanged; null clears a cause. A goodwill line needs its reason (checked with the stored
 * line, see `coverageAfter`).
 */
export const lineCoverageInputFields = {
  coverage: z.enum(COVERAGES, { error: COVERAGE_MESSAGES.coverage }).optional(),
  goodwillReason: plainText()
    .trim()
    .max(GOODWILL_REASON_MAX_LENGTH, tooLongMessage(GOODWILL_REASON_MAX_LENGTH))
    .nullish()
    // Left out stays left out (unchanged); blank is no reason (null).
    .transform((value) => (value === undefined ? undefined : value || null)),
  causeComponent: z.enum(CAUSE_COMPONENTS, { error: COVERAGE_MESSAGES.component }).nullish(),
  causeReason: z.enum(CAUSE_REASONS, { error: COVERAGE_MESSAGES.reason }).nullish(),
};

export type LineCoverageInput = {
  coverage?: Coverage;
  goodwillReason?: string | null;
  causeComponent?: CauseComponent | null;
  causeReason?: CauseReason | null;
};

/**
 * The line's coverage once `input` is applied to `stored`: fields left out keep their value,
 * a goodwill reason goes with any other coverage. Null when goodwill is left without a reason
 * (the caller answers with COVERAGE_MESSAGES.goodwillReason).
 */
export function coverageAfter(stored: LineCoverage, input: LineCoverageInput): LineCoverage | null {
  const coverage = input.coverage ?? stored.coverage;
  const reasonSent = input.goodwillReason !== undefined;
  const goodwillReason =
    coverage === "goodwill" ? (reasonSent ? input.goodwillReason : stored.goodwillReason) : null;
  if (coverage === "goodwill" && !goodwillReason) return null;
  return {
    coverage,
    goodwillReason: goodwillReason ?? null,
    causeComponent:
      input.causeComponent === undefined ? stored.causeComponent : input.causeComponent,
    causeReason: input.causeReason === undefined ? stored.causeReason : input.causeReason,
  };
}

/** Whether `input` sends any coverage field at all. */
export const sendsCoverage = (input: LineCoverageInput) =>
  input.coverage !== undefined ||
  input.goodwillReason !== undefined ||
  input.causeComponent !== undefined ||
  input.causeReason !== undefined;

const NOT_COVERED_BECAUSE: Record<CauseReason, string> = {
  wear: "wear beyond what the warranty covers",
  "making-defect": "see the quote",
  "accident-or-misuse": "accident damage",
  unknown: "see the quote",
};

/** The coverage in the customer's words: their request page, the tracking page, the mails. */
export function coverageForCustomer(line: Pick<LineCoverage, "coverage" | "causeReason">): string {
  switch (line.coverage) {
    case "warranty":
      return "Covered by your lifetime warranty";
    case "goodwill":
      return "Repaired free of charge by the workshop";
    case "not-repairable":
      return "Cannot be repaired: the workshop will tell you the options";
    case "paid": {
      const because = line.causeReason ? NOT_COVERED_BECAUSE[line.causeReason] : "see the quote";
      return because === "see the quote"
        ? "Not covered: see the quote"
        : `Not covered: ${because}, see the quote`;
    }
  }
}
