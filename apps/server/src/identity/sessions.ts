import { createHash, randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, Tx } from "../db/client";
import { sessions, users } from "../db/schema";
import { requestOrigin } from "../db/security-log";
import { SESSION_LIFETIME_MS, SESSION_MAX_AGE_MS } from "./session-limits";

/**
 * The session cookie's names: plain on http (development, tests, the benchmark); when Secure,
 * `__Host-`, which browsers accept only if Secure, with Path=/ and no Domain, so a neighbouring
 * subdomain or a plain-http page cannot plant or overwrite this site's session (fixation).
 */
export const PLAIN_SESSION_COOKIE = "lo_session";
export const SECURE_SESSION_COOKIE = "__Host-lo_session";

/** The session cookie's name, which follows its Secure flag (config.cookieSecure). */
export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE : PLAIN_SESSION_COOKIE;
}

const PRUNE_INTERVAL_MS = 60 * 60 * 1000;

export interface SessionUser {
  idnumber: string;
  email: string;
  name: string;
  surname: string;
  role: "admin" | "customer";
  /** 0: the user must set a new password before doing anything else. */
  passwordflag: 0 | 1;
}

export interface AuthContext {
  user: SessionUser;
  tokenHash: string;
  /** When this session proved a second factor or a passkey (null: not yet). */
  secondFactorAt: Date | null;
  /** When the person last proved it was them in this session (sign-in, password, factor). */
  confirmedAt: Date | null;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Set by loadAuth (the access hooks call it); null for visitors. */
    auth: AuthContext | null;
    authLoaded: boolean;
  }
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export const sessionUserColumns = {
  idnumber: users.idnumber,
  email: users.email,
  name: users.name,
  surname: users.surname,
  role: users.role,
  passwordflag: users.passwordFlag,
};

export function toSessionUser(row: {
  idnumber: string;
  email: string;
  name: string;
  surname: string;
  role: string;
  passwordflag: number;
}): SessionUser {
  return {
    idnumber: row.idnumber,
    email: row.email,
    name: row.name,
    surname: row.surname,
    // requirements §6: any role that is not admin is treated as customer.
    role: row.role === "admin" ? "admin" : "customer",
    passwordflag: row.passwordflag === 1 ? 1 : 0,
  };
}

/** Creates a session; the returned raw token goes into the cookie and nowhere else. */
export async function createSession(
  db: Db | Tx,
  userIdnumber: string,
  request?: FastifyRequest,
  options: { secondFactorAt?: Date | null } = {},
): Promise<{ token: string; tokenHash: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({
    tokenHash,
    userIdnumber,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    ...requestOrigin(request),
    // Signing in with the password is proving it is them (the re-auth window starts here).
    confirmedAt: now,
    secondFactorAt: options.secondFactorAt ?? null,
  });
  await pruneExpiredSessions(db, now);
  return { token, tokenHash, expiresAt };
}

let lastPrune = 0;

/** Every so often, the sessions past their end go. */
async function pruneExpiredSessions(db: Db | Tx, at: Date): Promise<void> {
  const now = at.getTime();
  if (Math.abs(now - lastPrune) < PRUNE_INTERVAL_MS) return;
  lastPrune = now;
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        lt(sessions.createdAt, new Date(now - SESSION_MAX_AGE_MS)),
      ),
    );
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/**
 * The cookie's attributes, the same when it is set and when it is cleared (a browser replaces a
 * cookie only of the same name, path and domain). Never a Domain: `__Host-` forbids one.
 */
function sessionCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, path: "/", secure };
}

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
): void {
  reply.setCookie(sessionCookieName(secure), token, {
    ...sessionCookieOptions(secure),
    expires: expiresAt,
  });
}

/** The token of this browser's session cookie, under the name this server gives it. */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config.cookieSecure)];
}

/**
 * Ends the session this browser's cookie names, if any (someone else's, perhaps); answers
 * whose it was (undefined: there was none).
 */
export async function endBrowserSession(
  db: Db,
  request: FastifyRequest,
): Promise<string | undefined> {
  const previous = sessionToken(request);
  if (!previous) return undefined;
  const [ended] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(previous)))
    .returning({ userIdnumber: sessions.userIdnumber });
  return ended?.userIdnumber;
}

/**
 * Signs this browser in with a new session: the one it had ends, never kept beside the new
 * one, and the cookie names the new one.
 */
export async function signInBrowser(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; expiresAt: Date },
  secure: boolean,
): Promise<void> {
  await endBrowserSession(db, request);
  setSessionCookie(reply, session.token, session.expiresAt, secure);
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(sessionCookieName(secure), sessionCookieOptions(secure));
}
