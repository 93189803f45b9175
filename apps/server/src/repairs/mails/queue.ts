import type { Tx } from "../../db/client";
import { queueMail } from "../../mail/outbox";
import { REQUEST_RECEIVED } from "./request-received";
import { REQUEST_STATUS, requestStatusGroup, type StatusPayload } from "./request-status";
import { WORKSHOP_NEW_REQUEST } from "./workshop-new-request";

/**
 * A new request's two mails, the customer's confirmation and the workshop's notice: one INSERT
 * in the transaction that creates it. The workshop's address is read when the mail is sent
 * (WORKSHOP_EMAIL may change meanwhile).
 */
export async function queueNewRequestMails(
  tx: Tx,
  requestId: number,
  customerIdnumber: string,
): Promise<void> {
  await queueMail(
    tx,
    { kind: REQUEST_RECEIVED, customerIdnumber, payload: { requestId } },
    { kind: WORKSHOP_NEW_REQUEST, payload: { requestId } },
  );
}

/**
 * One status mail row for everything an update call changed that the customer is told of
 * (state changes and notes; not the location or a description): one INSERT in the update's
 * transaction, held for the batching window so later changes to the request join its mail.
 */
export async function queueStatusMail(
  tx: Tx,
  customerIdnumber: string,
  news: StatusPayload,
  batchSeconds: number,
): Promise<void> {
  await queueStatusMails(tx, [{ customerIdnumber, news }], batchSeconds);
}

/** The status mails of several requests (a bulk update), one row each: one INSERT. */
export async function queueStatusMails(
  tx: Tx,
  mails: { customerIdnumber: string; news: StatusPayload }[],
  batchSeconds: number,
): Promise<void> {
  await queueMail(
    tx,
    ...mails
      .filter(({ news }) => news.stateChangeIds.length > 0 || news.noteIds.length > 0)
      .map(({ customerIdnumber, news }) => ({
        kind: REQUEST_STATUS,
        customerIdnumber,
        groupKey: requestStatusGroup(news.requestId),
        payload: news,
        delaySeconds: batchSeconds,
      })),
  );
}
