import {
  CONTACT_MESSAGE_PAGE_SIZE,
  type ContactMessageRecord,
  type ContactMessageUpdate,
  type ContactMessageView,
} from "@lo/domain";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { pageFromNearerEnd, type PageWindow } from "../db/paging";
import { contactMessages, users } from "../db/schema";
import { containsPattern, toIso } from "../db/sql";

const m = contactMessages;

// Exactly the expression of contact_messages_search_trgm, so a substring search is indexed.
// LIKE on it with a lowered pattern rather than ILIKE: the index serves both, but every row
// the index cannot rule out is checked again, and ILIKE folds the case of the whole text once
// more for each (measured about twice the time for a common word).
const searchText = sql`lower(${m.name} || ' ' || ${m.email} || ' ' || ${m.message})`;

// Literals rather than parameters, so the planner can use the partial indexes
// (contact_messages_inbox_idx, _unread_idx, _archive_idx).
const VIEW_CONDITIONS: Record<ContactMessageView, SQL> = {
  inbox: sql`${m.archivedAt} is null`,
  unread: sql`${m.readAt} is null and ${m.archivedAt} is null`,
  archived: sql`${m.archivedAt} is not null`,
};

export interface MessageListOptions {
  q?: string | undefined;
  view?: ContactMessageView | undefined;
  limit?: number | undefined;
  offset?: number | undefined;
}

const columns = {
  id: m.id,
  name: m.name,
  email: m.email,
  message: m.message,
  createdAt: m.createdAt,
  readAt: m.readAt,
  answeredAt: m.answeredAt,
  archivedAt: m.archivedAt,
};

type MessageRow = typeof m.$inferSelect;

function toRecord(row: MessageRow): ContactMessageRecord {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    message: row.message,
    createdAt: toIso(row.createdAt) ?? "",
    readAt: toIso(row.readAt),
    answeredAt: toIso(row.answeredAt),
    archivedAt: toIso(row.archivedAt),
  };
}

/** Newest first (ties by id); reversed for a deep page read from the other end. */
function newestFirst(reversed: boolean): SQL[] {
  const order = reversed ? asc : desc;
  return [order(m.createdAt), order(m.id)];
}

/**
 * One page of the inbox, the unread or the archive, newest first, optionally searched. The
 * page is read from the view's partial index in order; the total is counted on the same index
 * (or on the trigram index's matches when searching), and a deep page is read from the
 * nearer end (db/paging.ts).
 */
export async function listMessages(
  db: Db,
  options: MessageListOptions,
): Promise<{ data: ContactMessageRecord[]; total: number }> {
  const conditions = [VIEW_CONDITIONS[options.view ?? "inbox"]];
  if (options.q) conditions.push(sql`${searchText} like lower(${containsPattern(options.q)})`);
  const where = and(...conditions);

  const countTotal = async () => {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
      .from(m)
      .where(where);
    return row?.total ?? 0;
  };
  const readWindow = async (window: PageWindow) => {
    const rows = await db
      .select(columns)
      .from(m)
      .where(where)
      .orderBy(...newestFirst(window.reversed))
      .limit(window.limit)
      .offset(window.offset);
    return window.reversed ? rows.reverse() : rows;
  };
  const page = { limit: options.limit ?? CONTACT_MESSAGE_PAGE_SIZE, offset: options.offset ?? 0 };
  const { rows, total } = await pageFromNearerEnd(page, countTotal, readWindow);
  const senders = await customersByEmail(
    db,
    rows.map((row) => row.email),
  );
  const data = rows.map((row) => ({
    ...toRecord(row),
    customerIdnumber: senders.get(row.email.toLowerCase()) ?? null,
  }));
  return { data, total };
}

/** The customers among a page's senders, by lower-cased e-mail (users_email_lower_unique). */
async function customersByEmail(db: Db, emails: string[]): Promise<Map<string, string>> {
  if (emails.length === 0) return new Map();
  const lowered = [...new Set(emails.map((email) => email.toLowerCase()))];
  const rows = await db
    .select({ email: sql<string>`lower(${users.email})`, idnumber: users.idnumber })
    .from(users)
    .where(
      and(
        sql`${users.role} = 'customer'`,
        sql`lower(${users.email}) in (${sql.join(
          lowered.map((email) => sql`${email}`),
          sql`, `,
        )})`,
      ),
    );
  return new Map(rows.map((row) => [row.email, row.idnumber]));
}

/** The number in the admin navigation: an index-only count of contact_messages_unread_idx. */
export async function unreadMessageCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int`.mapWith(Number) })
    .from(m)
    .where(VIEW_CONDITIONS.unread);
  return row?.unread ?? 0;
}

const now = sql`now()`;

/** `true` stamps the time unless it is already set, `false` clears it. */
const keepOrStamp = (column: typeof m.readAt) => sql`coalesce(${column}, ${now})`;

/**
 * Marks one message read or unread, archived or back in the inbox, answered or not; answering
 * also marks it read. Returns the message as saved, or undefined for an unknown id.
 */
export async function updateMessage(
  db: Db,
  id: number,
  change: ContactMessageUpdate,
): Promise<ContactMessageRecord | undefined> {
  const set: Partial<Record<"readAt" | "archivedAt" | "answeredAt", SQL | null>> = {};
  if (change.read !== undefined) set.readAt = change.read ? keepOrStamp(m.readAt) : null;
  if (change.archived !== undefined) {
    set.archivedAt = change.archived ? keepOrStamp(m.archivedAt) : null;
  }
  if (change.answered !== undefined) {
    // Each Reply is a new answer: the latest time is the one shown.
    set.answeredAt = change.answered ? now : null;
    if (change.answered && change.read === undefined) set.readAt = keepOrStamp(m.readAt);
  }
  const [row] = await db.update(m).set(set).where(eq(m.id, id)).returning(columns);
  return row ? toRecord(row) : undefined;
}

/** One message by id, for the workshop's mail. */
export async function findMessage(db: Db, id: number): Promise<ContactMessageRecord | undefined> {
  const [row] = await db.select(columns).from(m).where(eq(m.id, id)).limit(1);
  return row ? toRecord(row) : undefined;
}
