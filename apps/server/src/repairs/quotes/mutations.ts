import {
  documentTotals,
  formatRand,
  QUOTE_MESSAGES as Q,
  takesQuote,
  vatRateOf,
  type Quote,
  type QuoteSavePayload,
} from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import { recordAudit } from "../../db/audit-log";
import type { Db } from "../../db/client";
import { queueMail } from "../../mail/outbox";
import { quotes, repairLines } from "../../db/schema";
import { anyOfIds } from "../../db/sql";
import { BILLING_SETTING, readWholeSetting } from "../../db/settings";
import { conflict, notFound } from "../../errors";
import type { SessionUser } from "../../identity/sessions";
import { lockLines } from "../line-action-support";
import { REPAIR_MESSAGES } from "../messages";
import { QUOTE_SENT_MAIL, quoteSentGroup } from "./mails";
import { draftOf, quoteVersionsOf, toQuote } from "./queries";
import { checkQuoteMayBeSent } from "./rules";
import { lockLine, quoteEntry, storeQuoteStatus } from "./support";

/**
 * Writes a piece's quote (admin): its lines priced at the VAT rate in Settings, rounded per
 * line. The workshop's unsent draft is replaced; once a version was sent it stays as it was,
 * and the save is the next version (which, sent, must be approved again). Audited.
 */
export async function saveQuote(
  db: Db,
  lineId: number,
  payload: QuoteSavePayload,
  actor: SessionUser,
): Promise<Quote> {
  return db.transaction(async (tx) => {
    const context = await lockLine(tx, lineId);
    if (!takesQuote(context.line.coverage)) throw conflict(Q.notQuoted);
    const vatBasisPoints = vatRateOf(await readWholeSetting(tx, BILLING_SETTING));
    const totals = documentTotals(payload.items, vatBasisPoints);
    const versions = (await quoteVersionsOf(tx, [lineId])).get(lineId) ?? [];
    const draft = draftOf(versions);
    const values = {
      items: payload.items,
      totalCents: totals.totalCents,
      vatCents: totals.vatCents,
      vatBasisPoints,
      createdByIdnumber: actor.idnumber,
    };
    const [row] = draft
      ? await tx
          .update(quotes)
          .set({ ...values, createdAt: sql`now()` })
          .where(eq(quotes.id, draft.id))
          .returning()
      : await tx
          .insert(quotes)
          .values({ ...values, repairLineId: lineId, version: (versions[0]?.version ?? 0) + 1 })
          .returning();
    if (!row) throw new Error("saveQuote: no quote was written");
    await recordAudit(
      tx,
      quoteEntry(actor, "quote-saved", row, context, {
        quoteTotal: {
          before: draft ? formatRand(draft.totalCents) : null,
          after: formatRand(row.totalCents),
        },
        items: {
          before: null,
          after: payload.items
            .map(
              (item) => `${item.quantity} × ${item.description} at ${formatRand(item.unitCents)}`,
            )
            .join("; "),
        },
      }),
    );
    return toQuote(row, "admin");
  });
}

/**
 * Sends a request's unsent quotes (admin): each becomes the piece's quote in force, awaiting
 * the customer's answer, and one mail to the customer is queued with them, held for the
 * batching window so quotes sent soon after join it. Audited per piece. None is sent while
 * one of their pieces is In Progress or past answering (checkQuoteMayBeSent, 409).
 */
export async function sendQuotes(
  db: Db,
  requestId: number,
  actor: SessionUser,
  batchSeconds: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await tx
      .select({ id: repairLines.id })
      .from(repairLines)
      .where(eq(repairLines.repairRequestId, requestId));
    if (ids.length === 0) throw notFound(REPAIR_MESSAGES.requestNotFound);
    const { requests, lines } = await lockLines(
      tx,
      ids.map((row) => row.id),
    );
    const request = requests.get(requestId);
    const versions = await quoteVersionsOf(tx, [...lines.keys()]);
    const drafts = [...lines.values()].flatMap((line) => {
      const draft = takesQuote(line.coverage) ? draftOf(versions.get(line.id)) : undefined;
      return draft ? [{ line, draft }] : [];
    });
    if (!request || drafts.length === 0) throw conflict(Q.nothingToSend);
    for (const { line } of drafts) checkQuoteMayBeSent(line);
    await tx
      .update(quotes)
      .set({ sentAt: sql`now()` })
      .where(
        anyOfIds(
          quotes.id,
          drafts.map(({ draft }) => draft.id),
        ),
      );
    await storeQuoteStatus(
      tx,
      drafts.map(({ line }) => line.id),
      "awaiting",
    );
    await queueMail(tx, {
      kind: QUOTE_SENT_MAIL,
      customerIdnumber: request.customerIdnumber,
      groupKey: quoteSentGroup(requestId),
      payload: { requestId },
      delaySeconds: batchSeconds,
    });
    await recordAudit(
      tx,
      ...drafts.map(({ line, draft }) => quoteEntry(actor, "quote-sent", draft, { line, request })),
    );
    return drafts.length;
  });
}
