import { PASSKEY_MESSAGES, PRIVACY_MESSAGES, type WebauthnResponse } from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { recordAudit } from "../db/audit-log";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { storePassword } from "../db/users";
import {
  badRequest,
  conflict,
  forbidden,
  MESSAGES,
  notFound,
  tooManyRequests,
  unauthorized,
  validationError,
} from "../errors";
import { isAdmin } from "../identity/access";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../identity/passwords";
import {
  createSession,
  sessionUserColumns,
  toSessionUser,
  type AuthContext,
  type SessionUser,
} from "../identity/sessions";
import { deleteAllSessions, sessionSecondFactor } from "../identity/session-list";
import { issuePasswordLink, revokePasswordLinks } from "../links/password-links";
import { checkCurrentPassword } from "../identity/current-password";
import { checkPasswordQuality } from "../identity/password-quality";
import { verifyPasskeyAssertion } from "../identity/webauthn";
import { claimLoginAttempt, clearLoginFailures } from "../identity/login-throttle";
import { recordSecurity } from "../db/security-log";
import { AUTH_MESSAGES } from "./messages";

interface PasswordChange {
  password?: string | undefined;
  passwordflag: number;
  currentPassword?: string | undefined;
}

/**
 * Whether a user's password is a temporary one past its time: flag 0 (the ID number a create
 * or an admin reset handed out) set more than `days` days ago (design §8). The first admin's
 * generated password (flag 0 too) is random, not an ID number, and never lapses.
 */
const temporaryPasswordLapsed = (days: number) =>
  sql<boolean>`(${users.passwordFlag} = 0 and ${users.role} <> 'admin' and ${users.passwordSetAt} < now() - make_interval(days => ${days}::int))`;

/** Whose account an e-mail is (for the security log), if anyone's. */
async function idnumberOfEmail(db: Db, emailLower: string): Promise<string | undefined> {
  const [row] = await db
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(eq(sql`lower(${users.email})`, emailLower));
  return row?.idnumber;
}

/**
 * The user with this e-mail and password, counting the attempt against the per-account
 * limit. Unknown e-mail and wrong password take the same time and get the same answer, and so
 * does a temporary password past TEMP_PASSWORD_DAYS.
 */
export async function checkCredentials(
  db: Db,
  credentials: { email: string; password: string },
  request: FastifyRequest,
  options: { tempPasswordDays: number },
): Promise<SessionUser> {
  const emailLower = credentials.email.toLowerCase();
  // Counted before the password is checked: the attempt is a failure until it succeeds.
  if (!(await claimLoginAttempt(db, emailLower, request.ip))) {
    await recordSecurity(db, request, {
      event: "sign-in-limited",
      userIdnumber: await idnumberOfEmail(db, emailLower),
      details: { email: emailLower },
    });
    throw tooManyRequests(AUTH_MESSAGES.tooManyForAccount);
  }
  const [user] = await db
    .select({
      ...sessionUserColumns,
      passwordHash: users.passwordHash,
      lapsed: temporaryPasswordLapsed(options.tempPasswordDays),
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, emailLower))
    .limit(1);
  const passwordMatches = user
    ? await verifyPassword(user.passwordHash, credentials.password)
    : await verifyAgainstDummy(credentials.password);
  if (!user || !passwordMatches || user.lapsed) {
    await recordSecurity(db, request, {
      event: "sign-in-failed",
      userIdnumber: user?.idnumber,
      details: {
        email: emailLower,
        ...(user?.lapsed ? { reason: "temporary password lapsed" } : {}),
      },
    });
    throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  }
  await clearLoginFailures(db, emailLower, request.ip);
  return toSessionUser(user);
}

/**
 * One's own new password (flag 1). Every session of the user ends, this one too: it is
 * replaced by a new session (a new token) that the route sets in this browser's cookie. A
 * password that is not a first-time one is changed only with the current one (the request's
 * address counts wrong guesses).
 */
