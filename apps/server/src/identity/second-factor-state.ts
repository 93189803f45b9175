import { SECOND_FACTOR_MESSAGES, type SecondFactorState } from "@lo/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { passkeys, totpFactors } from "../db/schema";
import { conflict, forbidden, MESSAGES } from "../errors";
import type { AuthContext, SessionUser } from "./sessions";

/** Whether the person has a second factor: a confirmed authenticator app, or a passkey. */
export async function hasSecondFactor(db: Db | Tx, idnumber: string): Promise<boolean> {
  const [[totp], [passkey]] = await Promise.all([
    db
      .select({ id: totpFactors.userIdnumber })
      .from(totpFactors)
      .where(and(eq(totpFactors.userIdnumber, idnumber), isNotNull(totpFactors.confirmedAt))),
    db
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.userIdnumber, idnumber))
      .limit(1),
  ]);
  return Boolean(totp ?? passkey);
}

/**
 * Where a session stands with its second factor (decision 087): a customer's 'none'; an
 * admin's 'proved' once it proved one, else 'confirm' if they have one, else 'enrol'.
 */
export async function secondFactorState(
  db: Db | Tx,
  user: SessionUser,
  secondFactorAt: Date | null,
): Promise<SecondFactorState> {
  if (user.role !== "admin") return "none";
  if (secondFactorAt) return "proved";
  return (await hasSecondFactor(db, user.idnumber)) ? "confirm" : "enrol";
}

/**
 * Whether this session must still prove a second factor before anything else: an admin's that
 * has not (once their own password is set; until then the password comes first).
 */
export function secondFactorPending(auth: AuthContext): boolean {
  return auth.user.role === "admin" && auth.user.passwordflag === 1 && !auth.secondFactorAt;
}

/**
 * Setting up a factor from a session that has not proved one is how an admin without any gets
 * one; once they have one, a new factor is added only from a session that proved it (else a
 * stolen password would be enough to add the thief's own).
 */
export async function refuseNewFactorWhilePending(db: Db, auth: AuthContext): Promise<void> {
  if (!secondFactorPending(auth)) return;
  if (await hasSecondFactor(db, auth.user.idnumber)) {
    throw forbidden(MESSAGES.secondFactorPending);
  }
}

/** Throws, undoing the change it runs in, if an admin is left without any second factor. */
export async function keepAnAdminsLastFactor(tx: Tx, user: SessionUser): Promise<void> {
  if (user.role === "admin" && !(await hasSecondFactor(tx, user.idnumber))) {
    throw conflict(SECOND_FACTOR_MESSAGES.lastFactor);
  }
}
