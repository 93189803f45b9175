import type { CustomerUpdateData } from "@lo/domain";
import { eq } from "drizzle-orm";
import { changedFields, recordAudit, type AuditChanges } from "../db/audit-log";
import type { Tx } from "../db/client";
import { users } from "../db/schema";
import { customerDetailColumns } from "../db/users";
import type { SessionUser } from "../identity/sessions";

/** The customer's details as the audit log names them (never a password or a token). */
type CustomerDetails = Record<keyof CustomerUpdateData, unknown>;

const DETAIL_FIELDS = [
  "name",
  "surname",
  "email",
  "cellphone",
  "issouthafrican",
  "address",
  "city",
  "province",
  "postalcode",
  "country",
] as const satisfies readonly (keyof CustomerUpdateData)[];

export function detailsOf(data: CustomerUpdateData): CustomerDetails {
  return Object.fromEntries(
    DETAIL_FIELDS.map((field) => [field, data[field] ?? null]),
  ) as CustomerDetails;
}

/** A customer's stored details, row-locked for the change that follows. */
export async function storedDetails(
  tx: Tx,
  idnumber: string,
): Promise<CustomerDetails | undefined> {
  const [row] = await tx
    .select(customerDetailColumns)
    .from(users)
    .where(eq(users.idnumber, idnumber))
    .for("update");
  return row;
}

/** Records an admin's change to a customer, on the customer's history. */
export function recordCustomerChange(
  tx: Tx,
  actor: SessionUser,
  idnumber: string,
  action: "create" | "update" | "invitation-sent",
  changes: AuditChanges = {},
): Promise<void> {
  return recordAudit(tx, {
    actor,
    entityKind: "customer",
    entityId: idnumber,
    action,
    changes,
    subjects: { customerIdnumber: idnumber },
  });
}

/** The fields of a new customer, each with no value before. */
export function createdFields(details: CustomerDetails): AuditChanges {
  return changedFields<CustomerDetails>(
    Object.fromEntries(DETAIL_FIELDS.map((field) => [field, null])) as CustomerDetails,
    details,
    DETAIL_FIELDS,
  );
}

export { DETAIL_FIELDS };
