/**
 * The paid side of the warranty (decisions 093, 095): the quotes of pieces the warranty does
 * not cover, each version kept as it was written, sent and answered.
 */
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { partOf, stampedNow, timestamptz } from "./columns";
import { personRef } from "./people";
import { repairLines, repairRequests } from "./repairs";

/** One line of a quote, as stored in its version's `items`: VAT included, in cents. */
export interface StoredQuoteItem {
  description: string;
  quantity: number;
  unitCents: number;
}

/**
 * A piece's quote, version by version: a version is never changed once sent, only answered;
 * an unsent one (the workshop's draft) is replaced by the next save. The one in force is the
 * newest sent. Totals are the domain's documentTotals of the items at `vat_basis_points`.
 */
export const quotes = pg.pgTable(
  "quotes",
  {
    id: pg.serial("id").primaryKey(),
    repairLineId: partOf("repair_line_id", () => repairLines.id),
    version: pg.integer("version").notNull(),
    items: pg.jsonb("items").$type<StoredQuoteItem[]>().notNull(),
    totalCents: pg.integer("total_cents").notNull(),
    vatCents: pg.integer("vat_cents").notNull(),
    /** The rate it was written at; null: the workshop was not registered for VAT. */
    vatBasisPoints: pg.integer("vat_basis_points"),
    createdAt: stampedNow("created_at"),
    createdByIdnumber: personRef("created_by_idnumber", "set null"),
    sentAt: timestamptz("sent_at"),
    answer: pg.text("answer", { enum: ["approved", "declined"] }),
    answeredAt: timestamptz("answered_at"),
    answeredVia: pg.text("answered_via", {
      enum: ["tracking-link", "customer-page", "phone", "in-shop"],
    }),
    /** The admin who recorded an answer given by phone or in the workshop. */
    answeredByIdnumber: personRef("answered_by_idnumber", "set null"),
    answerNote: pg.text("answer_note"),
  },
  (t) => [
    pg.unique("quotes_line_version_unique").on(t.repairLineId, t.version),
    pg.check(
      "quotes_amounts_check",
      sql`${t.totalCents} >= 0 and ${t.vatCents} >= 0 and ${t.vatCents} <= ${t.totalCents} and ${t.version} > 0`,
    ),
    pg.check(
      "quotes_answer_check",
      sql`${t.answer} in ('approved', 'declined') and ${t.answeredVia} in ('tracking-link', 'customer-page', 'phone', 'in-shop')`,
    ),
    pg.check(
      "quotes_answered_check",
      sql`(${t.answer} is null) = (${t.answeredAt} is null) and (${t.answer} is null) = (${t.answeredVia} is null) and (${t.answer} is null or ${t.sentAt} is not null)`,
    ),
  ],
);

/**
 * Payments and refunds recorded on a request (decision 096): a positive amount of either kind,
 * the date it was paid, how, and the bank's or the card machine's reference.
 */
export const payments = pg.pgTable(
  "payments",
  {
    id: pg.serial("id").primaryKey(),
    repairRequestId: partOf("repair_request_id", () => repairRequests.id),
    kind: pg.text("kind", { enum: ["payment", "refund"] }).notNull(),
    amountCents: pg.integer("amount_cents").notNull(),
    method: pg.text("method", { enum: ["eft", "card", "cash"] }).notNull(),
    reference: pg.text("reference"),
    paidOn: pg.date("paid_on", { mode: "string" }).notNull(),
    recordedAt: stampedNow("recorded_at"),
    recordedByIdnumber: personRef("recorded_by_idnumber", "set null"),
  },
  (t) => [
    pg.index("payments_request_idx").on(t.repairRequestId, t.id),
    pg.check(
      "payments_check",
      sql`${t.amountCents} > 0 and ${t.kind} in ('payment', 'refund') and ${t.method} in ('eft', 'card', 'cash')`,
    ),
  ],
);

/** Fees the workshop adds to a request beside its quotes: an assessment, return postage. */
export const requestFees = pg.pgTable(
  "request_fees",
  {
    id: pg.serial("id").primaryKey(),
    repairRequestId: partOf("repair_request_id", () => repairRequests.id),
    description: pg.text("description").notNull(),
    amountCents: pg.integer("amount_cents").notNull(),
    createdAt: stampedNow("created_at"),
    createdByIdnumber: personRef("created_by_idnumber", "set null"),
  },
  (t) => [
    pg.index("request_fees_request_idx").on(t.repairRequestId),
    pg.check("request_fees_amount_check", sql`${t.amountCents} > 0`),
  ],
);

/** One line of an invoice as issued: what it is for, and its sums in cents, VAT included. */
export interface StoredInvoiceItem {
  /** The piece it is for (a quote's line), or null for a fee of the request. */
  serialno: string | null;
  description: string;
  quantity: number;
  unitCents: number;
  totalCents: number;
  vatCents: number;
}

/**
 * The workshop's invoices (decision 099): what a request was charged when it was issued, kept
 * as issued. Numbers run 1, 2, 3 … without a gap: each is taken from `invoice_numbers` in the
 * issuing transaction, so a rollback gives its number back and two processes wait for each
 * other. When a request's charges change, the next invoice replaces the last (`replaces_id`).
 */
export const invoices = pg.pgTable(
  "invoices",
  {
    id: pg.serial("id").primaryKey(),
    number: pg.integer("number").notNull(),
    repairRequestId: pg
      .integer("repair_request_id")
      .notNull()
      .references(() => repairRequests.id),
    issuedAt: stampedNow("issued_at"),
    issuedByIdnumber: personRef("issued_by_idnumber", "set null"),
    items: pg.jsonb("items").$type<StoredInvoiceItem[]>().notNull(),
    totalCents: pg.integer("total_cents").notNull(),
    vatCents: pg.integer("vat_cents").notNull(),
    /** The VAT rate and the workshop's VAT number of a tax invoice; null: not registered then. */
    vatBasisPoints: pg.integer("vat_basis_points"),
    vatNumber: pg.text("vat_number"),
    replacesId: pg.integer("replaces_id").references((): pg.AnyPgColumn => invoices.id),
  },
  (t) => [
    pg.unique("invoices_number_unique").on(t.number),
    pg.index("invoices_request_idx").on(t.repairRequestId, t.id),
    pg.index("invoices_issued_idx").on(t.issuedAt),
    pg.check(
      "invoices_amounts_check",
      sql`${t.number} > 0 and ${t.totalCents} > 0 and ${t.vatCents} >= 0 and ${t.vatCents} <= ${t.totalCents}`,
    ),
  ],
);

/** The last invoice number given: one row, updated in each issuing transaction (decision 099). */
export const invoiceNumbers = pg.pgTable(
  "invoice_numbers",
  {
    id: pg.boolean("id").primaryKey().default(true),
    lastNumber: pg.integer("last_number").notNull(),
  },
  (t) => [pg.check("invoice_numbers_one_row", sql`${t.id}`)],
);
