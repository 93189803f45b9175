import { formatCustomerDisplayName } from "@lo/domain";
import { eq, inArray } from "drizzle-orm";
import { recordAudit } from "../db/audit-log";
import type { Tx } from "../db/client";
import { users } from "../db/schema";

interface Actor {
  idnumber: string;
  name: string;
  surname: string;
}

/**
 * A transfer in the audit log (decision 066): an admin's direct one, and an owner's once its
 * recipient accepts it (the actor is then the recipient, whose acceptance moved the piece). One
 * entry on the item's history and the old owner's, one on the new owner's, so each page shows
 * it once. The log is the workshop's: customers never read it.
 */
export async function auditTransfer(
  tx: Tx,
  actor: Actor,
  transferId: number,
  action: "transfer-direct" | "transfer-accepted",
  move: { serialno: string; fromIdnumber: string; toIdnumber: string },
): Promise<void> {
  const people = await tx
    .select({ idnumber: users.idnumber, name: users.name, surname: users.surname })
    .from(users)
    .where(inArray(users.idnumber, [move.fromIdnumber, move.toIdnumber]));
  const named = (idnumber: string) => {
    const person = people.find((row) => row.idnumber === idnumber);
    const name = person ? formatCustomerDisplayName(person.name, person.surname) : "";
    return name ? `${name} (${idnumber})` : idnumber;
  };
  const changes = { owner: { before: named(move.fromIdnumber), after: named(move.toIdnumber) } };
  const entry = { actor, entityKind: "transfer" as const, entityId: transferId, action, changes };
  await recordAudit(
    tx,
    { ...entry, subjects: { customerIdnumber: move.fromIdnumber, serialno: move.serialno } },
    { ...entry, subjects: { customerIdnumber: move.toIdnumber } },
  );
}

/** The person behind an ID number as the audit log names an actor. */
export async function actorOf(tx: Tx, idnumber: string): Promise<Actor> {
  const [row] = await tx
    .select({ idnumber: users.idnumber, name: users.name, surname: users.surname })
    .from(users)
    .where(eq(users.idnumber, idnumber));
  return row ?? { idnumber, name: "", surname: "" };
}
