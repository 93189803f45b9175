import { eq } from "drizzle-orm";
import { users } from "../db/schema";
import type { MailContext, OutboxRow, SkippedMail } from "./kinds";

/**
 * The person a mail is for, as they are when it is sent (their address, first name), with the
 * mail's row, or why it is not sent: the account no longer exists.
 */
export async function mailRecipient(
  db: MailContext["db"],
  row: OutboxRow | undefined,
): Promise<{ email: string; name: string; row: OutboxRow } | SkippedMail> {
  const gone = { skip: "The account no longer exists" };
  if (!row?.customerIdnumber) return gone;
  const [person] = await db
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.idnumber, row.customerIdnumber));
  return person ? { ...person, row } : gone;
}
