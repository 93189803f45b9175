import {
  ACCOUNT_MESSAGES,
  accountCountryIssues,
  API_MESSAGES,
  EMAIL_CHANGE_MAILS_PER_HOUR,
  SOUTH_AFRICA_COUNTRY,
  type AccountDetails,
  type AccountUpdateData,
} from "@lo/domain";
import { eq } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { users } from "../db/schema";
import { customerDetailColumns, emailTaken } from "../db/users";
import { HttpError, notFound, tooManyRequests, validationError } from "../errors";
import { checkCurrentPassword } from "../identity/current-password";
import { createEmailChangeLink, pendingEmailOf } from "./email-change-links";
import { mailsInLastHour, queueMail } from "../mail/outbox";
import { EMAIL_CHANGE_CONFIRM, EMAIL_CHANGE_NOTICE } from "./email-change-mails";

const detailColumns = { idnumber: users.idnumber, ...customerDetailColumns };

/** A customer's details as `GET /account` gives them; undefined if they are gone. */
export async function accountDetails(
  db: Db | Tx,
  idnumber: string,
): Promise<AccountDetails | undefined> {
  const [row] = await db.select(detailColumns).from(users).where(eq(users.idnumber, idnumber));
  if (!row) return undefined;
  return { ...row, pendingEmail: await pendingEmailOf(db, idnumber) };
}

/** 409 with the customer API's message, on the e-mail field so the form can show it there. */
export function emailTakenError(): HttpError {
  return new HttpError(409, API_MESSAGES.emailExists, [
    { path: "email", message: API_MESSAGES.emailExists },
  ]);
}

/**
 * Saves the customer's own details (`PUT /account`) and, when the e-mail differs from the
 * login, starts a change of address: a confirm-email link to the new address and a notice to
 * the old one, queued in the same transaction. The login changes only once the link is used
 * (email-change.ts). The ID number never changes: sent back unchanged it is ignored, a
 * different one is refused. Returns the details as saved.
 */
export async function updateAccountDetails(
  db: Db,
  user: { idnumber: string; email: string },
  changes: AccountUpdateData,
  ip: string,
): Promise<AccountDetails> {
  const { idnumber } = user;
  if (changes.idnumber !== undefined && changes.idnumber.trim() !== idnumber) {
    throw validationError([{ path: "idnumber", message: ACCOUNT_MESSAGES.idnumberFixed }]);
  }
  // A new login address needs the current password (checked before the transaction: argon2
  // is slow): with a session alone, a thief could move the address, then reset the password
  // through it. Sending the pending change's link again needs none.
  const newAddress = changes.email !== user.email.toLowerCase();
  if (newAddress && changes.email !== (await pendingEmailOf(db, idnumber))) {
    await checkCurrentPassword(db, user, changes.currentPassword, ip);
  }
  if (
    newAddress &&
    (await mailsInLastHour(db, idnumber, EMAIL_CHANGE_CONFIRM)) >= EMAIL_CHANGE_MAILS_PER_HOUR
  ) {
    // Each change mails an address the customer names, and the old one: not a mail cannon.
    throw tooManyRequests(ACCOUNT_MESSAGES.tooManyEmailChanges);
  }
  return db.transaction(async (tx) => {
    // The row lock makes two saves of one account (two tabs) run one after the other.
    const [stored] = await tx
      .select({ email: users.email, southAfrican: users.isSouthAfrican })
      .from(users)
      .where(eq(users.idnumber, idnumber))
      .for("update");
    if (!stored) throw notFound();
    const countryIssues = accountCountryIssues(stored.southAfrican, changes.country);
    if (countryIssues.length > 0) throw validationError(countryIssues);
    const newEmail = changes.email;
    const emailChanges = newEmail !== stored.email.toLowerCase();
    if (emailChanges && (await emailTaken(tx, newEmail, idnumber))) {
      throw emailTakenError();
    }

    await tx
      .update(users)
      .set({
        name: changes.name,
        surname: changes.surname,
        cellphone: changes.cellphone,
        street: changes.address,
        city: changes.city,
        province: changes.province,
        postalCode: changes.postalcode,
        country: stored.southAfrican ? SOUTH_AFRICA_COUNTRY : changes.country,
        updatedAt: new Date(),
      })
      .where(eq(users.idnumber, idnumber));
    if (emailChanges) {
      const link = await createEmailChangeLink(tx, idnumber, newEmail);
      await queueMail(
        tx,
        { kind: EMAIL_CHANGE_CONFIRM, to: newEmail, customerIdnumber: idnumber, payload: { link } },
        {
          kind: EMAIL_CHANGE_NOTICE,
          to: stored.email,
          customerIdnumber: idnumber,
          payload: { link },
        },
      );
    }
    const saved = await accountDetails(tx, idnumber);
    if (!saved) throw notFound();
    return saved;
  });
}
