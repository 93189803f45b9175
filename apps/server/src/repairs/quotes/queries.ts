import {
  documentTotals,
  quoteStatusOf,
  returnsUnrepaired,
  takesQuote,
  type Coverage,
  type Quote,
} from "@lo/domain";
import { asc, desc } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { quotes } from "../../db/schema";
import { anyOfIds } from "../../db/sql";

/** Who reads a quote: the workshop sees its drafts and the note of a recorded approval. */
export type QuoteAudience = "admin" | "customer";

export type QuoteRow = typeof quotes.$inferSelect;

/** Every version of these lines' quotes, newest first per line, by line id. */
export async function quoteVersionsOf(
  db: Db | Tx,
  lineIds: number[],
): Promise<Map<number, QuoteRow[]>> {
  const byLine = new Map<number, QuoteRow[]>();
  if (lineIds.length === 0) return byLine;
  const rows = await db
    .select()
    .from(quotes)
    .where(anyOfIds(quotes.repairLineId, lineIds))
    .orderBy(asc(quotes.repairLineId), desc(quotes.version));
  for (const row of rows)
    byLine.set(row.repairLineId, [...(byLine.get(row.repairLineId) ?? []), row]);
  return byLine;
}

/** A stored version as the API answers it: each line's total and VAT worked out again. */
export function toQuote(row: QuoteRow, audience: QuoteAudience): Quote {
  const totals = documentTotals(
    row.items.map((item) => ({ quantity: item.quantity, unitCents: item.unitCents })),
    row.vatBasisPoints,
  );
  return {
    version: row.version,
    status: quoteStatusOf({ sent: row.sentAt !== null, answer: row.answer }),
    items: row.items.map((item, index) => ({
      description: item.description,
      quantity: item.quantity,
      unitCents: item.unitCents,
      totalCents: totals.lines[index]?.totalCents ?? 0,
      vatCents: totals.lines[index]?.vatCents ?? 0,
    })),
    totalCents: row.totalCents,
    vatCents: row.vatCents,
    vatBasisPoints: row.vatBasisPoints,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredVia: row.answeredVia,
    ...(audience === "admin" ? { answerNote: row.answerNote } : {}),
  };
}

/** The version in force: the newest sent (newest first in `versions`). */
export const inForce = (versions: readonly QuoteRow[] | undefined) =>
  versions?.find((row) => row.sentAt !== null);

/** The workshop's unsent draft, when it is newer than the version in force. */
export const draftOf = (versions: readonly QuoteRow[] | undefined) => {
  const newest = versions?.[0];
  return newest && newest.sentAt === null ? newest : undefined;
};

/**
 * A piece's quote fields on its request page and the tracking page: the version in force,
 * the draft for the workshop, and whether it goes back unrepaired; none for a piece with no
 * quote that goes on as usual.
 */
export function quoteFieldsOf(
  versions: readonly QuoteRow[] | undefined,
  coverage: Coverage,
  audience: QuoteAudience,
) {
  // A piece back under the warranty (or goodwill) keeps its old quotes in the history only.
  if (!takesQuote(coverage)) return {};
  const current = inForce(versions);
  const draft = audience === "admin" ? draftOf(versions) : undefined;
  const returnUnrepaired = returnsUnrepaired(coverage, current?.answer ?? null);
  // A piece without a quote that goes on as usual reads as it always did.
  if (!current && !draft && !returnUnrepaired) return {};
  return {
    quote: current ? toQuote(current, audience) : null,
    ...(audience === "admin" ? { quoteDraft: draft ? toQuote(draft, audience) : null } : {}),
    returnUnrepaired,
  };
}
