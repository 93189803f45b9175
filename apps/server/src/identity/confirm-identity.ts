import { CONFIRM_IDENTITY_MESSAGES } from "@lo/domain";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { sessions } from "../db/schema";
import { forbidden } from "../errors";
import type { AuthContext } from "./sessions";

/**
 * Which calls need a fresh proof that it is the person (decision 088): every call of the route
 * (`true`), or those a test of the request picks (an admin resetting someone else's password,
 * not their own).
 */
export type ConfirmRecent = true | ((request: FastifyRequest) => boolean | Promise<boolean>);

/**
 * Until when the session's last proof (sign-in, password, code, passkey) lets such calls
 * through: CONFIRM_IDENTITY_SECONDS (15 minutes) after it.
 */
export function confirmedUntil(auth: AuthContext, windowSeconds: number): Date | null {
  return auth.confirmedAt ? new Date(auth.confirmedAt.getTime() + windowSeconds * 1000) : null;
}

/** Refuses the call, with the message the web answers by asking, unless the proof is recent. */
export async function requireRecentConfirmation(
  request: FastifyRequest,
  auth: AuthContext,
  confirmRecent: ConfirmRecent,
): Promise<void> {
  if (confirmRecent !== true && !(await confirmRecent(request))) return;
  const until = confirmedUntil(auth, request.server.config.confirmIdentitySeconds);
  if (!until || until.getTime() <= Date.now()) {
    throw forbidden(CONFIRM_IDENTITY_MESSAGES.required);
  }
}

/** The session has just been proved to be the person's: the window starts again. */
export async function markConfirmed(db: Db, tokenHash: string, now = new Date()): Promise<void> {
  await db.update(sessions).set({ confirmedAt: now }).where(eq(sessions.tokenHash, tokenHash));
}
