import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db, Tx } from "../db/client";
import { perDatabase } from "../db/prepared";
import { sessions, users } from "../db/schema";
import { requestOrigin } from "../db/security-log";
import { SESSION_LIFETIME_MS, SESSION_MAX_AGE_MS, sessionLimits } from "./session-limits";

export const SESSION_COOKIE = "lo_session";
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

export function setSessionCookie(
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  secure: boolean,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    expires: expiresAt,
  });
}

/**
 * Ends the session this browser's cookie names, if any (someone else's, perhaps); answers
 * whose it was (undefined: there was none).
 */
export async function endBrowserSession(
  db: Db,
  request: FastifyRequest,
): Promise<string | undefined> {
  const previous = request.cookies[SESSION_COOKIE];
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
  reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", path: "/", secure });
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
      secondFactorAt: sessions.secondFactorAt,
      confirmedAt: sessions.confirmedAt,
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
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;

  const { db, config } = request.server;
  const tokenHash = hashToken(token);
  const now = new Date();
  const [row] = await sessionLookup(db).execute({ tokenHash, now: now.toISOString() });
  if (!row) return null;

  const user = toSessionUser(row);
  const { idleMs, maxAgeMs } = sessionLimits(user.role);
  const endOfLife = row.createdAt.getTime() + maxAgeMs;
  if (now.getTime() >= endOfLife || now.getTime() - row.lastSeenAt.getTime() > idleMs) {
    await deleteSession(db, tokenHash);
    clearSessionCookie(reply, config.cookieSecure);
    return null;
  }

  if (now.getTime() - row.lastSeenAt.getTime() > REFRESH_INTERVAL_MS) {
    const expiresAt = new Date(Math.min(now.getTime() + idleMs, endOfLife));
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt })
      .where(eq(sessions.tokenHash, tokenHash));
    setSessionCookie(reply, token, expiresAt, config.cookieSecure);
  }

  request.auth = {
    user,
    tokenHash,
    secondFactorAt: row.secondFactorAt,
    confirmedAt: row.confirmedAt,
  };
  return request.auth;
}
