import {
  formatRand,
  MAX_CENTS,
  PAYMENT_MESSAGES as P,
  PAYMENT_METHOD_LABELS,
  type FeePayload,
  type PaymentPayload,
  type RequestMoney,
} from "@lo/domain";
import { and, eq } from "drizzle-orm";
import { recordAudit, type AuditEntry } from "../../db/audit-log";
import type { Db, Tx } from "../../db/client";
import { payments, requestFees } from "../../db/schema";
import { conflict, notFound } from "../../errors";
import type { SessionUser } from "../../identity/sessions";
import { queueMail } from "../../mail/outbox";
import { issueInvoice } from "../documents/invoices";
import { REPAIR_MESSAGES } from "../messages";
import { PAYMENT_MAIL } from "./mails";
import { lockRequestMoney } from "./request-lock";
import { requestMoney } from "./queries";

const moneyEntry = (
  actor: SessionUser,
  request: { id: number; customerIdnumber: string },
  action: string,
  changes: AuditEntry["changes"],
): AuditEntry => ({
  actor,
  entityKind: "repair-request",
  entityId: request.id,
  action,
  changes,
  subjects: { customerIdnumber: request.customerIdnumber, repairRequestId: request.id },
});

/** The request's money once the write is in (the triggers have kept its sums). */
async function moneyNow(tx: Tx, requestId: number): Promise<RequestMoney> {
  const money = await requestMoney(tx, requestId);
  if (!money) throw notFound(REPAIR_MESSAGES.requestNotFound);
  return money;
}

/**
 * Records a payment or a refund on a request (admin), part payments included; a refund never
 * more than what was paid (409). Audited on the request and the customer. One transaction.
 */
export async function recordPayment(
  db: Db,
  requestId: number,
  payload: PaymentPayload,
  actor: SessionUser,
): Promise<RequestMoney> {
  return db.transaction(async (tx) => {
    const request = await lockRequestMoney(tx, requestId);
    if (payload.kind === "refund" && payload.amountCents > request.paidCents) {
      throw conflict(P.refundTooLarge(Math.max(0, request.paidCents)));
    }
    if (payload.kind === "payment" && request.paidCents + payload.amountCents > MAX_CENTS) {
      throw conflict(P.tooLarge);
    }
    const [entry] = await tx
      .insert(payments)
      .values({ repairRequestId: requestId, ...payload, recordedByIdnumber: actor.idnumber })
      .returning({ id: payments.id });
    if (!entry) throw new Error("The payment was not written");
    const words = `${formatRand(payload.amountCents)} by ${PAYMENT_METHOD_LABELS[payload.method]} on ${payload.paidOn}${payload.reference ? `, reference ${payload.reference}` : ""}`;
    await recordAudit(
      tx,
      moneyEntry(actor, request, `${payload.kind}-recorded`, {
        [payload.kind]: { before: null, after: words },
      }),
    );
    // A payment is received against an invoice: issued now if what is charged is not on one
    // yet (decision 099). The customer's mail carries it, with the receipt, once committed.
    if (payload.kind === "payment") await issueInvoice(tx, requestId, actor, { whenNeeded: true });
    await queueMail(tx, {
      kind: PAYMENT_MAIL,
      customerIdnumber: request.customerIdnumber,
      payload: { requestId, paymentId: entry.id },
    });
    return moneyNow(tx, requestId);
  });
}

/** Adds a fee to a request (admin): an assessment, return postage. Audited. */
export async function addFee(
  db: Db,
  requestId: number,
  payload: FeePayload,
  actor: SessionUser,
): Promise<RequestMoney> {
  return db.transaction(async (tx) => {
    const request = await lockRequestMoney(tx, requestId);
    if (request.dueCents + payload.amountCents > MAX_CENTS) throw conflict(P.tooLarge);
    await tx
      .insert(requestFees)
      .values({ repairRequestId: requestId, ...payload, createdByIdnumber: actor.idnumber });
    await recordAudit(
      tx,
      moneyEntry(actor, request, "fee-added", {
        fee: { before: null, after: `${payload.description}: ${formatRand(payload.amountCents)}` },
      }),
    );
    return moneyNow(tx, requestId);
  });
}

/** Takes a fee off a request (admin); 404 when it is not (or no longer) on it. Audited. */
export async function removeFee(
  db: Db,
  requestId: number,
  feeId: number,
  actor: SessionUser,
): Promise<RequestMoney> {
  return db.transaction(async (tx) => {
    const request = await lockRequestMoney(tx, requestId);
    const [removed] = await tx
      .delete(requestFees)
      .where(and(eq(requestFees.id, feeId), eq(requestFees.repairRequestId, requestId)))
      .returning();
    if (!removed) throw notFound(P.feeNotFound);
    await recordAudit(
      tx,
      moneyEntry(actor, request, "fee-removed", {
        fee: {
          before: `${removed.description}: ${formatRand(removed.amountCents)}`,
          after: null,
        },
      }),
    );
    return moneyNow(tx, requestId);
  });
}
