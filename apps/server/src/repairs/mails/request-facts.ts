import { BUSINESS_INFO, type RepairState } from "@lo/domain";
import { asc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { z } from "zod";
import type { Db } from "../../db/client";
import { products, repairLines, repairRequests, users } from "../../db/schema";
import type { MailBlock } from "../../mail/layout";
import type { OutboxRow } from "../../mail/kinds";

/** One piece of a request, as a mail names it: never by anything but its type and serial. */
export interface MailItem {
  lineId: number;
  serialno: string;
  /** The product's name: its type ('Weekend Duffel', 'Custom'). */
  name: string;
  colour: string | null;
  size: string | null;
  problem: string;
  state: RepairState;
}

/** A request and the people around it, read when its mail is rendered. */
export interface RequestFacts {
  id: number;
  currentLocation: string;
  /** For links made per customer (the opt-out); never written into a mail. */
  customerIdnumber: string;
  customer: { name: string; surname: string; email: string; statusMails: boolean };
  /** Who raised it, when that was not the customer (an admin for them). */
  raisedBy: { name: string; surname: string } | undefined;
  items: MailItem[];
}

const raiser = alias(users, "raiser");

/** The request a mail tells of (in its payload as `requestId`), or undefined if it is gone. */
export async function requestFacts(db: Db, requestId: number): Promise<RequestFacts | undefined> {
  const [request] = await db
    .select({
      id: repairRequests.id,
      currentLocation: repairRequests.currentLocation,
      customerIdnumber: repairRequests.customerIdnumber,
      createdBy: repairRequests.createdByIdnumber,
      customer: {
        name: users.name,
        surname: users.surname,
        email: users.email,
        statusMails: users.statusMails,
      },
      raiserName: raiser.name,
      raiserSurname: raiser.surname,
    })
    .from(repairRequests)
    .innerJoin(users, eq(users.idnumber, repairRequests.customerIdnumber))
    .leftJoin(raiser, eq(raiser.idnumber, repairRequests.createdByIdnumber))
    .where(eq(repairRequests.id, requestId));
  if (!request) return undefined;
  const items = await db
    .select({
      lineId: repairLines.id,
      serialno: repairLines.serialno,
      name: products.typeName,
      colour: products.colourName,
      size: products.sizeName,
      problem: repairLines.problemDescription,
      state: repairLines.state,
    })
    .from(repairLines)
    .innerJoin(products, eq(products.serialno, repairLines.serialno))
    .where(eq(repairLines.repairRequestId, requestId))
    .orderBy(asc(repairLines.id));
  const raisedByOther =
    request.createdBy !== null &&
    request.createdBy !== request.customerIdnumber &&
    request.raiserName !== null;
  return {
    id: request.id,
    currentLocation: request.currentLocation,
    customerIdnumber: request.customerIdnumber,
    customer: request.customer,
    raisedBy: raisedByOther
      ? { name: request.raiserName ?? "", surname: request.raiserSurname ?? "" }
      : undefined,
    items,
  };
}

const requestPayloadSchema = z.object({ requestId: z.number().int().positive() });

/** The request id of a mail's payload; a payload without one is a bug, and fails the mail. */
export function requestIdOf(row: OutboxRow): number {
  const parsed = requestPayloadSchema.safeParse(row.payload);
  if (!parsed.success) throw new Error(`Mail ${row.id} (${row.kind}) names no repair request`);
  return parsed.data.requestId;
}

/** 'Tan, Large': what tells two pieces of one type apart, if anything. */
export function looks(item: Pick<MailItem, "colour" | "size">): string | undefined {
  const parts = [item.colour, item.size].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(", ") : undefined;
}

/** An item block: the piece's name, its serial number, its looks and the problem. */
export function itemBlock(item: MailItem, extra: string[] = []): MailBlock {
  const description = looks(item);
  return {
    kind: "item",
    title: item.name,
    lines: [
      `Serial number: ${item.serialno}`,
      ...(description ? [`Colour and size: ${description}`] : []),
      `Problem: ${item.problem}`,
      ...extra,
    ],
  };
}

/** The workshop's address and opening hours as one block (where to bring, where to collect). */
export function workshopBlock(title: string): MailBlock {
  return {
    kind: "item",
    title,
    lines: [
      ...BUSINESS_INFO.address.lines,
      ...BUSINESS_INFO.hours.map((entry) => `${entry.days}: ${entry.hours}`),
    ],
  };
}

/** Whether the customer can be mailed at all; else the reason the mail is skipped. */
export function noAddressReason(facts: RequestFacts): string | undefined {
  return facts.customer.email.trim() === "" ? "The customer has no e-mail address" : undefined;
}
