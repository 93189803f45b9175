import {
  API_MESSAGES,
  CUSTOMER_MESSAGES,
  isSouthAfricanId,
  NEW_CUSTOMER_ROLE,
  PRIVACY_MESSAGES,
  type CustomerUpdateData,
  type UserCreateData,
} from "@lo/domain";
import type { FastifyRequest } from "fastify";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";
import { uniqueViolation } from "../db/sql";
import { conflict, MESSAGES, notFound, validationError } from "../errors";
import { hashPassword } from "../identity/passwords";
import { issuePasswordLink } from "../links/password-links";
import { recordSecurity } from "../db/security-log";
import { emailTaken } from "../db/users";
import { findUserByIdnumber, idnumberTaken } from "./lookups";
import { changedFields } from "../db/audit-log";
import type { SessionUser } from "../identity/sessions";
import {
  createdFields,
  DETAIL_FIELDS,
  detailsOf,
  recordCustomerChange,
  storedDetails,
} from "./audit";

/**
 * A new customer whose first password is their ID number (flag 0: they must change it), and
 * their invitation mail with a link to choose their own (design §8), in one transaction.
 * One answer per person: an ID number taken by anyone (an admin too), in any letter case, is
 * a duplicate.
 */
export async function createCustomer(
  db: Db,
  customer: UserCreateData,
  actor: SessionUser,
): Promise<void> {
  if (await idnumberTaken(db, customer.idnumber)) throw conflict(API_MESSAGES.userExists);
  if (await emailTaken(db, customer.email)) throw conflict(API_MESSAGES.emailExists);

  const now = new Date();
  // Hashed before the transaction: argon2 is slow and holds no lock.
  const passwordHash = await hashPassword(customer.idnumber);
  try {
    await db.transaction(async (tx) => {
      await insertCustomer(tx, customer, passwordHash, now);
      await issuePasswordLink(tx, customer.idnumber, "invitation");
      const created = createdFields(detailsOf(customer));
      await recordCustomerChange(tx, actor, customer.idnumber, "create", created);
    });
  } catch (error) {
    // Someone else created the same person between the checks and the insert.
    if (!uniqueViolation(error)) throw error;
    if (await idnumberTaken(db, customer.idnumber)) throw conflict(API_MESSAGES.userExists);
    throw conflict(API_MESSAGES.emailExists);
  }
}

async function insertCustomer(
  tx: Tx,
  customer: UserCreateData,
  passwordHash: string,
  now: Date,
): Promise<void> {
  await tx.insert(users).values({
    idnumber: customer.idnumber,
    email: customer.email,
    passwordHash,
    passwordFlag: 0,
    passwordSetAt: now,
    role: NEW_CUSTOMER_ROLE,
    name: customer.name,
    surname: customer.surname,
    cellphone: customer.cellphone,
    isSouthAfrican: customer.issouthafrican,
    street: customer.address,
    city: customer.city,
    province: customer.province,
    postalCode: customer.postalcode,
    country: customer.country,
    createdAt: now,
    updatedAt: now,
  });
}

export const INVITATION_ACCEPTED_MESSAGE =
  "This customer has already chosen a password. Use Reset Password to send them a new link.";

/**
 * A new invitation for a customer (the admin's Resend): their earlier password links stop
 * working and a fresh one, valid 7 days, is mailed. Not for a customer who has chosen a
 * password already: 'Welcome, choose your password' would be wrong, and their password stands
 * until Reset Password.
 */
export async function resendInvitation(db: Db, id: string, actor: SessionUser): Promise<void> {
  const target = await findUserByIdnumber(db, id);
  if (!target || target.role !== "customer") throw notFound(MESSAGES.customerNotFound);
  if (target.passwordFlag === 1) throw conflict(INVITATION_ACCEPTED_MESSAGE);
  await db.transaction(async (tx) => {
    await issuePasswordLink(tx, id, "invitation");
    await recordCustomerChange(tx, actor, id, "invitation-sent");
  });
}

/**
 * A customer's details; the ID number never changes. The fields that changed are recorded,
 * before and after, in the same transaction.
 */
export async function updateCustomer(
  db: Db,
  id: string,
  changes: CustomerUpdateData,
  actor: SessionUser,
  request?: FastifyRequest,
): Promise<void> {
  const target = await findUserByIdnumber(db, id);
  if (!target || target.role !== "customer") throw notFound(MESSAGES.customerNotFound);
  if (target.anonymisedAt) throw conflict(PRIVACY_MESSAGES.anonymisedUnchangeable);
  // The ID number is in the path, not the payload, so the schema cannot see it.
  if (changes.issouthafrican && !isSouthAfricanId(id)) {
    throw validationError([{ path: "idnumber", message: CUSTOMER_MESSAGES.southAfricanId }]);
  }
  if (await emailTaken(db, changes.email, id)) throw conflict(API_MESSAGES.emailExists);

  try {
    await db.transaction(async (tx) => {
      const before = await storedDetails(tx, id);
      if (!before) throw notFound(MESSAGES.customerNotFound);
      await tx
        .update(users)
        .set({
          name: changes.name,
          surname: changes.surname,
          email: changes.email,
          cellphone: changes.cellphone,
          isSouthAfrican: changes.issouthafrican,
          street: changes.address,
          city: changes.city,
          province: changes.province,
          postalCode: changes.postalcode,
          country: changes.country,
          updatedAt: new Date(),
        })
        .where(eq(users.idnumber, id));
      const changed = changedFields(before, detailsOf(changes), DETAIL_FIELDS);
      if (Object.keys(changed).length > 0) {
        await recordCustomerChange(tx, actor, id, "update", changed);
      }
      // The login changed: the account holder's security log shows who changed it.
      if (changed.email) {
        await recordSecurity(tx, request, {
          event: "email-changed",
          userIdnumber: id,
          actorIdnumber: actor.idnumber,
          details: { from: changed.email.before, to: changed.email.after },
        });
      }
    });
  } catch (error) {
    if (uniqueViolation(error)) throw conflict(API_MESSAGES.emailExists);
    throw error;
  }
}
