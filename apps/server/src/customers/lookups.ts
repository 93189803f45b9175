import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

// Who holds an ID number, for the checks before a customer is created or changed (who holds
// an e-mail: db/users.ts).

export async function findUserByIdnumber(db: Db, idnumber: string) {
  const [row] = await db
    .select({
      idnumber: users.idnumber,
      role: users.role,
      email: users.email,
      passwordFlag: users.passwordFlag,
      anonymisedAt: users.anonymisedAt,
    })
    .from(users)
    .where(eq(users.idnumber, idnumber))
    .limit(1);
  return row;
}

/** Whether an ID number is taken in any letter case ('PqXz2' and 'pqxz2' are one person). */
export async function idnumberTaken(db: Db, idnumber: string): Promise<boolean> {
  const rows = await db
    .select({ idnumber: users.idnumber })
    .from(users)
    .where(sql`lower(${users.idnumber}) = lower(${idnumber})`)
    .limit(1);
  return rows.length > 0;
}
