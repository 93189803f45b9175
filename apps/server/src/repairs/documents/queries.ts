import type { InvoiceSummary } from "@lo/domain";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { invoices, payments, users } from "../../db/schema";
import { invoiceSummary, type InvoiceRow } from "./invoices";

/** A request's invoices, oldest first, each with the number of the one that replaced it. */
export async function invoicesOf(db: Db | Tx, requestId: number): Promise<InvoiceSummary[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.repairRequestId, requestId))
    .orderBy(asc(invoices.id));
  return rows.map((row) =>
    invoiceSummary(row, rows.find((other) => other.replacesId === row.id)?.number ?? null),
  );
}

/** One invoice of a request, with the numbers of the one it replaced and the one replacing it. */
export async function invoiceOf(
  db: Db | Tx,
  requestId: number,
  invoiceId: number,
): Promise<{ row: InvoiceRow; replaces: number | null; replacedBy: number | null } | undefined> {
  const rows = await db
    .select()
    .from(invoices)
    .where(eq(invoices.repairRequestId, requestId))
    .orderBy(asc(invoices.id));
  const row = rows.find((one) => one.id === invoiceId);
  if (!row) return undefined;
  return {
    row,
    replaces: rows.find((one) => one.id === row.replacesId)?.number ?? null,
    replacedBy: rows.find((one) => one.replacesId === row.id)?.number ?? null,
  };
}

/** The newest invoice of a request, if it has one. */
export async function latestInvoiceId(db: Db | Tx, requestId: number) {
  const rows = await invoicesOf(db, requestId);
  return rows.at(-1)?.id;
}

/** The payments and refunds of a request, as a receipt lists them. */
export function receiptEntries(db: Db | Tx, requestId: number) {
  return db
    .select({
      kind: payments.kind,
      amountCents: payments.amountCents,
      method: payments.method,
      reference: payments.reference,
      paidOn: payments.paidOn,
    })
    .from(payments)
    .where(eq(payments.repairRequestId, requestId))
    .orderBy(asc(payments.paidOn), asc(payments.id));
}

/** The customer as a document addresses them: their name, and their address as they gave it. */
export async function addressee(db: Db | Tx, idnumber: string): Promise<string[]> {
  const [row] = await db
    .select({
      name: users.name,
      surname: users.surname,
      street: users.street,
      city: users.city,
      province: users.province,
      postalCode: users.postalCode,
      country: users.country,
    })
    .from(users)
    .where(and(eq(users.idnumber, idnumber)));
  if (!row) return [];
  const place = [row.city, row.province, row.postalCode?.toString()].filter(Boolean).join(", ");
  return [`${row.name} ${row.surname}`.trim(), row.street, place, row.country].filter(
    (line): line is string => Boolean(line),
  );
}
