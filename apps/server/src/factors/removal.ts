import { SECOND_FACTOR_MESSAGES } from "@lo/domain";
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { recoveryCodes, totpFactors } from "../db/schema";
import { recordSecurity } from "../db/security-log";
import { notFound } from "../errors";
import { keepAnAdminsLastFactor } from "../identity/second-factor-state";
import type { SessionUser } from "../identity/sessions";
import { newRecoveryCodes, recoveryCodeHash } from "../identity/totp";

/** Removes the authenticator app and its recovery codes; an admin must keep another factor. */
export async function removeTotp(
  db: Db,
  user: SessionUser,
  request: FastifyRequest,
): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(totpFactors)
      .where(and(eq(totpFactors.userIdnumber, user.idnumber), isNotNull(totpFactors.confirmedAt)))
      .returning({ id: totpFactors.userIdnumber });
    if (removed.length === 0) throw notFound(SECOND_FACTOR_MESSAGES.noAuthenticator);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userIdnumber, user.idnumber));
    await keepAnAdminsLastFactor(tx, user);
    await recordSecurity(tx, request, {
      event: "factor-removed",
      userIdnumber: user.idnumber,
      details: { factor: "authenticator app" },
    });
  });
}

/** Ten new recovery codes in place of the old ones (used or not), shown once. */
export async function replaceRecoveryCodes(
  db: Db,
  user: SessionUser,
  request: FastifyRequest,
): Promise<string[]> {
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const [totp] = await tx
      .select({ id: totpFactors.userIdnumber })
      .from(totpFactors)
      .where(and(eq(totpFactors.userIdnumber, user.idnumber), isNotNull(totpFactors.confirmedAt)));
    if (!totp) throw notFound(SECOND_FACTOR_MESSAGES.noAuthenticator);
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userIdnumber, user.idnumber));
    await tx
      .insert(recoveryCodes)
      .values(
        codes.map((code) => ({ userIdnumber: user.idnumber, codeHash: recoveryCodeHash(code) })),
      );
    await recordSecurity(tx, request, {
      event: "factor-added",
      userIdnumber: user.idnumber,
      details: { factor: "new recovery codes" },
    });
  });
  return codes;
}
