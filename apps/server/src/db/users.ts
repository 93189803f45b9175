import { and, sql } from "drizzle-orm";
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
