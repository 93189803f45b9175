import {
  CUSTOMER_OVERVIEW_MESSAGE_LIMIT,
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
} from "../db/schema";
import { qualified, toIso } from "../db/sql";
import { MESSAGES, notFound } from "../errors";
import { listCustomers } from "./queries";

// A piece's open line (at most one: repair_lines_one_open_per_product), looked up per piece.
const openLine = (column: "repair_request_id" | "state") =>
  sql`(select ${sql.identifier(column)} from ${repairLines}
    where ${qualified(repairLines.serialno)} = ${qualified(products.serialno)}
    and ${qualified(repairLines.state)} <> 'completed')`;

function customerItems(db: Db, idnumber: string) {
  return db
    .select({
      serialno: products.serialno,
      productType: products.typeName,
      colour: products.colourName,
      size: products.sizeName,
      createdAt: products.createdAt,
      repairs: sql<number>`coalesce(${productTotals.repairs}, 0)`.mapWith(Number),
      lastRepairDate: productTotals.lastRepairAt,
      openRequestId: sql<number | null>`${openLine("repair_request_id")}`,
      openState: sql<RepairState | null>`${openLine("state")}`,
    })
    .from(products)
    .leftJoin(productTotals, eq(productTotals.serialno, products.serialno))
    .where(eq(products.customerIdnumber, idnumber))
    .orderBy(asc(products.serialno));
}

// Each request's lines counted by state from repair_lines_request_idx.
const countLines = (state?: RepairState) =>
  sql<number>`(select count(*) from ${repairLines}
    where ${qualified(repairLines.repairRequestId)} = ${qualified(repairRequests.id)}
    ${state ? sql`and ${qualified(repairLines.state)} = ${state}` : sql``})::int`.mapWith(Number);

function customerRequests(db: Db, idnumber: string) {
  return db
    .select({
      id: repairRequests.id,
      createdAt: repairRequests.createdAt,
      status: repairRequests.status,
      lines: countLines(),
      ready: countLines("ready-for-collection"),
      completed: countLines("completed"),
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
  const [items, requests, messages] = await Promise.all([
    customerItems(db, customer.customerId),
    customerRequests(db, customer.customerId),
    customerMessages(db, customer.email),
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
    requests: requests.map((request) => ({
      ...request,
      status: request.status as ServerStatus,
      createdAt: toIso(request.createdAt) ?? "",
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
  };
}
