import {
  formatCustomerDisplayName,
  type LineStateChangeDetail,
  type WorkshopLogEntry,
} from "@lo/domain";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  logEntry,
  NOTE_COLUMNS,
  NOTES_BY_LINE,
  STATE_CHANGE_COLUMNS,
  STATE_CHANGES_BY_LINE,
  stateChangeDetail,
} from "../db/line-history";
import { repairLineNotes, repairLines, repairLineStateChanges, users } from "../db/schema";
import { groupedBy } from "../db/sql";
import { isAdmin } from "../identity/access";
import type { SessionUser } from "../identity/sessions";

type Person = {
  idnumber: string | null;
  role: string | null;
  name: string | null;
  surname: string | null;
};

/** The Person of a note's author or a state change's maker, read beside it. */
const personColumns = {
  idnumber: users.idnumber,
  role: users.role,
  name: users.name,
  surname: users.surname,
};

/**
 * Who wrote a note or changed a state, as the viewer may see it: a staff member or the viewer
 * themselves by name; anyone else (an earlier owner who raised a request) to a customer not at
 * all. An admin sees every name.
 */
export function shownName(person: Person, viewer: SessionUser): string | null {
  if (person.name === null) return null;
  const shown = isAdmin(viewer) || person.role === "admin" || person.idnumber === viewer.idnumber;
  return shown ? formatCustomerDisplayName(person.name, person.surname ?? "") || null : null;
}

/**
 * The notes of every line of a piece, oldest first, by line id; internal ones (marked) for
 * admins only. By serial number (its lines from their index, then each line's notes from
 * theirs), so it runs beside the lines' own query instead of after it.
 */
export async function notesOfLines(
  db: Db,
  serialno: string,
  viewer: SessionUser,
): Promise<Map<number, WorkshopLogEntry[]>> {
  const admin = isAdmin(viewer);
  const rows = await db
    .select({
      lineId: repairLineNotes.repairLineId,
      ...NOTE_COLUMNS,
      ...personColumns,
    })
    .from(repairLineNotes)
    .innerJoin(repairLines, eq(repairLines.id, repairLineNotes.repairLineId))
    .leftJoin(users, eq(users.idnumber, repairLineNotes.authorIdnumber))
    .where(
      and(
        eq(repairLines.serialno, serialno),
        admin ? undefined : eq(repairLineNotes.internal, false),
      ),
    )
    .orderBy(...NOTES_BY_LINE);
  return groupedBy(
    rows,
    (row) => row.lineId,
    (row) => logEntry(row, shownName(row, viewer), admin),
  );
}

/** The dated state changes of every line of a piece, oldest first, by line id, with who made them. */
export async function stateChangesOfLines(
  db: Db,
  serialno: string,
  viewer: SessionUser,
): Promise<Map<number, LineStateChangeDetail[]>> {
  const rows = await db
    .select({
      lineId: repairLineStateChanges.repairLineId,
      ...STATE_CHANGE_COLUMNS,
      ...personColumns,
    })
    .from(repairLineStateChanges)
    .innerJoin(repairLines, eq(repairLines.id, repairLineStateChanges.repairLineId))
    .leftJoin(users, eq(users.idnumber, repairLineStateChanges.changedByIdnumber))
    .where(eq(repairLines.serialno, serialno))
    .orderBy(...STATE_CHANGES_BY_LINE);
  return groupedBy(
    rows,
    (row) => row.lineId,
    (row) => stateChangeDetail(row, shownName(row, viewer)),
  );
}
