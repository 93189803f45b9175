import { TRANSFER_LINK_DAYS, TRANSFER_MESSAGES, type PendingTransfer } from "@lo/domain";
import { and, eq, lte, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { products, productTransfers, users } from "../db/schema";
import { uniqueViolation } from "../db/sql";
import { badRequest, conflict, MESSAGES, notFound } from "../errors";
import type { SessionUser } from "../identity/sessions";
import { newTransferLink } from "./transfer-links";
import { queueMail } from "../mail/outbox";
import { TRANSFER_ACCEPTED_MAIL, TRANSFER_OFFER_MAIL } from "./mail-kinds";
import { auditTransfer } from "./audit";
import { findPiece, inOpenRepair, livePendingOf, userByEmail, type TransferPiece } from "./queries";

const OPEN_REPAIR = () => conflict(TRANSFER_MESSAGES.openRepair);

/** The piece, locked, if `owner` owns it; 404 otherwise (someone else's looks like none). */
async function ownedPiece(tx: Tx, owner: string, serialno: string): Promise<TransferPiece> {
  const piece = await findPiece(tx, serialno, { lock: true });
  if (!piece || piece.customerIdnumber !== owner) throw notFound(TRANSFER_MESSAGES.productNotFound);
  return piece;
}

/**
 * An owner offers a piece to an e-mail address: refused for a piece in an open repair, to
 * oneself, to a workshop account, or while another transfer of it waits (decision 066: one at
 * a time; cancel it to send it elsewhere). The link's mail is queued in the same transaction.
 */
export async function requestTransfer(
  db: Db,
  owner: SessionUser,
  serialno: string,
  email: string,
): Promise<PendingTransfer> {
  if (email.toLowerCase() === owner.email.toLowerCase()) throw badRequest(TRANSFER_MESSAGES.toSelf);
  try {
    return await db.transaction(async (tx) => {
      const piece = await ownedPiece(tx, owner.idnumber, serialno);
      if (await inOpenRepair(tx, piece.serialno)) throw OPEN_REPAIR();
      const recipient = await userByEmail(tx, email);
      if (recipient?.idnumber === owner.idnumber) throw badRequest(TRANSFER_MESSAGES.toSelf);
      if (recipient && recipient.role !== "customer") {
        throw badRequest(TRANSFER_MESSAGES.recipientNotCustomer);
      }
      // A transfer whose link ran out no longer holds the piece.
      await tx
        .update(productTransfers)
        .set({ state: "expired", closedAt: sql`now()` })
        .where(
          and(
            eq(productTransfers.serialno, piece.serialno),
            eq(productTransfers.state, "pending"),
            lte(productTransfers.expiresAt, sql`now()`),
          ),
        );
      const waiting = await livePendingOf(tx, piece.serialno);
      if (waiting) {
        throw conflict(
          waiting.email === email.toLowerCase()
            ? TRANSFER_MESSAGES.alreadyPendingToEmail
            : TRANSFER_MESSAGES.alreadyPending,
        );
      }
      const link = await newTransferLink(tx);
      const [row] = await tx
        .insert(productTransfers)
        .values({
          serialno: piece.serialno,
          fromIdnumber: owner.idnumber,
          toEmail: email.toLowerCase(),
          via: "customer",
          tokenHash: link.tokenHash,
          salt: link.salt,
          createdBy: owner.idnumber,
          expiresAt: sql`now() + make_interval(days => ${TRANSFER_LINK_DAYS}::int)`,
        })
        .returning();
      if (!row) throw new Error("The transfer could not be stored");
      await queueMail(tx, {
        kind: TRANSFER_OFFER_MAIL,
        to: row.toEmail,
        payload: { transferId: row.id },
      });
      return {
        serialno: row.serialno,
        email: row.toEmail,
        createdAt: row.createdAt.toISOString(),
        expiresAt: (row.expiresAt ?? row.createdAt).toISOString(),
      };
    });
  } catch (error) {
    // Two offers of one piece at the same moment: the second finds the first's.
    if (uniqueViolation(error)) throw conflict(TRANSFER_MESSAGES.alreadyPending);
    throw error;
  }
}

/** The owner takes back the offer of a piece that waits; 404 for a piece not theirs. */
export async function cancelTransfer(db: Db, owner: SessionUser, serialno: string): Promise<void> {
  await db.transaction(async (tx) => {
    const piece = await ownedPiece(tx, owner.idnumber, serialno);
    const cancelled = await tx
      .update(productTransfers)
      .set({ state: "cancelled", closedAt: sql`now()` })
      .where(
        and(eq(productTransfers.serialno, piece.serialno), eq(productTransfers.state, "pending")),
      )
      .returning({ id: productTransfers.id });
    if (cancelled.length === 0) throw notFound(TRANSFER_MESSAGES.noPending);
  });
}

/**
 * Moves a piece to its new owner in the caller's transaction, marked a transfer for the
 * ownership history (migration 0017's trigger); the piece's pending transfer, if another,
 * is cancelled by migration 0022's.
 */
export async function movePiece(tx: Tx, serialno: string, toIdnumber: string): Promise<void> {
  await tx.execute(sql`select set_config('lo.ownership_via', 'transfer', true)`);
  await tx
    .update(products)
    .set({ customerIdnumber: toIdnumber, updatedAt: new Date() })
    .where(eq(products.serialno, serialno));
}

/** The old owner's mail: their piece was accepted (by the address they typed; nothing more). */
export async function queueAcceptedMail(tx: Tx, transferId: number, fromIdnumber: string) {
  await queueMail(tx, {
    kind: TRANSFER_ACCEPTED_MAIL,
    customerIdnumber: fromIdnumber,
    payload: { transferId },
  });
}

/** An admin moves a piece straight to an existing customer: recorded and audited. */
export async function adminTransfer(
  db: Db,
  admin: SessionUser,
  serialno: string,
  toIdnumber: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const piece = await findPiece(tx, serialno, { lock: true });
    if (!piece) throw notFound(TRANSFER_MESSAGES.productNotFound);
    const [recipient] = await tx
      .select({ idnumber: users.idnumber, email: users.email, role: users.role })
      .from(users)
      .where(sql`lower(${users.idnumber}) = lower(${toIdnumber})`)
      .limit(1);
    if (!recipient || recipient.role !== "customer") throw notFound(MESSAGES.customerNotFound);
    if (recipient.idnumber === piece.customerIdnumber)
      throw badRequest(TRANSFER_MESSAGES.sameOwner);
    if (await inOpenRepair(tx, piece.serialno)) throw OPEN_REPAIR();
    const [row] = await tx
      .insert(productTransfers)
      .values({
        serialno: piece.serialno,
        fromIdnumber: piece.customerIdnumber,
        toEmail: recipient.email.toLowerCase(),
        toIdnumber: recipient.idnumber,
        via: "admin",
        state: "accepted",
        createdBy: admin.idnumber,
        closedAt: sql`now()`,
      })
      .returning({ id: productTransfers.id });
    if (!row) throw new Error("The transfer could not be stored");
    await movePiece(tx, piece.serialno, recipient.idnumber);
    await auditTransfer(tx, admin, row.id, "transfer-direct", {
      serialno: piece.serialno,
      fromIdnumber: piece.customerIdnumber,
      toIdnumber: recipient.idnumber,
    });
  });
}
