/** How long sessions live (design §4; admins' shorter, as their sessions guard the most). */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * However busy a session is, it ends this long after sign-in: the sliding expiry never
 * reaches past it, so a stolen cookie cannot be kept alive for ever.
 */
export const SESSION_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
/**
 * An admin's session (it can export every customer's details) ends after this long without a
 * call, and this long after sign-in however busy it is.
 */
export const ADMIN_IDLE_MS = 12 * 60 * 60 * 1000;
export const ADMIN_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** How long a session of this role may sit idle, and live in all. */
export function sessionLimits(role: "admin" | "customer"): { idleMs: number; maxAgeMs: number } {
  return role === "admin"
    ? { idleMs: ADMIN_IDLE_MS, maxAgeMs: ADMIN_MAX_AGE_MS }
    : { idleMs: SESSION_LIFETIME_MS, maxAgeMs: SESSION_MAX_AGE_MS };
}
