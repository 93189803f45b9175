import { randomBytes } from "node:crypto";
import {
  ANONYMISED_EMAIL_DOMAIN,
  ANONYMISED_NAME,
  ANONYMISED_SURNAME,
  PRIVACY_MESSAGES,
  type AnonymiseResponse,
} from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../db/audit-log";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";
import { recordSecurity } from "../db/security-log";
import { conflict, MESSAGES, notFound } from "../errors";
import { hashPassword } from "../identity/passwords";
import type { SessionUser } from "../identity/sessions";
import { personIdentity } from "./identity";
import { scrubFor, scrubRows, sweepEveryTable, type Scrub } from "./scrub";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** `ANON-` and ten random base-32 characters: a key that says nothing of the person. */
function newAnonymousId(): string {
  const bytes = randomBytes(10);
  return `ANON-${[...bytes].map((byte) => BASE32[byte % 32]).join("")}`;
}

/** The customer, locked; 404 for anyone else, 409 when already anonymised or still served. */
async function customerToForget(tx: Tx, idnumber: string) {
  const [person] = await tx
    .select({
      idnumber: users.idnumber,
      email: users.email,
      cellphone: users.cellphone,
      cellphoneDigits: users.cellphoneDigits,
      name: users.name,
      surname: users.surname,
      anonymisedAt: users.anonymisedAt,
    })
    .from(users)
    .where(and(eq(users.idnumber, idnumber), eq(users.role, "customer")))
    .for("update");
  if (!person) throw notFound(MESSAGES.customerNotFound);
  if (person.anonymisedAt) throw conflict(PRIVACY_MESSAGES.alreadyAnonymised);
  const open = (await tx.execute(
    sql`select 1 from repair_lines l join repair_requests r on r.id = l.repair_request_id
      where r.customer_idnumber = ${idnumber} and l.state <> 'completed' limit 1`,
  )) as unknown as { rows: unknown[] };
  if (open.rows.length > 0) throw conflict(PRIVACY_MESSAGES.piecesInWorkshop);
  return person;
}

/** Sessions, factors, devices and every link that named them: gone; their tracking links revoked. */
async function revokeAccess(tx: Tx, idnumber: string, emails: string[]): Promise<void> {
  for (const table of [
    "sessions",
    "known_devices",
    "passkeys",
    "totp_factors",
    "recovery_codes",
    "factor_failures",
    "webauthn_challenges",
    "staged_photos",
    "link_tokens",
  ]) {
    const column = table === "staged_photos" ? "owner_idnumber" : "user_idnumber";
    await tx.execute(
      sql`delete from ${sql.identifier(table)} where ${sql.identifier(column)} = ${idnumber}`,
    );
  }
  await tx.execute(
    sql`update link_tokens set revoked_at = now()
      where purpose = 'track' and revoked_at is null
        and repair_request_id in (select id from repair_requests where customer_idnumber = ${idnumber})`,
  );
  const theirAddresses = sql.join(
    emails.map((email) => sql`${email.toLowerCase()}`),
    sql`, `,
  );
  await tx.execute(sql`delete from login_failures where email_lower in (${theirAddresses})`);
  // Offers of their pieces, and offers made to them, stop; mail not yet sent to them is not sent.
  await tx.execute(
    sql`update product_transfers set state = 'cancelled', closed_at = now()
      where state = 'pending' and (from_idnumber = ${idnumber}
        or lower(to_email) in (${theirAddresses}))`,
  );
  await tx.execute(
    sql`update outbox_mails set state = 'skipped', last_error = 'The customer was anonymised.',
        updated_at = now()
      where state in ('pending', 'sending') and (customer_idnumber = ${idnumber}
        or lower(to_address) in (${theirAddresses}))`,
  );
}

