import {
  CUSTOMER_OVERVIEW_MESSAGE_LIMIT,
  READY_STATES,
  type CustomerOverview,
  type RepairState,
  type ServerStatus,
} from "@lo/domain";
import { asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  contactMessages,
  products,
  productTotals,
  repairLines,
  repairRequests,
  users,
} from "../db/schema";
import { PIECE_LOOKS } from "../db/piece-looks";
import { qualified, toIso } from "../db/sql";
import { MESSAGES, notFound } from "../errors";
import { listCustomers } from "./queries";

// A piece's open line (at most one: repair_lines_one_open_per_product), looked up per piece.
const openLine = (column: "repair_request_id" | "state") =>
  sql`(select ${sql.identifier(column)} from ${repairLines}
    where ${qualified(repairLines.serialno)} = ${qualified(products.serialno)}
    and ${qualified(repairLines.state)} <> 'completed')`;

// A piece's repair totals (decision 046), looked up per piece by its key: a join would read
// all 100,000 rows of product_totals for a collector's few hundred pieces.
const totalOf = (column: "repairs" | "last_repair_at") =>
  sql`(select ${sql.identifier(column)} from ${productTotals}
    where ${qualified(productTotals.serialno)} = ${qualified(products.serialno)})`;

function customerItems(db: Db, idnumber: string) {
  return db
    .select({
      serialno: products.serialno,
      ...PIECE_LOOKS,
      createdAt: products.createdAt,
      repairs: sql<number>`coalesce(${totalOf("repairs")}, 0)`.mapWith(Number),
      lastRepairDate: sql<Date | string | null>`${totalOf("last_repair_at")}`,
      openRequestId: sql<number | null>`${openLine("repair_request_id")}`,
      openState: sql<RepairState | null>`${openLine("state")}`,
    })
    .from(products)
    .where(eq(products.customerIdnumber, idnumber))
    .orderBy(asc(products.serialno));
}

// Each request's lines, ready ones (READY_STATES) and completed ones, counted in one pass over its lines
// (repair_lines_request_idx).
const lineCounts = sql<(number | string)[]>`(select array[count(*),
    count(*) filter (where ${qualified(repairLines.state)} in ${READY_STATES}),
    count(*) filter (where ${qualified(repairLines.state)} = 'completed')]
  from ${repairLines}
  where ${qualified(repairLines.repairRequestId)} = ${qualified(repairRequests.id)})`;

function customerRequests(db: Db, idnumber: string) {
  return db
    .select({
      id: repairRequests.id,
      createdAt: repairRequests.createdAt,
      status: repairRequests.status,
      counts: lineCounts,
    })
    .from(repairRequests)
    .where(eq(repairRequests.customerIdnumber, idnumber))
    .orderBy(desc(repairRequests.createdAt), desc(repairRequests.id));
}

/** The messages sent from this e-mail address (contact_messages_email_idx), newest first. */
function customerMessages(db: Db, email: string) {
  return db
    .select()
    .from(contactMessages)
    .where(sql`lower(${contactMessages.email}) = lower(${email})`)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(CUSTOMER_OVERVIEW_MESSAGE_LIMIT);
}

/**
 * Everything the admin's customer page shows: the customer's record (as Manage Customers has
 * it, with the invitation state), their pieces with repair counts and the open repair, their
 * requests with line counts, and the contact messages from their e-mail address. 404 for an
 * ID number that is not a customer's.
 */
export async function customerOverview(db: Db, idnumber: string): Promise<CustomerOverview> {
  const { data } = await listCustomers(db, { idnumber }, { total: 1 });
  const customer = data[0];
  if (!customer) throw notFound(MESSAGES.customerNotFound);
  const [items, requests, messages, [person]] = await Promise.all([
    customerItems(db, customer.customerId),
    customerRequests(db, customer.customerId),
    customerMessages(db, customer.email),
    db
      .select({ anonymisedAt: users.anonymisedAt })
      .from(users)
      .where(eq(users.idnumber, customer.customerId)),
  ]);
  return {
    customer,
    items: items.map(({ openRequestId, openState, ...item }) => ({
      ...item,
      createdAt: toIso(item.createdAt) ?? "",
      lastRepairDate: toIso(item.lastRepairDate),
      openRepair:
        openRequestId !== null && openState !== null
          ? { requestId: Number(openRequestId), state: openState }
          : null,
    })),
    requests: requests.map(({ counts, ...request }) => ({
      ...request,
      status: request.status as ServerStatus,
      createdAt: toIso(request.createdAt) ?? "",
      lines: Number(counts[0] ?? 0),
      ready: Number(counts[1] ?? 0),
      completed: Number(counts[2] ?? 0),
    })),
    messages: messages.map((message) => ({
      id: message.id,
      name: message.name,
      email: message.email,
      message: message.message,
      createdAt: toIso(message.createdAt) ?? "",
      readAt: toIso(message.readAt),
      answeredAt: toIso(message.answeredAt),
      archivedAt: toIso(message.archivedAt),
    })),
    anonymisedAt: toIso(person?.anonymisedAt ?? null),
  };
}
