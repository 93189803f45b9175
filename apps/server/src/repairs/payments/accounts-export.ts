import { BUSINESS_INFO, type AccountsExportQuery } from "@lo/domain";
import { and, asc, eq, gte, lte, lt, sql, type SQL } from "drizzle-orm";
import { alias, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { invoices, payments, repairRequests } from "../../db/schema";

/**
 * The accountant's exports (issue 28): the invoices issued and the payments and refunds
 * received from one day to another, as flat selects for csv-export.ts. Days are the
 * workshop's (BUSINESS_INFO.timeZone), both ends included. Every date and time is read as
 * text by the database, so the two drivers (and a server-side cursor) give the same cells.
 */

/** Midnight starting a day (YYYY-MM-DD) in the workshop's time zone, as a timestamptz. */
const startOfDay = (day: string) =>
  sql`(${day}::date::timestamp at time zone ${BUSINESS_INFO.timeZone})`;

/** A moment's day in the workshop's time zone, YYYY-MM-DD. */
const workshopDay = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone ${BUSINESS_INFO.timeZone}, 'YYYY-MM-DD')`;

/** A moment as the API writes it: ISO 8601 in UTC, to the millisecond. */
const isoMoment = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** A timestamptz within the range: from midnight on `from` to before the day after `to`. */
const withinDays = (column: AnyPgColumn, range: AccountsExportQuery): SQL | undefined =>
  and(
    gte(column, startOfDay(range.from)),
    lt(column, sql`${startOfDay(range.to)} + interval '1 day'`),
  );

/** The request's customer as the request names them, for both exports. */
const customer = {
  requestId: repairRequests.id,
  clientFirstName: repairRequests.clientName,
  clientSurname: repairRequests.clientSurname,
  customeridnumber: repairRequests.customerIdnumber,
};

/** Each invoice issued within the range, by number, with the number of the one it replaced. */
export async function invoicesExportQuery(db: Db, range: AccountsExportQuery) {
  const replaced = alias(invoices, "replaced");
  const query = db
    .select({
      number: invoices.number,
      issuedOn: workshopDay(invoices.issuedAt),
      ...customer,
      totalCents: invoices.totalCents,
      vatCents: invoices.vatCents,
      replacesNumber: replaced.number,
      vatNumber: invoices.vatNumber,
    })
    .from(invoices)
    .innerJoin(repairRequests, eq(repairRequests.id, invoices.repairRequestId))
    .leftJoin(replaced, eq(replaced.id, invoices.replacesId))
    .where(withinDays(invoices.issuedAt, range))
    .orderBy(asc(invoices.number))
    .$dynamic();
  // Wrapped: returned bare, the async function would run the select rather than hand it over.
  return { query };
}

export type InvoiceExportRow = Awaited<
  Awaited<ReturnType<typeof invoicesExportQuery>>["query"]
>[number];

/** Each payment and refund paid within the range, by the day paid, then as recorded. */
export async function paymentsExportQuery(db: Db, range: AccountsExportQuery) {
  const query = db
    .select({
      paidOn: sql<string>`${payments.paidOn}::text`,
      kind: payments.kind,
      amountCents: payments.amountCents,
      method: payments.method,
      reference: payments.reference,
      ...customer,
      recordedAt: isoMoment(payments.recordedAt),
    })
    .from(payments)
    .innerJoin(repairRequests, eq(repairRequests.id, payments.repairRequestId))
    .where(and(gte(payments.paidOn, range.from), lte(payments.paidOn, range.to)))
    .orderBy(asc(payments.paidOn), asc(payments.id))
    .$dynamic();
  return { query };
}

export type PaymentExportRow = Awaited<
  Awaited<ReturnType<typeof paymentsExportQuery>>["query"]
>[number];
