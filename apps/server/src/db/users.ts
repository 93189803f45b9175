import type { PasswordContext } from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "./client";
import { users } from "./schema";

/** Whether an e-mail (in any letter case) belongs to someone other than `exceptIdnumber`. */
export async function emailTaken(
  db: Db | Tx,
  email: string,
  exceptIdnumber?: string,
): Promise<boolean> {
  const [row] = await db
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        exceptIdnumber === undefined ? undefined : sql`${users.idnumber} <> ${exceptIdnumber}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A customer's contact details under the names the update payloads give them (the admin's
 * edit and the customer's own `/account`): the account page reads them, the audit log compares
 * them before and after an admin's change.
 */
export const customerDetailColumns = {
  name: users.name,
  surname: users.surname,
  email: users.email,
  cellphone: users.cellphone,
  issouthafrican: users.isSouthAfrican,
  address: users.street,
  city: users.city,
  province: users.province,
  postalcode: users.postalCode,
  country: users.country,
};

/**
 * Stores a user's new password hash with its flag (0: to be changed at the next sign-in), set
 * now; the caller's transaction ends or keeps their sessions.
 */
export function storePassword(
  db: Db | Tx,
  idnumber: string,
  passwordHash: string,
  passwordFlag: 0 | 1,
) {
  const now = new Date();
  return db
    .update(users)
    .set({ passwordHash, passwordFlag, passwordSetAt: now, updatedAt: now })
    .where(eq(users.idnumber, idnumber));
}

/** What a new password of this user must not contain (decision 082): their names and e-mail. */
export async function passwordContextOf(db: Db | Tx, idnumber: string): Promise<PasswordContext> {
  const [row] = await db
    .select({ name: users.name, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.idnumber, idnumber))
    .limit(1);
  return { ...row, idnumber };
}

/** Whether `email` would change the login e-mail of `idnumber` (no such person: no). */
export async function changesEmail(
  db: Db | Tx,
  idnumber: string,
  email: unknown,
): Promise<boolean> {
  if (typeof email !== "string") return false;
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.idnumber, idnumber));
  return row !== undefined && row.email.toLowerCase() !== email.trim().toLowerCase();
}
