import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, Tx } from "../db/client";
import { perDatabase } from "../db/prepared";
import { sessions, users } from "../db/schema";

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

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * However busy a session is, it ends this long after sign-in: the sliding expiry never
 * reaches past it, so a stolen cookie cannot be kept alive for ever.
 */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/** Sliding expiry is written at most this often, so reads do not turn into writes. */
const REFRESH_INTERVAL_MS = 60 * 1000;
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
): Promise<{ token: string; tokenHash: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db
    .insert(sessions)
    .values({ tokenHash, userIdnumber, createdAt: now, lastSeenAt: now, expiresAt });
  await pruneExpiredSessions(db);
  return { token, tokenHash, expiresAt };
}

let lastPrune = 0;

async function pruneExpiredSessions(db: Db | Tx): Promise<void> {
  const now = Date.now();
  if (now - lastPrune < PRUNE_INTERVAL_MS) return;
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

/** Ends every session of a user except the one given (after a password change). */
export async function deleteOtherSessions(
  db: Db | Tx,
  userIdnumber: string,
  keepTokenHash: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userIdnumber, userIdnumber), ne(sessions.tokenHash, keepTokenHash)));
}

export async function deleteAllSessions(db: Db | Tx, userIdnumber: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userIdnumber, userIdnumber));
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
function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies[sessionCookieName(request.server.config.cookieSecure)];
}

/** Ends the session this browser's cookie names, if any (someone else's, perhaps). */
export async function endBrowserSession(db: Db, request: FastifyRequest): Promise<void> {
  const previous = sessionToken(request);
  if (previous) await deleteSession(db, hashToken(previous));
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

/**
 * The read every signed-in request makes: the session by its token's hash (its primary key)
 * and its user by theirs, one indexed read each in one statement. Built once per database and
 * run as a prepared statement (on PostgreSQL, parsed and planned once per connection).
 */
function prepareSessionLookup(db: Db) {
  return db
    .select({
      ...sessionUserColumns,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.idnumber, sessions.userIdnumber))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder("tokenHash")),
        gt(sessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("session_by_token");
}

const sessionLookup = perDatabase(prepareSessionLookup);

/**
 * Resolves the request's session (once per request) and slides its expiry. Access hooks call
 * this; handlers read `request.auth` or use `currentUser(request)`.
 */
export async function loadAuth(
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<AuthContext | null> {
  if (request.authLoaded) return request.auth;
  request.authLoaded = true;
  const token = sessionToken(request);
  if (!token) return null;

  const { db, config } = request.server;
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await sessionLookup(db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;

  const endOfLife = row.createdAt.getTime() + SESSION_MAX_AGE_MS;
  if (now.getTime() >= endOfLife) {
    await deleteSession(db, tokenHash);
    clearSessionCookie(reply, config.cookieSecure);
    return null;
  }

  if (now.getTime() - row.lastSeenAt.getTime() > REFRESH_INTERVAL_MS) {
    const expiresAt = new Date(Math.min(now.getTime() + SESSION_LIFETIME_MS, endOfLife));
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(sessions.tokenHash, tokenHash));
    setSessionCookie(reply, token, expiresAt, config.cookieSecure);
  }

  request.auth = { user: toSessionUser(row), tokenHash };
  return request.auth;
}