/** The rows about them, names included: their logs, mails, messages, requests and notes. */
async function scrubTheirRows(tx: Tx, idnumber: string, scrub: Scrub): Promise<void> {
  const theirRequests = sql`repair_request_id in
    (select id from repair_requests where customer_idnumber = ${idnumber})`;
  const theirLines = sql`repair_line_id in (select l.id from repair_lines l
    join repair_requests r on r.id = l.repair_request_id where r.customer_idnumber = ${idnumber})`;
  const aboutThem = sql`customer_idnumber = ${idnumber} or actor_idnumber = ${idnumber}`;
  await scrubRows(
    tx,
    "audit_log",
    [{ column: "changes", json: true }, { column: "actor_name" }],
    aboutThem,
    scrub,
  );
  await tx.execute(
    sql`update security_log set ip = null, user_agent = null
      where user_idnumber = ${idnumber} or actor_idnumber = ${idnumber}`,
  );
  await scrubRows(
    tx,
    "security_log",
    [{ column: "details", json: true }],
    sql`user_idnumber = ${idnumber} or actor_idnumber = ${idnumber}`,
    scrub,
  );
  await scrubRows(
    tx,
    "outbox_mails",
    [{ column: "payload", json: true }, { column: "subject" }, { column: "last_error" }],
    sql`customer_idnumber = ${idnumber} or to_address ~* ${scrub.anywhere}`,
    scrub,
  );
  await scrubRows(
    tx,
    "contact_messages",
    [{ column: "name" }, { column: "message" }],
    sql`email ~* ${scrub.anywhere}`,
    scrub,
  );
  await scrubRows(
    tx,
    "repair_requests",
    [{ column: "current_location" }],
    sql`customer_idnumber = ${idnumber}`,
    scrub,
  );
  await scrubRows(tx, "repair_lines", [{ column: "problem_description" }], theirRequests, scrub);
  await scrubRows(tx, "repair_line_notes", [{ column: "message" }], theirLines, scrub);
  // The money of their requests keeps its amounts (the workshop's books); any words in it
  // that name them go, as in their notes (decisions 096, 099).
  await scrubRows(
    tx,
    "quotes",
    [{ column: "items", json: true }, { column: "answer_note" }],
    theirLines,
    scrub,
  );
  await scrubRows(tx, "request_fees", [{ column: "description" }], theirRequests, scrub);
  await scrubRows(tx, "payments", [{ column: "reference" }], theirRequests, scrub);
  await scrubRows(tx, "invoices", [{ column: "items", json: true }], theirRequests, scrub);
}

/** Their own row: a new key, nothing personal left, no way to sign in. */
async function eraseTheirRow(tx: Tx, idnumber: string, newIdnumber: string): Promise<void> {
  await tx
    .update(users)
    .set({
      idnumber: newIdnumber,
      email: `${newIdnumber.toLowerCase()}@${ANONYMISED_EMAIL_DOMAIN}`,
      passwordHash: await hashPassword(randomBytes(32).toString("base64url")),
      passwordFlag: 1,
      name: ANONYMISED_NAME,
      surname: ANONYMISED_SURNAME,
      cellphone: null,
      isSouthAfrican: false,
      street: null,
      city: null,
      province: null,
      postalCode: null,
      country: null,
      statusMails: false,
      signInMails: false,
      anonymisedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.idnumber, idnumber));
}

/**
 * Forgets a customer who asked to be (decision 089), in one transaction: every personal field
 * erased or replaced, their access and links revoked, their pieces and repair history kept
 * under a new key for the warranty's statistics, and the change recorded in both logs.
 */
export async function anonymiseCustomer(
  db: Db,
  idnumber: string,
  admin: SessionUser,
  request: FastifyRequest,
): Promise<AnonymiseResponse> {
  return db.transaction(async (tx) => {
    const person = await customerToForget(tx, idnumber);
    // The two logs refuse every change but in a transaction that says it is forgetting someone.
    await tx.execute(sql`select set_config('lo.anonymising', 'on', true)`);
    const identity = await personIdentity(tx, person);
    const newIdnumber = newAnonymousId();
    const scrub = scrubFor(identity, newIdnumber);
    await revokeAccess(tx, idnumber, identity.emails);
    await scrubTheirRows(tx, idnumber, scrub);
    await eraseTheirRow(tx, idnumber, newIdnumber);
    await sweepEveryTable(tx, scrub);
    await recordAudit(tx, {
      actor: admin,
      entityKind: "customer",
      entityId: newIdnumber,
      action: "anonymised",
      subjects: { customerIdnumber: newIdnumber },
    });
    await recordSecurity(tx, request, {
      event: "customer-anonymised",
      userIdnumber: newIdnumber,
      actorIdnumber: admin.idnumber,
    });
    return { message: PRIVACY_MESSAGES.customerAnonymised, idnumber: newIdnumber };
  });
}
