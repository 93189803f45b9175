import {
  DEFAULT_TURNAROUND_TARGETS,
  formatWorkshopDate,
  formatWorkshopDateTime,
  keptUntil,
  PAYMENT_MESSAGES,
  repairStateLabel,
  type TurnaroundTargets,
} from "@lo/domain";
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/client";
import { readTurnaroundTargets } from "../../db/settings";
import { repairLineNotes, repairLines, repairLineStateChanges } from "../../db/schema";
import type { MailRenderer, OutboxRow } from "../../mail/kinds";
import { renderFrame, type MailBlock } from "../../mail/layout";
import { trackingTokenFor, trackingUrl } from "../../links/tracking-links";
import { unsubscribeTokenFor, unsubscribeUrl } from "../../links/unsubscribe-links";
import { requestMoney, workshopBankDetails } from "../payments/queries";
import { noAddressReason, requestFacts, workshopBlock, type MailItem } from "./request-facts";

export const REQUEST_STATUS = "request-status";

/** The group of a request's status mails: pending together, they go out as one. */
export const requestStatusGroup = (requestId: number) => `${REQUEST_STATUS}:${requestId}`;

/**
 * What one update call queues (repairs/mutations.ts): the rows it wrote, by id. The mail is
 * rendered from the database when it is sent, so it shows the notes and states as stored.
 */
export const statusPayloadSchema = z.object({
  requestId: z.number().int().positive(),
  stateChangeIds: z.array(z.number().int()).default([]),
  noteIds: z.array(z.number().int()).default([]),
});
export type StatusPayload = z.infer<typeof statusPayloadSchema>;

type Happening =
  | { kind: "state"; id: number; lineId: number; at: Date; state: string }
  | { kind: "note"; id: number; lineId: number; at: Date; message: string };

function payloadsOf(rows: OutboxRow[]): StatusPayload[] {
  return rows.map((row) => {
    const parsed = statusPayloadSchema.safeParse(row.payload);
    if (!parsed.success) throw new Error(`Mail ${row.id} (${row.kind}) has no valid changes`);
    return parsed.data;
  });
}

/** Every state change and note the rows name that still belongs to the request, oldest first. */
async function happenings(db: Db, requestId: number, payloads: StatusPayload[]) {
  const changeIds = payloads.flatMap((payload) => payload.stateChangeIds);
  const noteIds = payloads.flatMap((payload) => payload.noteIds);
  const ofRequest = eq(repairLines.repairRequestId, requestId);
  const changes =
    changeIds.length === 0
      ? []
      : await db
          .select({
            id: repairLineStateChanges.id,
            lineId: repairLineStateChanges.repairLineId,
            at: repairLineStateChanges.changedAt,
            state: repairLineStateChanges.toState,
          })
          .from(repairLineStateChanges)
          .innerJoin(repairLines, eq(repairLines.id, repairLineStateChanges.repairLineId))
          .where(and(inArray(repairLineStateChanges.id, changeIds), ofRequest))
          .orderBy(asc(repairLineStateChanges.id));
  const notes =
    noteIds.length === 0
      ? []
      : await db
          .select({
            id: repairLineNotes.id,
            lineId: repairLineNotes.repairLineId,
            at: repairLineNotes.createdAt,
            message: repairLineNotes.message,
          })
          .from(repairLineNotes)
          .innerJoin(repairLines, eq(repairLines.id, repairLineNotes.repairLineId))
          // Never an internal note, even should its id have reached a payload.
          .where(
            and(
              inArray(repairLineNotes.id, noteIds),
              eq(repairLineNotes.internal, false),
              ofRequest,
            ),
          )
          .orderBy(asc(repairLineNotes.id));
  const all: Happening[] = [
    ...changes.map((change) => ({ kind: "state" as const, ...change })),
    ...notes.map((note) => ({ kind: "note" as const, ...note })),
  ];
  // By time; a state change before a note written in the same update.
  return all.sort(
    (a, b) =>
      a.at.getTime() - b.at.getTime() ||
      (a.kind === b.kind ? a.id - b.id : a.kind === "state" ? -1 : 1),
  );
}

function happeningLine(happening: Happening): string {
  const when = formatWorkshopDateTime(happening.at);
  return happening.kind === "state"
    ? `${when} – Moved to ${repairStateLabel(happening.state)}`
    : `${when} – Note from the workshop: ${happening.message.replace(/\s+/g, " ")}`;
}

