import { setTimeout as sleep } from "node:timers/promises";
import { PASSWORD_LINK_MESSAGES, PASSWORD_MESSAGES } from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { recordSecurity } from "../db/security-log";
import { passwordContextOf, storePassword } from "../db/users";
import { notFound, validationError } from "../errors";
import { checkPasswordQuality } from "../identity/password-quality";
import { hashPassword } from "../identity/passwords";
import { mailsInLastHour } from "../mail/outbox";
import {
  createSession,
  sessionUserColumns,
  toSessionUser,
  type SessionUser,
} from "../identity/sessions";
import { deleteAllSessions } from "../identity/session-list";
import {
  findLivePasswordLink,
  issuePasswordLink,
  markPasswordLinkUsed,
  PASSWORD_LINK_MAILS,
  type LivePasswordLink,
} from "../links/password-links";

/** What a password link is for, or 404 when it is not live (unknown, used, revoked, expired). */
export async function livePasswordLink(db: Db, token: string): Promise<LivePasswordLink> {
  const link = await findLivePasswordLink(db, token);
  if (!link) throw notFound(PASSWORD_LINK_MESSAGES.notLive);
  return link;
}

/**
 * Sets the password of a live link's account (flag 1), uses the link up, revokes the person's
 * other links, ends every session of the account and starts one for this browser: all in one
 * transaction, so a link works exactly once however many browsers press at the same moment.
 */
export async function setPasswordByLink(
  db: Db,
  token: string,
  password: string,
  request: FastifyRequest,
): Promise<{ user: SessionUser; session: { token: string; expiresAt: Date } }> {
  const link = await livePasswordLink(db, token);
  if (password === link.userIdnumber) {
    throw validationError([{ path: "password", message: PASSWORD_MESSAGES.sameAsIdNumber }]);
  }
  checkPasswordQuality(password, await passwordContextOf(db, link.userIdnumber));
  // Hashed before the transaction: argon2 is slow and holds no lock.
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    // The person's row first, then the link's, in the order every issue and revocation of a
    // password link takes them, so two of these never wait on each other in a cycle.
    await tx
      .select({ idnumber: users.idnumber })
      .from(users)
      .where(eq(users.idnumber, link.userIdnumber))
      .for("update");
    // Again, holding the link's row: another use of it waits here, then finds it used.
    const held = await findLivePasswordLink(tx, token, { lock: true });
    if (!held || held.userIdnumber !== link.userIdnumber) {
      throw notFound(PASSWORD_LINK_MESSAGES.notLive);
    }
    const [row] = await storePassword(tx, held.userIdnumber, passwordHash, 1).returning(
      sessionUserColumns,
    );
    if (!row) throw notFound(PASSWORD_LINK_MESSAGES.notLive);
    await markPasswordLinkUsed(tx, held);
    await deleteAllSessions(tx, held.userIdnumber);
    const session = await createSession(tx, held.userIdnumber, request);
    const userIdnumber = held.userIdnumber;
    await recordSecurity(
      tx,
      request,
      { event: "reset-link-used", userIdnumber, details: { purpose: held.purpose } },
      { event: "password-changed", userIdnumber, details: { by: "link" } },
    );
    return { user: toSessionUser(row), session };
  });
}

/** At most this many reset mails go to one account in an hour; more requests send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * A forgot-password answer never comes sooner than this (ms) after the request, so how long
 * it takes does not tell whether the address has an account: the work of both branches is
 * alike and well within it.
 */
export const FORGOT_PASSWORD_MIN_MS = 150;

/**
 * /forgot-password: mails a reset link (valid 1 hour) to the account with this address, if
 * there is one and it has not had RESET_MAILS_PER_HOUR of them in the last hour. Both
 * branches read the same rows and the answer waits for FORGOT_PASSWORD_MIN_MS.
 */
export async function requestPasswordReset(
  db: Db,
  emailLower: string,
  request: FastifyRequest,
): Promise<void> {
  const answerAt = performance.now() + FORGOT_PASSWORD_MIN_MS;
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .select({ idnumber: users.idnumber })
        .from(users)
        .where(eq(sql`lower(${users.email})`, emailLower))
        .limit(1)
        .for("update");
      // Counted for an unknown address too (an ID number nobody has), to do the same work.
      const sent = await mailsInLastHour(
        tx,
        user?.idnumber ?? "",
        PASSWORD_LINK_MAILS.resetRequested.kind,
      );
      const mailed = user !== undefined && sent < RESET_MAILS_PER_HOUR;
      if (mailed) await issuePasswordLink(tx, user.idnumber, "resetRequested");
      // Written for an unknown address too: the same work either way.
      await recordSecurity(tx, request, {
        event: "reset-link-asked",
        userIdnumber: user?.idnumber,
        details: { email: emailLower, mailed },
      });
    });
  } finally {
    const wait = answerAt - performance.now();
    if (wait > 0) await sleep(wait);
  }
}
