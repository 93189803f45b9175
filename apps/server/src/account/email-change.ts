import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { recordSecurity } from "../db/security-log";
import { users } from "../db/schema";
import { uniqueViolation } from "../db/sql";
import { hashToken } from "../identity/sessions";
import {
  closeEmailChangeLink,
  emailChangeLinkByHash,
  lockLiveEmailChangeLink,
  revokeEmailChangeLinks,
} from "./email-change-links";
import { emailTaken } from "../db/users";

export type EmailConfirmation = "changed" | "not-live" | "taken";

/**
 * Uses a confirm-email link: its address becomes the customer's login and the link is spent.
 * One transaction holding the link's row, so a link used twice at once changes it once.
 * 'not-live' for any token that is not a live link (malformed, unknown, used, revoked by a
 * newer change or a cancel, expired); 'taken' when the address became someone else's login
 * meanwhile (the link is then revoked: it can never succeed).
 */
export async function confirmEmailChange(
  db: Db,
  token: string,
  request?: FastifyRequest,
): Promise<EmailConfirmation> {
  try {
    // The account's row is locked before the link's, in the order a save of the account
    // takes them (users, then link_tokens), so the two never wait on each other in a cycle.
    const known = await emailChangeLinkByHash(db, hashToken(token));
    if (!known) return "not-live";
    return await db.transaction(async (tx) => {
      await tx
        .select({ idnumber: users.idnumber })
        .from(users)
        .where(eq(users.idnumber, known.idnumber))
        .for("update");
      const link = await lockLiveEmailChangeLink(tx, token);
      if (!link || link.idnumber !== known.idnumber) return "not-live";
      if (await emailTaken(tx, link.email, link.idnumber)) {
        await closeEmailChangeLink(tx, link.tokenHash, "revoked");
        return "taken";
      }
      await tx
        .update(users)
        .set({ email: link.email, updatedAt: new Date() })
        .where(eq(users.idnumber, link.idnumber));
      await closeEmailChangeLink(tx, link.tokenHash, "used");
      await recordSecurity(tx, request, {
        event: "email-changed",
        userIdnumber: link.idnumber,
        details: { to: link.email, by: "confirmation link" },
      });
      return "changed";
    });
  } catch (error) {
    // Someone else took the address between the check and the update: nothing was changed;
    // the link goes as above.
    if (!uniqueViolation(error)) throw error;
    await closeEmailChangeLink(db, hashToken(token), "revoked");
    return "taken";
  }
}

/** `DELETE /account/pending-email`: the open link stops working; doing it twice is harmless. */
export async function cancelEmailChange(db: Db, idnumber: string): Promise<void> {
  await revokeEmailChangeLinks(db, idnumber);
}