export async function setOwnPassword(
  db: Db,
  auth: AuthContext,
  { password, passwordflag, currentPassword }: PasswordChange,
  request: FastifyRequest,
): Promise<{ token: string; expiresAt: Date }> {
  const { user } = auth;
  if (passwordflag !== 1) throw badRequest(AUTH_MESSAGES.ownFlagMustBeOne);
  // The schema has already checked every password rule when the flag is 1.
  const newPassword = password ?? "";
  if (newPassword === user.idnumber) {
    throw validationError([{ path: "password", message: AUTH_MESSAGES.passwordIsIdNumber }]);
  }
  // Not common, nor the person's names, e-mail or ID number (decision 082).
  checkPasswordQuality(newPassword, user);
  // The first-time dialog (flag 0) works as requirements §4 says: the session proves enough.
  if (user.passwordflag === 1) await checkCurrentPassword(db, user, currentPassword, request.ip);
  // Hashed before the transaction: argon2 is slow and holds no lock.
  const passwordHash = await hashPassword(newPassword);
  // One transaction: a new password never stands while the old one's sessions live on.
  return db.transaction(async (tx) => {
    await storePassword(tx, user.idnumber, passwordHash, 1);
    // Whoever held a session with the old password is signed out, and this browser's token
    // is replaced, so a token seen before the change is worth nothing after it.
    const secondFactorAt = await sessionSecondFactor(tx, auth.tokenHash);
    await deleteAllSessions(tx, user.idnumber);
    const session = await createSession(tx, user.idnumber, request, { secondFactorAt });
    // A mailed link could otherwise replace the password just chosen.
    await revokePasswordLinks(tx, user.idnumber);
    await recordSecurity(tx, request, {
      event: "password-changed",
      userIdnumber: user.idnumber,
      details: { by: user.passwordflag === 1 ? "account" : "first-time" },
    });
    return session;
  });
}

/**
 * An admin resets a customer's password to their ID number (flag 0), ending their sessions,
 * and mails them a link to choose a new one (valid 7 days).
 */
export async function resetCustomerPassword(
  db: Db,
  admin: SessionUser,
  id: string,
  { password, passwordflag }: PasswordChange,
  request: FastifyRequest,
): Promise<void> {
  // Only an admin gets here (the access check answered 404 to anyone else).
  if (!isAdmin(admin)) throw notFound();
  if (admin.passwordflag === 0) throw forbidden(MESSAGES.passwordChangePending);
  const [target] = await db
    .select({ idnumber: users.idnumber, role: users.role, anonymisedAt: users.anonymisedAt })
    .from(users)
    .where(eq(users.idnumber, id))
    .limit(1);
  if (!target || target.role === "admin") throw notFound();
  // Its password would be its new key, known from the customer page: no way back in.
  if (target.anonymisedAt) throw conflict(PRIVACY_MESSAGES.anonymisedUnchangeable);
  if (passwordflag !== 0) throw badRequest(AUTH_MESSAGES.resetFlagMustBeZero);
  if (password !== undefined && password !== target.idnumber) {
    throw validationError([{ path: "password", message: AUTH_MESSAGES.resetPasswordMustBeId }]);
  }
  const passwordHash = await hashPassword(target.idnumber);
  // One transaction: the reset, the end of every session of the customer and the mail, or none.
  await db.transaction(async (tx) => {
    await storePassword(tx, target.idnumber, passwordHash, 0);
    await deleteAllSessions(tx, target.idnumber);
    await issuePasswordLink(tx, target.idnumber, "resetByAdmin");
    await recordSecurity(tx, request, {
      event: "password-reset-by-admin",
      userIdnumber: target.idnumber,
      actorIdnumber: admin.idnumber,
    });
    // Recorded as an action alone: neither the password nor the link's token is written.
    await recordAudit(tx, {
      actor: admin,
      entityKind: "customer",
      entityId: target.idnumber,
      action: "password-reset",
      subjects: { customerIdnumber: target.idnumber },
    });
  });
}

/**
 * The person whose passkey answered the sign-in challenge, with a new session that counts as
 * having proved a second factor (a passkey verified on its device is two factors: decision 086).
 */
export async function signInWithPasskey(
  db: Db,
  config: FastifyInstance["config"],
  answer: { challengeId: string; response: WebauthnResponse },
  request: FastifyRequest,
): Promise<{ user: SessionUser; session: { token: string; expiresAt: Date } }> {
  const { userIdnumber, passkeyId } = await verifyPasskeyAssertion(
    db,
    config,
    answer,
    "sign-in",
    null,
  );
  const [row] = await db
    .select(sessionUserColumns)
    .from(users)
    .where(eq(users.idnumber, userIdnumber));
  if (!row) throw badRequest(PASSKEY_MESSAGES.unknownPasskey);
  const user = toSessionUser(row);
  const session = await createSession(db, user.idnumber, request, { secondFactorAt: new Date() });
  await recordSecurity(db, request, {
    event: "sign-in",
    userIdnumber: user.idnumber,
    details: { method: "passkey", passkey: passkeyId },
  });
  return { user, session };
}
