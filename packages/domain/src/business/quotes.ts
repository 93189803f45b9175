import { nextRepairState } from "../repair-state-table";
import type { RepairState } from "../repair-state";
import type { Coverage } from "./coverage";

/**
 * Quotes (decision 095): the price of a piece's repair the warranty does not cover, which
 * the customer approves or declines piece by piece. A quote has versions; the one in force
 * is the newest the customer was sent (or whose approval the workshop recorded), and an
 * unsent newer version is the workshop's draft.
 */

/** The customer's answer to a quote version. */
export const QUOTE_ANSWERS = ["approved", "declined"] as const;
export type QuoteAnswer = (typeof QUOTE_ANSWERS)[number];

/** How an answer reached the workshop: the customer on the site, or an admin recording it. */
export const QUOTE_ANSWER_WAYS = ["tracking-link", "customer-page", "phone", "in-shop"] as const;
export type QuoteAnswerWay = (typeof QUOTE_ANSWER_WAYS)[number];

/** The ways an admin records an approval the customer gave outside the site. */
export const QUOTE_RECORDED_WAYS = ["phone", "in-shop"] as const;
export type QuoteRecordedWay = (typeof QUOTE_RECORDED_WAYS)[number];

export const QUOTE_ANSWER_WAY_LABELS: Record<QuoteAnswerWay, string> = {
  "tracking-link": "on the tracking page",
  "customer-page": "on their request page",
  phone: "by phone",
  "in-shop": "in the workshop",
};

/** Where a piece's quote stands, for the workshop. */
export const QUOTE_STATUSES = ["draft", "awaiting", "approved", "declined"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: "Quote not sent",
  awaiting: "Awaiting answer",
  approved: "Quote approved",
  declined: "Quote declined",
};

/** The words on a piece the workshop sends back without work. */
export const RETURN_UNREPAIRED = "Return unrepaired";

/** The coverages that take a quote: a paid repair, or a replacement for a piece beyond repair. */
export const QUOTED_COVERAGES: readonly Coverage[] = ["paid", "not-repairable"];
export const takesQuote = (coverage: Coverage) => QUOTED_COVERAGES.includes(coverage);

/** A quote version as far as the rules need it. */
export interface QuoteVersionFacts {
  sent: boolean;
  answer: QuoteAnswer | null;
}

/** Where a version stands: unsent, sent and waiting, or answered. */
export function quoteStatusOf(version: QuoteVersionFacts): QuoteStatus {
  if (version.answer) return version.answer;
  return version.sent ? "awaiting" : "draft";
}

/**
 * Whether the workshop sends a piece back without work: a paid repair the customer declined,
 * or a piece beyond repair whose replacement they did not take (declined, or never quoted).
 * `answer` is the answer to the quote in force, null when none or not answered yet.
 */
export function returnsUnrepaired(coverage: Coverage, answer: QuoteAnswer | null): boolean {
  if (coverage === "paid") return answer === "declined";
  if (coverage === "not-repairable") return answer !== "approved";
  return false;
}

/**
 * What stands in the way of a piece's work (it stands In Progress), or null: a paid repair
 * needs the customer's approval of the quote in force, and so does a piece beyond repair (its
 * quote is the replacement offered: it goes In Progress only when the customer took it); a
 * declined one goes back. Kept on the move into In Progress and while the piece stays there
 * (decision 098).
 */
export function workBlockedBy(
  coverage: Coverage,
  answer: QuoteAnswer | null,
): "not-approved" | "declined" | null {
  if (!takesQuote(coverage)) return null;
  if (answer === "approved") return null;
  return answer === "declined" ? "declined" : "not-approved";
}

/**
 * The states in which a customer's answer to a quote no longer matters: the piece's work is
 * done, or it goes back (decision 098). An answer is refused there.
 */
export const QUOTE_ANSWER_CLOSED_STATES: readonly RepairState[] = [
  "ready-for-collection",
  "enroute-to-customer",
  "completed",
];
export const quoteAnswerClosed = (state: string) =>
  (QUOTE_ANSWER_CLOSED_STATES as readonly string[]).includes(state);

/**
 * 'Next' for a piece: the next state in workshop order, except that a piece going back
 * unrepaired skips In Progress (no work is done on it).
 */
export function nextStateFor(state: string, returnUnrepaired: boolean): RepairState | null {
  const next = nextRepairState(state);
  if (next === "in-progress" && returnUnrepaired) return nextRepairState(next);
  return next;
}
