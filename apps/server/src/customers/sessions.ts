import { SESSION_MESSAGES } from "@lo/domain";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../db/audit-log";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { recordSecurity } from "../db/security-log";
import { notFound } from "../errors";
import { deleteAllSessions } from "../identity/session-list";
import type { SessionUser } from "../identity/sessions";

/**
 * An admin ends every session of a customer (a lost phone, a shared computer): recorded in
 * the security log and the audit log in the same transaction. 404 for anyone but a customer.
 */
export async function endCustomerSessions(
  db: Db,
  idnumber: string,
  admin: SessionUser,
  request: FastifyRequest,
): Promise<{ message: string; ended: number }> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ idnumber: users.idnumber })
      .from(users)
      .where(and(eq(users.idnumber, idnumber), eq(users.role, "customer")));
    if (!customer) throw notFound();
    const ended = await deleteAllSessions(tx, customer.idnumber);
    await recordSecurity(tx, request, {
      event: "sessions-ended",
      userIdnumber: customer.idnumber,
      actorIdnumber: admin.idnumber,
      details: { ended },
    });
    await recordAudit(tx, {
      actor: admin,
      entityKind: "customer",
      entityId: customer.idnumber,
      action: "sessions-ended",
      subjects: { customerIdnumber: customer.idnumber },
    });
    return { message: SESSION_MESSAGES.customerSessionsEnded, ended };
  });
}
