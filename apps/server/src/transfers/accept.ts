import { TRANSFER_MESSAGES } from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { productTransfers } from "../db/schema";
import { conflict, forbidden, notFound } from "../errors";
import type { SessionUser } from "../identity/sessions";
import { movePiece, queueAcceptedMail } from "./mutations";
import { findLiveTransfer, findPiece, inOpenRepair, type LiveTransfer } from "./queries";
import { actorOf, auditTransfer } from "./audit";

export const notLive = () => notFound(TRANSFER_MESSAGES.linkNotLive);

/** The live transfer of a token, or 404 (unknown, expired, cancelled, used all look alike). */
export async function liveTransfer(db: Db, token: string): Promise<LiveTransfer> {
  const transfer = await findLiveTransfer(db, token);
  if (!transfer) throw notLive();
  return transfer;
}

/**
 * The piece moves to `toIdnumber` in the caller's transaction: the piece's row is held first,
 * then the link's (the order a cancel and an admin's transfer take, so two of them at once wait
 * for each other rather than deadlock; a second use waits, then finds the link used); the piece
 * must still be its sender's and in no open repair; the transfer is marked accepted, the old
 * owner's mail queued, the move audited.
 */
export async function completeTransfer(tx: Tx, token: string, toIdnumber: string): Promise<string> {
  const seen = await findLiveTransfer(tx, token);
  if (!seen) throw notLive();
  const piece = await findPiece(tx, seen.serialno, { lock: true });
  const held = await findLiveTransfer(tx, token, { lock: true });
  if (!held || !piece || piece.customerIdnumber !== held.fromIdnumber) throw notLive();
  if (await inOpenRepair(tx, piece.serialno)) throw conflict(TRANSFER_MESSAGES.openRepair);
  await tx
    .update(productTransfers)
    .set({ state: "accepted", toIdnumber, closedAt: sql`now()` })
    .where(eq(productTransfers.id, held.id));
  await movePiece(tx, piece.serialno, toIdnumber);
  await queueAcceptedMail(tx, held.id, held.fromIdnumber);
  await auditTransfer(tx, await actorOf(tx, toIdnumber), held.id, "transfer-accepted", {
    serialno: piece.serialno,
    fromIdnumber: held.fromIdnumber,
    toIdnumber,
  });
  return piece.serialno;
}

/** A signed-in recipient accepts: only the account of the address the link was sent to. */
export async function acceptTransfer(db: Db, user: SessionUser, token: string): Promise<string> {
  const transfer = await liveTransfer(db, token);
  if (user.email.toLowerCase() !== transfer.toEmail.toLowerCase()) {
    throw forbidden(TRANSFER_MESSAGES.wrongAccount);
  }
  if (user.role !== "customer") throw forbidden(TRANSFER_MESSAGES.adminCannotAccept);
  return db.transaction((tx) => completeTransfer(tx, token, user.idnumber));
}
