import { SECOND_FACTOR_MESSAGES, type SecondFactorStatus, type TotpEnrolment } from "@lo/domain";
import { and, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import QRCode from "qrcode";
import type { Db, Tx } from "../db/client";
import { factorFailures, recoveryCodes, sessions, totpFactors } from "../db/schema";
import { recordSecurity } from "../db/security-log";
import { conflict, tooManyRequests, validationError } from "../errors";
import type { AuthContext, SessionUser } from "../identity/sessions";
import {
  checkTotp,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  totpUrl,
} from "../identity/totp";

/** Wrong codes allowed per account (from any address) in this window before it is refused. */
export const FACTOR_FAILURE_LIMIT = 5;
export const FACTOR_FAILURE_WINDOW_MS = 15 * 60 * 1000;

const wrongCode = () =>
  validationError([{ path: "code", message: SECOND_FACTOR_MESSAGES.codeWrong }]);

async function totpOf(db: Db | Tx, idnumber: string) {
  const [row] = await db.select().from(totpFactors).where(eq(totpFactors.userIdnumber, idnumber));
  return row;
}

/** The person's factors: whether an authenticator is set up, and the recovery codes left. */
export async function secondFactorStatus(db: Db, idnumber: string): Promise<SecondFactorStatus> {
  const [totp, [left]] = await Promise.all([
    totpOf(db, idnumber),
    db
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userIdnumber, idnumber), isNull(recoveryCodes.usedAt))),
  ]);
  return { totp: Boolean(totp?.confirmedAt), recoveryCodesLeft: left?.left ?? 0 };
}

/**
 * Starts setting up an authenticator: a new key (replacing one never confirmed), shown as a
 * QR code and as text. One already confirmed must be removed first.
 */
export async function startTotpEnrolment(db: Db, user: SessionUser): Promise<TotpEnrolment> {
  const existing = await totpOf(db, user.idnumber);
  if (existing?.confirmedAt) throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
  const secret = newTotpSecret();
  await db
    .insert(totpFactors)
    .values({ userIdnumber: user.idnumber, secret })
    .onConflictDoUpdate({
      target: totpFactors.userIdnumber,
      set: { secret, lastStep: null, createdAt: sql`now()` },
      where: isNull(totpFactors.confirmedAt),
    });
  const otpauthUrl = totpUrl(secret, user.email);
  const qrSvg = await QRCode.toString(otpauthUrl, { type: "svg", margin: 1 });
  return { secret, otpauthUrl, qrSvg };
}

/**
 * Refuses a code while the account has had FACTOR_FAILURE_LIMIT wrong ones in the window,
 * whatever addresses they came from (a guesser cannot spread over many).
 */
async function refuseWhileLimited(db: Db, idnumber: string, now: Date): Promise<void> {
  const [recent] = await db
    .select({ n: count() })
    .from(factorFailures)
    .where(
      and(
        eq(factorFailures.userIdnumber, idnumber),
        gt(factorFailures.createdAt, new Date(now.getTime() - FACTOR_FAILURE_WINDOW_MS)),
      ),
    );
  if ((recent?.n ?? 0) >= FACTOR_FAILURE_LIMIT) {
    throw tooManyRequests(SECOND_FACTOR_MESSAGES.tooManyCodes);
  }
}

async function countFailure(db: Db, request: FastifyRequest, idnumber: string, now: Date) {
  await db.transaction(async (tx) => {
    await tx.insert(factorFailures).values({ userIdnumber: idnumber, createdAt: now });
    // The counts older than a day say nothing any more.
    await tx
      .delete(factorFailures)
      .where(
        and(
          eq(factorFailures.userIdnumber, idnumber),
          lt(factorFailures.createdAt, new Date(now.getTime() - 24 * 3600 * 1000)),
        ),
      );
    await recordSecurity(tx, request, { event: "second-factor-failed", userIdnumber: idnumber });
  });
}

