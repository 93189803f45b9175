import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { iso, rows } from "./archive-data";

/**
 * What their repairs cost (decisions 095 to 099): every quote sent to them with their answer
 * (never the workshop's note of an answer taken by phone), the fees, the payments and refunds,
 * and the invoices issued, each by its request. Amounts in cents, VAT included.
 */
export async function moneyOf(db: Db, idnumber: string) {
  const ofTheirs = sql`in (select id from repair_requests where customer_idnumber = ${idnumber})`;
  const [quotes, fees, payments, invoices] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select l.repair_request_id as "request", l.serialno as "serialNumber",
          q.version, q.items, q.total_cents as "totalCents", q.vat_cents as "vatCents",
          ${iso("q.sent_at")} as "sent", q.answer, ${iso("q.answered_at")} as "answered",
          q.answered_via as "answeredHow"
        from quotes q join repair_lines l on l.id = q.repair_line_id
        where l.repair_request_id ${ofTheirs} and q.sent_at is not null
        order by l.repair_request_id, l.id, q.version`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`select repair_request_id as "request", description, amount_cents as "amountCents",
          ${iso("created_at")} as "added"
        from request_fees where repair_request_id ${ofTheirs} order by id`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`select repair_request_id as "request", kind, amount_cents as "amountCents", method,
          reference, to_char(paid_on, 'YYYY-MM-DD') as "paidOn"
        from payments where repair_request_id ${ofTheirs} order by paid_on, id`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`select repair_request_id as "request", number, ${iso("issued_at")} as "issued",
          items, total_cents as "totalCents", vat_cents as "vatCents", vat_number as "vatNumber"
        from invoices where repair_request_id ${ofTheirs} order by number`,
    ),
  ]);
  return { quotes, fees, payments, invoices };
}
