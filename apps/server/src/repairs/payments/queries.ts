import { bankDetailsOf, type BankDetails, type RequestMoney } from "@lo/domain";
import { asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { PAYMENT_SETTING, readWholeSetting } from "../../db/settings";
import { payments, repairRequests, requestFees } from "../../db/schema";

/** What a request's row keeps of its money, as its balance and credit. */
export function moneyOf(row: { dueCents: number; paidCents: number }) {
  // The sums as stored, subtracted: whole cents in, whole cents out (decision 093).
  const outstanding = row.dueCents - row.paidCents;
  return {
    dueCents: row.dueCents,
    paidCents: row.paidCents,
    balanceCents: Math.max(0, outstanding),
    creditCents: Math.max(0, -outstanding),
  };
}

/** Whether a request has any money to speak of (else its answers read as they always did). */
export const hasMoney = (row: { dueCents: number; paidCents: number }) =>
  row.dueCents !== 0 || row.paidCents !== 0;

/** The sums a request's row keeps; undefined when there is no such request. */
async function storedSums(db: Db | Tx, requestId: number) {
  const [row] = await db
    .select({ dueCents: repairRequests.dueCents, paidCents: repairRequests.paidCents })
    .from(repairRequests)
    .where(eq(repairRequests.id, requestId));
  return row;
}

/** A request's sums alone (the tracking page's): due, paid, balance and credit. */
export async function requestSums(db: Db | Tx, requestId: number) {
  const row = await storedSums(db, requestId);
  return row && moneyOf(row);
}

/**
 * A request's money (decision 096): the sums its row keeps (the database's triggers), with
 * each fee and each payment or refund, oldest first. Undefined when there is no such request.
 */
export async function requestMoney(
  db: Db | Tx,
  requestId: number,
  /** The sums, when the caller has just read the request's row. */
  known?: { dueCents: number; paidCents: number },
): Promise<RequestMoney | undefined> {
  const row = known ?? (await storedSums(db, requestId));
  if (!row) return undefined;
  const [fees, entries] = await Promise.all([
    db
      .select({
        id: requestFees.id,
        description: requestFees.description,
        amountCents: requestFees.amountCents,
      })
      .from(requestFees)
      .where(eq(requestFees.repairRequestId, requestId))
      .orderBy(asc(requestFees.id)),
    db
      .select({
        id: payments.id,
        kind: payments.kind,
        amountCents: payments.amountCents,
        method: payments.method,
        reference: payments.reference,
        paidOn: payments.paidOn,
        recordedAt: payments.recordedAt,
      })
      .from(payments)
      .where(eq(payments.repairRequestId, requestId))
      .orderBy(asc(payments.paidOn), asc(payments.id)),
  ]);
  return {
    ...moneyOf(row),
    fees,
    payments: entries.map((entry) => ({ ...entry, recordedAt: entry.recordedAt.toISOString() })),
  };
}

/** The workshop's bank details to pay into (decision 097), null while Settings has none. */
export async function workshopBankDetails(db: Db | Tx): Promise<BankDetails | null> {
  return bankDetailsOf(await readWholeSetting(db, PAYMENT_SETTING));
}

/**
 * A request's money as the customer's pages carry it: with where to pay by transfer, once
 * anything was charged or paid (else as it was, and no setting is read).
 */
export async function withBankDetails<T extends { dueCents: number; paidCents: number }>(
  db: Db | Tx,
  money: T,
): Promise<T & { bankDetails?: BankDetails | null }> {
  return hasMoney(money) ? { ...money, bankDetails: await workshopBankDetails(db) } : money;
}
