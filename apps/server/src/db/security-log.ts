import type { SecurityEvent } from "@lo/domain";
import type { FastifyRequest } from "fastify";
import type { Db, Tx } from "./client";
import { securityLog } from "./schema";

/** The longest User-Agent kept: enough to tell browsers apart, bounded against abuse. */
const USER_AGENT_MAX = 300;

export interface SecurityEntry {
  event: SecurityEvent;
  /** Whose account it concerns. */
  userIdnumber?: string | null | undefined;
  /** Who acted, when not the account holder. */
  actorIdnumber?: string | null | undefined;
  /** What else the event says; never a password, a code or a token. */
  details?: Record<string, unknown>;
}

/** Where a request came from, as the log and the list of sessions keep it. */
export function requestOrigin(request: FastifyRequest | undefined) {
  const agent = request?.headers["user-agent"];
  return {
    ip: request?.ip ?? null,
    userAgent: typeof agent === "string" ? agent.slice(0, USER_AGENT_MAX) : null,
  };
}

/**
 * Appends entries to the security log, in the transaction of the change they record when
 * there is one (so a change is never without its entry). The log is append-only in the
 * database itself (migration 0025).
 */
export async function recordSecurity(
  db: Db | Tx,
  request: FastifyRequest | undefined,
  ...entries: SecurityEntry[]
): Promise<void> {
  if (entries.length === 0) return;
  const origin = requestOrigin(request);
  await db.insert(securityLog).values(
    entries.map((entry) => ({
      event: entry.event,
      userIdnumber: entry.userIdnumber ?? null,
      actorIdnumber: entry.actorIdnumber ?? null,
      ...origin,
      details: entry.details ?? {},
    })),
  );
}
