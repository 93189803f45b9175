import { formatCustomerDisplayName } from "@lo/domain";
import { eq } from "drizzle-orm";
import { changedFields, recordAudit, type AuditEntry } from "../db/audit-log";
import type { Tx } from "../db/client";
import { products, users } from "../db/schema";
import type { SessionUser } from "../identity/sessions";

/** A piece as its history names it: type, colour and size by name, its owner by name and ID. */
export type ProductSnapshot = {
  type: string;
  colour: string | null;
  size: string | null;
  description: string | null;
  owner: string;
  ownerIdnumber: string;
};

const FIELDS = ["type", "colour", "size", "description", "owner"] as const;

export async function productSnapshot(tx: Tx, serialno: string): Promise<ProductSnapshot> {
  const [row] = await tx
    .select({
      type: products.typeName,
      colour: products.colourName,
      size: products.sizeName,
      description: products.description,
      ownerIdnumber: products.customerIdnumber,
      name: users.name,
      surname: users.surname,
    })
    .from(products)
    .innerJoin(users, eq(users.idnumber, products.customerIdnumber))
    .where(eq(products.serialno, serialno));
  if (!row) throw new Error(`productSnapshot: no product ${serialno}`);
  const { name, surname, ...rest } = row;
  const owner = `${formatCustomerDisplayName(name, surname)} (${row.ownerIdnumber})`;
  return { ...rest, owner };
}

/**
 * Records an admin's new piece or change to one, on the item's history and its owner's; a
 * change of owner on both owners' (the item's history has it once).
 */
export async function recordProductChange(
  tx: Tx,
  actor: SessionUser,
  serialno: string,
  before: ProductSnapshot | undefined,
  after: ProductSnapshot,
): Promise<void> {
  const changes = changedFields<ProductSnapshot>(before ?? {}, after, FIELDS);
  if (Object.keys(changes).length === 0) return;
  const entry = (customerIdnumber: string, withItem: boolean): AuditEntry => ({
    actor,
    entityKind: "product",
    entityId: serialno,
    action: before ? "update" : "create",
    changes,
    subjects: { customerIdnumber, ...(withItem ? { serialno } : {}) },
  });
  const entries = [entry(after.ownerIdnumber, true)];
  if (before && before.ownerIdnumber !== after.ownerIdnumber) {
    entries.push(entry(before.ownerIdnumber, false));
  }
  await recordAudit(tx, ...entries);
}
