import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { loginFailures } from "../db/schema";

/** The answer (429) while an account is locked from an address. */
export const ACCOUNT_LOCKED_MESSAGE =
  "Too many failed sign-in attempts for this account. Please try again in 15 minutes.";

/** After this many failures for one e-mail from one IP ... */
export const ACCOUNT_FAILURE_LIMIT = 5;
/** ... within this window, that e-mail is refused from that IP for the same time. */
export const ACCOUNT_LOCK_MS = 15 * 60 * 1000;
const PRUNE_INTERVAL_MS = 60 * 60 * 1000;
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * True when the last ACCOUNT_FAILURE_LIMIT failures fell within 15 minutes of each other and
 * the latest is less than 15 minutes old. Keyed by e-mail and IP together, so a stranger
 * cannot lock a customer out from the customer's own network.
 */
export async function isAccountThrottled(
  db: Db | Tx,
  emailLower: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const rows = await db
    .select({ createdAt: loginFailures.createdAt })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.emailLower, emailLower),
        eq(loginFailures.ip, ip),
        gt(loginFailures.createdAt, new Date(now.getTime() - 2 * ACCOUNT_LOCK_MS)),
      ),
    )
    .orderBy(desc(loginFailures.createdAt))
    .limit(ACCOUNT_FAILURE_LIMIT);
  const latest = rows[0]?.createdAt;
  const oldest = rows[ACCOUNT_FAILURE_LIMIT - 1]?.createdAt;
  if (!latest || !oldest) return false;
  return (
    now.getTime() - latest.getTime() < ACCOUNT_LOCK_MS &&
    latest.getTime() - oldest.getTime() <= ACCOUNT_LOCK_MS
  );
}

/**
 * Counts an attempt before its password is checked (decision 063): under a lock of its own for
 * this e-mail and IP, the attempt is refused if the account is locked from this IP, else
 * recorded as a failure (a successful sign-in then forgives it). Twenty parallel attempts
 * thus see each other, and at most ACCOUNT_FAILURE_LIMIT passwords are ever checked in 15
 * minutes; before, each read the lock, spent ~30 ms on the password and only then wrote its
 * failure, so all twenty were checked. True when the password may be checked.
 */
export async function claimLoginAttempt(
  db: Db,
  emailLower: string,
  ip: string,
  now = new Date(),
): Promise<boolean> {
  const claimed = await db.transaction(async (tx) => {
    // One lock per e-mail and IP, released at commit: attempts for other accounts never wait.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`${emailLower} ${ip}`}, 0))`,
    );
    if (await isAccountThrottled(tx, emailLower, ip, now)) return false;
    await tx.insert(loginFailures).values({ emailLower, ip, createdAt: now });
    return true;
  });
  if (claimed) await pruneOldFailures(db, now);
  return claimed;
}

let lastPrune = 0;

async function pruneOldFailures(db: Db, now: Date): Promise<void> {
  if (now.getTime() - lastPrune <= PRUNE_INTERVAL_MS) return;
  lastPrune = now.getTime();
  await db
    .delete(loginFailures)
    .where(lt(loginFailures.createdAt, new Date(now.getTime() - KEEP_MS)));
}

/** A successful sign-in forgives the earlier failures from that IP. */
export async function clearLoginFailures(db: Db, emailLower: string, ip: string): Promise<void> {
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.emailLower, emailLower), eq(loginFailures.ip, ip)));
}
