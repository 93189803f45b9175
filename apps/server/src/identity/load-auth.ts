import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { perDatabase } from "../db/prepared";
import { sessions, users } from "../db/schema";
import { sessionLimits } from "./session-limits";
import {
  clearSessionCookie,
  deleteSession,
  hashToken,
  sessionToken,
  sessionUserColumns,
  setSessionCookie,
  toSessionUser,
  type AuthContext,
} from "./sessions";

/** Sliding expiry is written at most this often, so reads do not turn into writes. */
const REFRESH_INTERVAL_MS = 60 * 1000;

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
  const token = sessionToken(request);
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
