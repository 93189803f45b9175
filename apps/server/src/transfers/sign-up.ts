import { setTimeout as sleep } from "node:timers/promises";
import {
  NEW_CUSTOMER_ROLE,
  SOUTH_AFRICA_COUNTRY,
  TRANSFER_MESSAGES,
  type TransferAccountData,
} from "@lo/domain";
import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";
import { uniqueViolation } from "../db/sql";
import { conflict } from "../errors";
import { checkPasswordQuality } from "../identity/password-quality";
import { hashPassword } from "../identity/passwords";
import { mailsInLastHour, queueMail } from "../mail/outbox";
import { completeTransfer, liveTransfer, notLive } from "./accept";
import { TRANSFER_IDNUMBER_IN_USE_MAIL } from "./mail-kinds";
import { findPiece, inOpenRepair, userByEmail, type LiveTransfer } from "./queries";

/**
 * The answer waits until this long after the password was hashed (both outcomes hash it), so
 * its timing does not tell a new account from an ID number already in use: the work after the
 * hash, a few statements either way, is well within it.
 */
export const SIGN_UP_MIN_MS = 150;

/** At most this many "your ID number was entered" mails go to one account in an hour. */
export const IDNUMBER_IN_USE_MAILS_PER_HOUR = 3;

async function idnumberHolder(db: Db | Tx, idnumber: string): Promise<string | undefined> {
  const [row] = await db
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(sql`lower(${users.idnumber}) = lower(${idnumber})`)
    .limit(1);
  return row?.idnumber;
}

/**
 * The ID number already has an account: nothing is made and the link stays live (a mistyped
 * number can be corrected), the same refusals as a real acceptance are made first (so an open
 * repair or a piece no longer the sender's answers alike either way), and the account's holder
 * is told by mail, which their address receives and the visitor never sees.
 */
async function tellHolder(db: Db, transfer: LiveTransfer, holder: string): Promise<void> {
  const piece = await findPiece(db, transfer.serialno);
  if (!piece || piece.customerIdnumber !== transfer.fromIdnumber) throw notLive();
  if (await inOpenRepair(db, piece.serialno)) throw conflict(TRANSFER_MESSAGES.openRepair);
  const sent = await mailsInLastHour(db, holder, TRANSFER_IDNUMBER_IN_USE_MAIL);
  if (sent >= IDNUMBER_IN_USE_MAILS_PER_HOUR) return;
  await queueMail(db, { kind: TRANSFER_IDNUMBER_IN_USE_MAIL, customerIdnumber: holder });
}

/** The account, the move and its mail and audit in one transaction. */
async function makeAccount(
  db: Db,
  token: string,
  toEmail: string,
  data: TransferAccountData,
  passwordHash: string,
): Promise<void> {
  const idnumber = data.idnumber.trim();
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(users).values({
      idnumber,
      email: toEmail,
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
    });
    await completeTransfer(tx, token, idnumber);
  });
}

/**
 * A recipient without an account creates theirs on the link's page: their details, the
 * address the link was sent to (the link proves it is theirs) and the password they chose
 * (flag 1: no ID-number password ever). The answer is the same whether an account was made or
 * the ID number already had one (then the holder is mailed, see tellHolder), and no session
 * is made: the page signs in with the address and password, which works only for an account
 * that was made (decision 083). An address that already has an account is still answered
 * with 409: the link's page says so anyway, and the link was mailed to that address.
 */
export async function createAccountAndAccept(
  db: Db,
  token: string,
  data: TransferAccountData,
): Promise<void> {
  const transfer = await liveTransfer(db, token);
  const idnumber = data.idnumber.trim();
  // The schema has refused the names and the ID number; the e-mail is the link's (decision 082).
  const person = { name: data.name, surname: data.surname, email: transfer.toEmail, idnumber };
  checkPasswordQuality(data.password, person);
  if (await userByEmail(db, transfer.toEmail)) throw conflict(TRANSFER_MESSAGES.accountExists);
  // Hashed before the ID number is looked at, whatever it turns out to be; and before the
  // transaction: argon2 is slow and holds no lock.
  const passwordHash = await hashPassword(data.password);
  const answerAt = performance.now() + SIGN_UP_MIN_MS;
  try {
    const holder = await idnumberHolder(db, data.idnumber.trim());
    if (holder !== undefined) return await tellHolder(db, transfer, holder);
    try {
      await makeAccount(db, token, transfer.toEmail, data, passwordHash);
    } catch (error) {
      // Someone took the ID number or the address between the checks and the insert.
      if (!uniqueViolation(error)) throw error;
      const taker = await idnumberHolder(db, data.idnumber.trim());
      if (taker === undefined) throw conflict(TRANSFER_MESSAGES.accountExists);
      await tellHolder(db, transfer, taker);
    }
  } finally {
    const wait = answerAt - performance.now();
    if (wait > 0) await sleep(wait);
  }
}