/** The pieces whose latest news here is 'Ready for Collection', and still are. */
function readyItems(items: MailItem[], news: Happening[]): MailItem[] {
  return items.filter((item) => {
    const last = news.filter((h) => h.kind === "state" && h.lineId === item.lineId).at(-1);
    return (
      last?.kind === "state" && last.state === "ready-for-collection" && item.state === last.state
    );
  });
}

/**
 * How long the pieces are kept (decision 067): from the earliest moment one of them became
 * ready, the Ready for Collection target, as a date in the workshop's time zone.
 */
function keptUntilText(ready: MailItem[], news: Happening[], targets: TurnaroundTargets): string {
  const readyAt = news
    .filter(
      (h) =>
        h.kind === "state" &&
        h.state === "ready-for-collection" &&
        ready.some((item) => item.lineId === h.lineId),
    )
    .map((h) => h.at.getTime());
  const until = formatWorkshopDate(keptUntil(new Date(Math.min(...readyAt)), targets));
  return ready.length === 1
    ? `We will keep it for you until ${until}.`
    : `We will keep them for you until ${until}.`;
}

/** What is still to pay, and how (decisions 096, 097): nothing when nothing is due. */
async function amountDueBlocks(db: Db, requestId: number): Promise<MailBlock[]> {
  const balanceCents = (await requestMoney(db, requestId))?.balanceCents ?? 0;
  if (balanceCents <= 0) return [];
  const bank = await workshopBankDetails(db);
  return [{ kind: "paragraph", text: PAYMENT_MESSAGES.amountDue(requestId, balanceCents, bank) }];
}

function collectionBlocks(
  ready: MailItem[],
  news: Happening[],
  targets: TurnaroundTargets,
  amountDue: MailBlock[],
): MailBlock[] {
  if (ready.length === 0) return [];
  const names = ready.map((item) => `${item.name} (${item.serialno})`).join(", ");
  const verb = ready.length === 1 ? "is" : "are";
  return [
    {
      kind: "paragraph",
      text: `Good news: your ${names} ${verb} ready for collection at the workshop. ${keptUntilText(ready, news, targets)}`,
    },
    ...amountDue,
    workshopBlock("Where and when to collect"),
  ];
}

/**
 * To the customer, for every state change and new note of their request's lines. All the rows
 * of one request pending together (NOTIFY_BATCH_SECONDS) arrive here and become one mail, each
 * piece with its news in order. Skipped when the customer has turned status mails off by then.
 * Carries the one-click opt-out (link and RFC 8058 headers).
 */
export const renderRequestStatus: MailRenderer = async (rows, { db, config }) => {
  const payloads = payloadsOf(rows);
  const requestId = payloads[0]?.requestId;
  if (requestId === undefined) return { skip: "Nothing to send" };
  const facts = await requestFacts(db, requestId);
  if (!facts) return { skip: "The repair request no longer exists" };
  if (!facts.customer.statusMails) return { skip: "The customer turned status mails off" };
  const noAddress = noAddressReason(facts);
  if (noAddress) return { skip: noAddress };
  const news = await happenings(db, requestId, payloads);
  if (news.length === 0) return { skip: "Nothing left to tell: the changes are gone" };

  const items = facts.items.filter((item) => news.some((h) => h.lineId === item.lineId));
  const ready = readyItems(items, news);
  const track = trackingUrl(config.publicUrl, await trackingTokenFor(db, facts.id));
  const optOut = unsubscribeUrl(
    config.publicUrl,
    await unsubscribeTokenFor(db, facts.customerIdnumber),
  );
  const { text, html } = renderFrame({
    firstName: facts.customer.name,
    heading: `News about repair request ${facts.id}`,
    blocks: [
      {
        kind: "paragraph",
        text: `Here is the latest from the workshop on repair request ${facts.id}:`,
      },
      ...items.map((item): MailBlock => ({
        kind: "item",
        title: item.name,
        lines: [
          `Serial number: ${item.serialno}`,
          ...news.filter((h) => h.lineId === item.lineId).map(happeningLine),
        ],
      })),
      ...collectionBlocks(
        ready,
        news,
        ready.length > 0 ? await readTurnaroundTargets(db) : DEFAULT_TURNAROUND_TARGETS,
        ready.length > 0 ? await amountDueBlocks(db, facts.id) : [],
      ),
      { kind: "button", label: "Follow your repair", url: track },
    ],
    unsubscribeUrl: optOut,
  });
  return {
    to: facts.customer.email,
    subject:
      ready.length > 0
        ? `Repair request ${facts.id}: ready for collection`
        : `Repair request ${facts.id}: news from the workshop`,
    text,
    html,
    headers: {
      "List-Unsubscribe": `<${optOut}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
};
