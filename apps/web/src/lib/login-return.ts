/**
 * Signing in returns to the page that was asked for (decision 058): a guard sends a signed-out
 * visitor to `/login?next={path and query}`, and the login page, once signed in, goes there.
 */

const NEXT = "next";

/** The login page's address for a visitor turned away from `location` (path + query). */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const asked = `${location.pathname}${location.search}`;
  if (asked === "/" || asked.startsWith("/login")) return "/login";
  return `/login?${new URLSearchParams({ [NEXT]: asked }).toString()}`;
}

/**
 * Where to go after signing in, from the login page's query: one of this site's own paths,
 * never another site ('//evil.example', '/\\evil.example', 'https://…'); null for none.
 */
export function returnPathFrom(search: string): string | null {
  const next = new URLSearchParams(search).get(NEXT);
  if (!next || !next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) {
    return null;
  }
  if (next.startsWith("/login")) return null;
  return next;
}

/** The login page's navigation state when the server ended the session (app/session-expiry). */
export const SIGNED_OUT_STATE = { signedOut: true } as const;

/** The login page's words for it. */
export const SIGNED_OUT_MESSAGE = "You have been signed out. Please sign in again.";

/** Whether the login page was opened because the session ended (its navigation state). */
export function wasSignedOut(state: unknown): boolean {
  return typeof state === "object" && state !== null && "signedOut" in state;
}
