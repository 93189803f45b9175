import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";

/** Rows of a statement, as both drivers answer `execute`. */
export async function rows<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const answer = (await db.execute(statement)) as unknown as { rows: Row[] };
  return answer.rows;
}

export const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC',
  'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** Their account: every field the shop keeps of them but the password's hash. */
export async function accountDetails(db: Db, idnumber: string) {
  const [details] = await rows<Record<string, unknown>>(
    db,
    sql`select idnumber as "idNumber", name, surname, email, cellphone,
        is_south_african as "southAfrican", street, city, province,
        postal_code as "postalCode", country,
        status_mails as "mailsAboutRepairs", sign_in_mails as "mailsAboutNewDevices",
        ${iso("created_at")} as "joined", ${iso("password_set_at")} as "passwordSet"
      from users where idnumber = ${idnumber}`,
  );
  return details ?? {};
}

/** Every piece they own or have owned, with when and how each time began and ended. */
export function piecesOwned(db: Db, idnumber: string) {
  return rows<Record<string, unknown>>(
    db,
    sql`select p.serialno as "serialNumber", p.type_name as "piece", p.colour_name as "colour",
        p.size_name as "size", p.description,
        ${iso("o.started_at")} as "ownedFrom", ${iso("o.ended_at")} as "ownedUntil",
        o.via as "how"
      from product_ownerships o join products p on p.serialno = o.serialno
      where o.customer_idnumber = ${idnumber}
      order by o.started_at, p.serialno`,
  );
}

interface LineRow {
  requestId: number;
  lineId: number;
  serialNumber: string;
  problem: string;
  state: string;
}

/** Their repair requests, each line with its states, the notes and photos they may see. */
export async function repairRequestsOf(db: Db, idnumber: string) {
  const requests = await rows<Record<string, unknown> & { id: number }>(
    db,
    sql`select id, ${iso("created_at")} as "received", status,
        current_location as "currentLocation"
      from repair_requests where customer_idnumber = ${idnumber} order by id`,
  );
  const ofTheirs = sql`in (select id from repair_requests where customer_idnumber = ${idnumber})`;
  const lines = await rows<LineRow>(
    db,
    sql`select repair_request_id as "requestId", id as "lineId", serialno as "serialNumber",
        problem_description as "problem", state
      from repair_lines where repair_request_id ${ofTheirs} order by id`,
  );
  const theirLines = sql`in (select id from repair_lines where repair_request_id ${ofTheirs})`;
  const changes = await rows<{ lineId: number; from: string | null; to: string; at: string }>(
    db,
    sql`select repair_line_id as "lineId", from_state as "from", to_state as "to",
        ${iso("changed_at")} as "at"
      from repair_line_state_changes where repair_line_id ${theirLines} order by changed_at, id`,
  );
  const notes = await rows<{ lineId: number; at: string; note: string }>(
    db,
    sql`select repair_line_id as "lineId", ${iso("created_at")} as "at", message as "note"
      from repair_line_notes where repair_line_id ${theirLines} and not internal
      order by created_at, id`,
  );
  const photos = await customerVisiblePhotos(db, theirLines);
  const byLine = <T extends { lineId: number }>(list: T[], lineId: number) =>
    list.filter((item) => item.lineId === lineId).map(({ lineId: _line, ...rest }) => rest);
  return {
    photos,
    requests: requests.map((request) => ({
      ...request,
      pieces: lines
        .filter((line) => line.requestId === request.id)
        .map(({ requestId: _request, lineId, ...line }) => ({
          ...line,
          stateChanges: byLine(changes, lineId),
          workshopNotes: byLine(notes, lineId),
          photos: photos.filter((photo) => photo.lineId === lineId).map((photo) => photo.file),
        })),
    })),
  };
}

export interface ArchivePhoto {
  lineId: number;
  imageHash: string;
  /** Its name in the archive. */
  file: string;
}

/** The photos of their lines they may see (theirs, and the workshop's shown to them). */
async function customerVisiblePhotos(db: Db, theirLines: SQL): Promise<ArchivePhoto[]> {
  const found = await rows<{ id: number; lineId: number; requestId: number; imageHash: string }>(
    db,
    sql`select ph.id, ph.repair_line_id as "lineId", l.repair_request_id as "requestId",
        ph.image_hash as "imageHash"
      from repair_line_photos ph join repair_lines l on l.id = ph.repair_line_id
      where ph.repair_line_id ${theirLines} and ph.customer_visible order by ph.id`,
  );
  return found.map((photo) => ({
    lineId: photo.lineId,
    imageHash: photo.imageHash,
    file: `photos/request-${photo.requestId}/photo-${photo.id}.jpg`,
  }));
}

/** The mails the shop wrote to them: what, when and how it went (never a link's token). */
export function mailsTo(db: Db, idnumber: string, email: string) {
  return rows<Record<string, unknown>>(
    db,
    sql`select kind, subject, coalesce(to_address, ${email}) as "to", state,
        ${iso("created_at")} as "written", ${iso("sent_at")} as "sent"
      from outbox_mails
      where customer_idnumber = ${idnumber} or lower(to_address) = lower(${email})
      order by created_at, id`,
  );
}

/** What they sent through the contact form, from their e-mail address. */
export function contactMessagesFrom(db: Db, email: string) {
  return rows<Record<string, unknown>>(
    db,
    sql`select ${iso("created_at")} as "sent", name, email, message
      from contact_messages where lower(email) = lower(${email}) order by created_at, id`,
  );
}

/** Pieces they offered to someone, and pieces offered to them. */
export function transfersOf(db: Db, idnumber: string) {
  return rows<Record<string, unknown>>(
    db,
    sql`select serialno as "serialNumber",
        case when from_idnumber = ${idnumber} then 'offered by you' else 'offered to you' end
          as "direction",
        to_email as "offeredTo", state, ${iso("created_at")} as "offered",
        ${iso("closed_at")} as "closed"
      from product_transfers where from_idnumber = ${idnumber} or to_idnumber = ${idnumber}
      order by created_at, id`,
  );
}

/** Their sessions, passkeys and security log: devices, addresses and times. */
export async function securityRecords(db: Db, idnumber: string) {
  const [sessions, passkeys, log] = await Promise.all([
    rows<Record<string, unknown>>(
      db,
      sql`select user_agent as "browser", ip as "address", ${iso("created_at")} as "started",
          ${iso("last_seen_at")} as "lastSeen"
        from sessions where user_idnumber = ${idnumber} order by created_at`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`select name, ${iso("created_at")} as "added", ${iso("last_used_at")} as "lastUsed"
        from passkeys where user_idnumber = ${idnumber} order by created_at`,
    ),
    rows<Record<string, unknown>>(
      db,
      sql`select ${iso("at")} as "at", event, ip as "address", user_agent as "browser"
        from security_log where user_idnumber = ${idnumber} order by at, id`,
    ),
  ]);
  return { sessions, passkeys, securityLog: log };
}
