import {
  coverageForCustomer,
  REPAIR_STATES,
  returnsUnrepaired,
  takesQuote,
  type QuoteStatus,
  type LineCoverage,
  type LineStateChange,
  type RepairLineRecord,
  type WorkshopLogEntry,
} from "@lo/domain";
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { authorName, type NoteAudience } from "../db/line-history";
import { perDatabase } from "../db/prepared";
import {
  products,
  repairLineNotes,
  repairLines,
  repairLineStateChanges,
  users,
} from "../db/schema";
import { groupedBy, isoTimestamp, qualified } from "../db/sql";

/** A note as the statement sends it: message, timestamp, its author's name and surname, internal. */
type NoteTuple = [string, string, string | null, string | null, boolean];

/**
 * Each line's notes, oldest first, as one JSON array: the line's index answers it (asked by
 * line, not joined from the requests, whose plan read every note). Customers' never hold
 * internal notes.
 */
function notesOfLine(audience: NoteAudience) {
  const customerOnly =
    audience === "admin" ? sql`` : sql` and ${qualified(repairLineNotes.internal)} = false`;
  return sql<NoteTuple[]>`(select coalesce(json_agg(json_build_array(
      ${qualified(repairLineNotes.message)}, ${isoTimestamp(repairLineNotes.createdAt)},
      ${qualified(users.name)}, ${qualified(users.surname)}, ${qualified(repairLineNotes.internal)})
      order by ${qualified(repairLineNotes.createdAt)}, ${qualified(repairLineNotes.id)}), '[]'::json)
    from ${repairLineNotes}
    left join ${users} on ${qualified(users.idnumber)} = ${qualified(repairLineNotes.authorIdnumber)}
    where ${qualified(repairLineNotes.repairLineId)} = ${qualified(repairLines.id)}${customerOnly})`;
}

/** Each line's recorded states the app knows, oldest first, as one JSON array. */
const historyOfLine = sql<LineStateChange[]>`(select coalesce(json_agg(json_build_object(
    'state', ${qualified(repairLineStateChanges.toState)},
    'changedAt', ${isoTimestamp(repairLineStateChanges.changedAt)})
    order by ${qualified(repairLineStateChanges.changedAt)}, ${qualified(repairLineStateChanges.id)}),
    '[]'::json)
  from ${repairLineStateChanges}
  where ${qualified(repairLineStateChanges.repairLineId)} = ${qualified(repairLines.id)}
    and ${qualified(repairLineStateChanges.toState)} in (${sql.join(
      REPAIR_STATES.map((state) => sql`${state}`),
      sql`, `,
    )}))`;

/** A line as the lists and the request page read it, with its product's type and looks. */
export const LINE_COLUMNS = {
  repairlineid: repairLines.id,
  repairRequestId: repairLines.repairRequestId,
  serialNumber: repairLines.serialno,
  productType: products.typeName,
  size: products.sizeName,
  color: products.colourName,
  problemDescription: repairLines.problemDescription,
  state: repairLines.state,
  version: repairLines.version,
  coverage: repairLines.coverage,
  goodwillReason: repairLines.goodwillReason,
  causeComponent: repairLines.causeComponent,
  causeReason: repairLines.causeReason,
  quoteStatus: repairLines.quoteStatus,
};

/**
 * The lines of some requests (by request, then line), with their product's type and looks
 * (the names the piece's row keeps), each with its whole dated log and state history: one
 * statement, prepared once per audience, the timestamps written by the database.
 */
function prepareListLines(db: Db, audience: NoteAudience) {
  return db
    .select({
      ...LINE_COLUMNS,
      notes: notesOfLine(audience),
      stateHistory: historyOfLine,
    })
    .from(repairLines)
    .innerJoin(products, eq(products.serialno, repairLines.serialno))
    .where(
      sql`${repairLines.repairRequestId} = ANY(string_to_array(${sql.placeholder("ids")}, ',')::int[])`,
    )
    .orderBy(asc(repairLines.repairRequestId), asc(repairLines.id))
    .prepare(`repair_list_lines_${audience}`);
}

const statements = {
  admin: perDatabase((db: Db) => prepareListLines(db, "admin")),
  customer: perDatabase((db: Db) => prepareListLines(db, "customer")),
};

function workshopLog(notes: NoteTuple[], forAdmin: boolean): WorkshopLogEntry[] {
  return notes.map(([message, timestamp, name, surname, internal]) => {
    const author = authorName(name, surname);
    return forAdmin ? { message, timestamp, author, internal } : { message, timestamp, author };
  });
}

/**
 * A line's coverage as `audience` reads it (decision 094): in words for everyone, with where its
 * quote stands and whether it goes back unrepaired (decision 095); the goodwill reason and the
 * cause the workshop found for admins alone.
 */
export function coverageFor(
  line: LineCoverage & { quoteStatus: Exclude<QuoteStatus, "draft"> | null },
  audience: NoteAudience,
) {
  const answer = line.quoteStatus === "awaiting" ? null : line.quoteStatus;
  const returnUnrepaired = returnsUnrepaired(line.coverage, answer);
  const words = {
    coverage: line.coverage,
    coverageText: coverageForCustomer(line),
    // Only where there is something to say: a line under the warranty reads as it always did.
    ...((line.quoteStatus === null || !takesQuote(line.coverage)) && !returnUnrepaired
      ? { quoteStatus: undefined }
      : { quoteStatus: line.quoteStatus, returnUnrepaired }),
  };
  if (audience !== "admin") {
    return {
      ...words,
      goodwillReason: undefined,
      causeComponent: undefined,
      causeReason: undefined,
    };
  }
  return {
    ...words,
    goodwillReason: line.goodwillReason,
    causeComponent: line.causeComponent,
    causeReason: line.causeReason,
  };
}

/** The lines of these requests by request id, each line as the lists send it. */
export async function listLinesByRequest(
  db: Db,
  requestIds: number[],
  audience: NoteAudience,
): Promise<Map<number, RepairLineRecord[]>> {
  const rows = await statements[audience](db).execute({ ids: requestIds.join(",") });
  const forAdmin = audience === "admin";
  return groupedBy(
    rows,
    (row) => row.repairRequestId,
    ({ repairRequestId: _request, notes, ...line }) => ({
      ...line,
      ...coverageFor(line, audience),
      workshopLog: workshopLog(notes, forAdmin),
    }),
  );
}
