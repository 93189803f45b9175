import { PASSWORD_MESSAGES } from "@lo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { tooManyRequests, validationError } from "../errors";
import { ACCOUNT_LOCKED_MESSAGE, claimLoginAttempt, clearLoginFailures } from "./login-throttle";
import { verifyPassword } from "./passwords";

/**
 * The current password of someone changing a password that is already their own (flag 1;
 * design §8), or changing their login e-mail, so a session alone (a borrowed browser, a stolen
 * cookie) cannot take the account. A
 * wrong one counts against the same per-account limit as a failed sign-in, from this IP.
 */
export async function checkCurrentPassword(
  db: Db,
  user: { idnumber: string; email: string },
  currentPassword: string | undefined,
  ip: string,
  /** The field the password came in, for the messages. */
  field = "currentPassword",
): Promise<void> {
  if (!currentPassword) {
    throw validationError([{ path: field, message: PASSWORD_MESSAGES.currentRequired }]);
  }
  const emailLower = user.email.toLowerCase();
  // Claimed before the check, as a sign-in is (parallel guesses cannot pass the limit).
  if (!(await claimLoginAttempt(db, emailLower, ip))) {
    throw tooManyRequests(ACCOUNT_LOCKED_MESSAGE);
  }
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.idnumber, user.idnumber));
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword))) {
    throw validationError([{ path: field, message: PASSWORD_MESSAGES.currentWrong }]);
  }
  await clearLoginFailures(db, emailLower, ip);
}
