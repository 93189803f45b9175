import { recordAudit } from "../db/audit-log";
import type { Db } from "../db/client";
import { isAdmin } from "../identity/access";
import type { SessionUser } from "../identity/sessions";
import { revokeTrackingLink } from "../links/tracking-links";

/**
 * A new tracking link in place of the old; an admin's renewal is recorded on the request's
 * and customer's history (without the token), in the renewal's transaction.
 */
export async function renewTrackingLink(
  db: Db,
  id: number,
  user: SessionUser,
  owner: string,
): Promise<string> {
  if (!isAdmin(user)) return revokeTrackingLink(db, id);
  return db.transaction(async (tx) => {
    const token = await revokeTrackingLink(tx, id);
    await recordAudit(tx, {
      actor: user,
      entityKind: "repair-request",
      entityId: id,
      action: "tracking-link-renewed",
      subjects: { repairRequestId: id, customerIdnumber: owner },
    });
    return token;
  });
}
