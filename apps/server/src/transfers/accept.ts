import {
  NEW_CUSTOMER_ROLE,
  SOUTH_AFRICA_COUNTRY,
  TRANSFER_MESSAGES,
  type TransferAccountData,
} from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { productTransfers, users } from "../db/schema";
import { uniqueViolation } from "../db/sql";
import { conflict, forbidden, notFound } from "../errors";
import { checkPasswordQuality } from "../identity/password-quality";
import { hashPassword } from "../identity/passwords";
import {
  createSession,
  sessionUserColumns,
  toSessionUser,
  type SessionUser,
} from "../identity/sessions";
import { movePiece, queueAcceptedMail } from "./mutations";
import {
  findLiveTransfer,
  findPiece,
  inOpenRepair,
  userByEmail,
  type LiveTransfer,
} from "./queries";
import { actorOf, auditTransfer } from "./audit";

const notLive = () => notFound(TRANSFER_MESSAGES.linkNotLive);

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
async function completeTransfer(tx: Tx, token: string, toIdnumber: string): Promise<string> {
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

async function idnumberTaken(db: Db | Tx, idnumber: string): Promise<boolean> {
  const [row] = await db
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(sql`lower(${users.idnumber}) = lower(${idnumber})`)
    .limit(1);
  return row !== undefined;
}

/**
 * A recipient without an account creates theirs on the link's page: their details, the
 * address the link was sent to (the link proves it is theirs) and the password they chose
 * (flag 1: no ID-number password ever). The account, the move and a session for this browser
 * are one transaction.
 */
export async function createAccountAndAccept(
  db: Db,
  token: string,
  data: TransferAccountData,
): Promise<{ user: SessionUser; session: { token: string; expiresAt: Date }; serialno: string }> {
  const transfer = await liveTransfer(db, token);
  const idnumber = data.idnumber.trim();
  // The schema has refused the names and the ID number; the e-mail is the link's (decision 082).
  const person = { name: data.name, surname: data.surname, email: transfer.toEmail, idnumber };
  checkPasswordQuality(data.password, person);
  if (await userByEmail(db, transfer.toEmail)) throw conflict(TRANSFER_MESSAGES.accountExists);
  if (await idnumberTaken(db, idnumber)) throw conflict(TRANSFER_MESSAGES.idnumberTaken);
  // Hashed before the transaction: argon2 is slow and holds no lock.
  const passwordHash = await hashPassword(data.password);
  try {
    return await db.transaction(async (tx) => {
      const now = new Date();
      const [row] = await tx
        .insert(users)
        .values({
          idnumber,
          email: transfer.toEmail,
          passwordHash,
          passwordFlag: 1,
          passwordSetAt: now,
          role: NEW_CUSTOMER_ROLE,
          name: data.name,
          surname: data.surname,
          cellphone: data.cellphone,
          isSouthAfrican: data.issouthafrican,
          street: data.address,
          city: data.city,
          province: data.province,
          postalCode: data.postalcode,
          country: data.issouthafrican ? SOUTH_AFRICA_COUNTRY : (data.country ?? ""),
          createdAt: now,
          updatedAt: now,
        })
        .returning(sessionUserColumns);
      if (!row) throw new Error("The account could not be stored");
      const serialno = await completeTransfer(tx, token, idnumber);
      const session = await createSession(tx, idnumber);
      return { user: toSessionUser(row), session, serialno };
    });
  } catch (error) {
    // Someone took the ID number or the address between the checks and the insert.
    if (!uniqueViolation(error)) throw error;
    if (await idnumberTaken(db, idnumber)) throw conflict(TRANSFER_MESSAGES.idnumberTaken);
    throw conflict(TRANSFER_MESSAGES.accountExists);
  }
}