/** This session has proved a second factor now (and that it is them: the re-auth window). */
export async function markSessionProved(tx: Db | Tx, tokenHash: string, now: Date): Promise<void> {
  await tx
    .update(sessions)
    .set({ secondFactorAt: now, confirmedAt: now })
    .where(eq(sessions.tokenHash, tokenHash));
}

/**
 * Confirms the authenticator with its first good code: it becomes the account's factor, ten
 * recovery codes are made (stored hashed, shown this once) and this session counts as proved.
 */
export async function confirmTotp(
  db: Db,
  auth: AuthContext,
  code: string,
  request: FastifyRequest,
): Promise<string[]> {
  const { user } = auth;
  const now = new Date();
  const pending = await totpOf(db, user.idnumber);
  if (!pending || pending.confirmedAt) throw conflict(SECOND_FACTOR_MESSAGES.notEnrolling);
  await refuseWhileLimited(db, user.idnumber, now);
  const checked = checkTotp(pending.secret, code, pending.lastStep, now);
  if (checked.outcome !== "accepted") {
    await countFailure(db, request, user.idnumber, now);
    throw wrongCode();
  }
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const confirmed = await tx
      .update(totpFactors)
      .set({ confirmedAt: now, lastStep: checked.step })
      .where(and(eq(totpFactors.userIdnumber, user.idnumber), isNull(totpFactors.confirmedAt)))
      .returning({ id: totpFactors.userIdnumber });
    if (confirmed.length === 0) throw conflict(SECOND_FACTOR_MESSAGES.alreadyEnrolled);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userIdnumber, user.idnumber));
    await tx
      .insert(recoveryCodes)
      .values(
        codes.map((one) => ({ userIdnumber: user.idnumber, codeHash: recoveryCodeHash(one) })),
      );
    await markSessionProved(tx, auth.tokenHash, now);
    await recordSecurity(tx, request, {
      event: "factor-added",
      userIdnumber: user.idnumber,
      details: { factor: "authenticator app" },
    });
  });
  return codes;
}

/**
 * Proves the second factor in this session with a code from the authenticator (each time step
 * accepted once) or an unused recovery code (then spent). Wrong codes count against the account.
 */
export async function verifySecondFactor(
  db: Db,
  auth: AuthContext,
  code: string,
  request: FastifyRequest,
): Promise<void> {
  const { user } = auth;
  const now = new Date();
  const totp = await totpOf(db, user.idnumber);
  if (!totp?.confirmedAt) throw conflict(SECOND_FACTOR_MESSAGES.notEnrolling);
  await refuseWhileLimited(db, user.idnumber, now);
  const checked = checkTotp(totp.secret, code, totp.lastStep, now);
  const proved = await db.transaction(async (tx) => {
    if (checked.outcome === "accepted") {
      // Only a later step than the last accepted one moves it: two uses at once, one wins.
      const moved = await tx
        .update(totpFactors)
        .set({ lastStep: checked.step })
        .where(
          and(
            eq(totpFactors.userIdnumber, user.idnumber),
            or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, checked.step)),
          ),
        )
        .returning({ id: totpFactors.userIdnumber });
      if (moved.length === 0) return "replayed";
    } else if (checked.outcome === "wrong") {
      const spent = await tx
        .update(recoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(recoveryCodes.userIdnumber, user.idnumber),
            eq(recoveryCodes.codeHash, recoveryCodeHash(code)),
            isNull(recoveryCodes.usedAt),
          ),
        )
        .returning({ id: recoveryCodes.id });
      if (spent.length === 0) return "wrong";
    } else {
      return "replayed";
    }
    await markSessionProved(tx, auth.tokenHash, now);
    return "proved";
  });
  if (proved === "replayed") {
    throw validationError([{ path: "code", message: SECOND_FACTOR_MESSAGES.codeUsed }]);
  }
  if (proved === "wrong") {
    await countFailure(db, request, user.idnumber, now);
    throw wrongCode();
  }
}
