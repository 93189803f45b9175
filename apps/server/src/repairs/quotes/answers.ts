import {
  QUOTE_ANSWER_WAY_LABELS,
  QUOTE_MESSAGES as Q,
  takesQuote,
  type Quote,
  type QuoteAnswer,
  type QuoteAnswerPayload,
  type QuoteApprovalPayload,
} from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import { recordAudit } from "../../db/audit-log";
import type { Db, Tx } from "../../db/client";
import { queueMail } from "../../mail/outbox";
import { quotes, repairLines, users } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { SessionUser } from "../../identity/sessions";
import { QUOTE_ANSWERED_MAIL } from "./mails";
import { inForce, quoteVersionsOf, toQuote } from "./queries";
import { checkQuoteMayBeAnswered } from "./rules";
import { lockLine, quoteEntry, storeQuoteStatus, type Actor } from "./support";

/** The customer of a request, as the audit log names whoever answered for them. */
async function customerActor(tx: Tx, idnumber: string): Promise<Actor> {
  const [customer] = await tx
    .select({ idnumber: users.idnumber, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.idnumber, idnumber));
  return customer ?? { idnumber, name: "", surname: "" };
}

/**
 * The customer's answer to a piece's quote in force, from the tracking page or their request
 * page: for the version they saw (a newer one must be seen first, 409), once (409), while it
 * matters (not once the piece is Ready for Collection or further on, 409). The line then goes
 * ahead or back unrepaired; the workshop is mailed at once. Audited.
 */
export async function answerQuote(
  db: Db,
  requestId: number,
  payload: QuoteAnswerPayload,
  via: "tracking-link" | "customer-page",
): Promise<{ serialno: string; quote: Quote }> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: repairLines.id })
      .from(repairLines)
      .where(
        and(
          eq(repairLines.repairRequestId, requestId),
          sql`lower(${repairLines.serialno}) = lower(${payload.serialNumber})`,
        ),
      );
    if (!found) throw notFound(Q.pieceNotFound);
    const context = await lockLine(tx, found.id);
    const current = inForce((await quoteVersionsOf(tx, [found.id])).get(found.id));
    if (!current || !takesQuote(context.line.coverage)) throw notFound(Q.noQuote);
    checkQuoteMayBeAnswered(context.line);
    if (current.version !== payload.version) throw conflict(Q.changed);
    if (current.answer !== null) throw conflict(Q.alreadyAnswered);
    const answer: QuoteAnswer = payload.answer === "approve" ? "approved" : "declined";
    const [row] = await tx
      .update(quotes)
      .set({ answer, answeredAt: sql`now()`, answeredVia: via })
      .where(eq(quotes.id, current.id))
      .returning();
    if (!row) throw new Error("answerQuote: the quote was not answered");
    await storeQuoteStatus(tx, [found.id], answer);
    await queueMail(tx, { kind: QUOTE_ANSWERED_MAIL, payload: { requestId, quoteId: row.id } });
    const owner = context.request?.customerIdnumber ?? "";
    await recordAudit(
      tx,
      quoteEntry(await customerActor(tx, owner), `quote-${answer}`, row, context, {
        answeredVia: { before: null, after: QUOTE_ANSWER_WAY_LABELS[via] },
      }),
    );
    return { serialno: context.line.serialno, quote: toQuote(row, "customer") };
  });
}

/**
 * An approval the customer gave by phone or in the workshop, recorded by an admin with a
 * note, for the newest version the admin saw (an unsent draft is sent by it, without a mail).
 * Audited with the note.
 */
export async function recordApproval(
  db: Db,
  lineId: number,
  payload: QuoteApprovalPayload,
  actor: SessionUser,
): Promise<Quote> {
  return db.transaction(async (tx) => {
    const context = await lockLine(tx, lineId);
    if (!takesQuote(context.line.coverage)) throw conflict(Q.notQuoted);
    const [newest] = (await quoteVersionsOf(tx, [lineId])).get(lineId) ?? [];
    if (!newest) throw conflict(Q.noQuote);
    if (newest.version !== payload.version) throw conflict(Q.changed);
    if (newest.answer === "approved") throw conflict(Q.alreadyApproved);
    const [row] = await tx
      .update(quotes)
      .set({
        sentAt: sql`coalesce(${quotes.sentAt}, now())`,
        answer: "approved",
        answeredAt: sql`now()`,
        answeredVia: payload.via,
        answeredByIdnumber: actor.idnumber,
        answerNote: payload.note,
      })
      .where(eq(quotes.id, newest.id))
      .returning();
    if (!row) throw new Error("recordApproval: the quote was not approved");
    await storeQuoteStatus(tx, [lineId], "approved");
    await recordAudit(
      tx,
      quoteEntry(actor, "quote-approval-recorded", row, context, {
        answeredVia: { before: null, after: QUOTE_ANSWER_WAY_LABELS[payload.via] },
        answerNote: { before: null, after: payload.note },
      }),
    );
    return toQuote(row, "admin");
  });
}
