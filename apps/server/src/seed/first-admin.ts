import { eq, sql } from "drizzle-orm";
import { hashPassword, generatePassword } from "../identity/passwords";
import type { Db } from "../db/client";
import { users } from "../db/schema";

export type FirstAdminResult =
  | { created: false }
  | { created: true; idnumber: string; email: string; generatedPassword: string | undefined };

export class FirstAdminError extends Error {
  override name = "FirstAdminError";
}

/**
 * Creates the first admin when there is no admin at all. With a configured password the
 * account is ready to use (flag 1); otherwise a password is generated, returned once for
 * printing, and must be changed at first sign-in (flag 0).
 */
export async function ensureFirstAdmin(
  db: Db,
  options: { email: string; password: string | undefined },
): Promise<FirstAdminResult> {
  const [existingAdmin] = await db
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(eq(users.role, "admin"))
    .limit(1);
  if (existingAdmin) return { created: false };

  const email = options.email.trim().toLowerCase();
  const [emailTaken] = await db
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  if (emailTaken) {
    throw new FirstAdminError(
      `ADMIN_EMAIL ${email} already belongs to a customer; choose another e-mail for the admin.`,
    );
  }

  // The admin has no ID number of their own: give a readable key that cannot be a real one.
  let idnumber = "ADMIN-1";
  for (let n = 2; ; n++) {
    const [taken] = await db
      .select({ idnumber: users.idnumber })
      .from(users)
      .where(eq(users.idnumber, idnumber))
      .limit(1);
    if (!taken) break;
    idnumber = `ADMIN-${n}`;
  }

  const generatedPassword = options.password === undefined ? generatePassword() : undefined;
  const password = options.password ?? generatedPassword ?? "";
  await db.insert(users).values({
    idnumber,
    email,
    passwordHash: await hashPassword(password),
    passwordFlag: options.password === undefined ? 0 : 1,
    role: "admin",
    name: "Workshop",
    surname: "Admin",
  });
  return { created: true, idnumber, email, generatedPassword };
}
