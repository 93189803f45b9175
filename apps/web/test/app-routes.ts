import { routes } from "@/app/router";
import type { SessionUser } from "@/lib/session";
import { fakeServer, renderRoutes } from "./render";

/** The app's own route table (its children, under the test's session root). */
export const appRoutes = routes[0]!.children!;

/** A well-formed token of a mailed or printed link (tracking, verify, transfer). */
export const LINK_TOKEN = "Abc_def-0123456789abcdefghijklmnopqrstuvwxy";

/** The app's own routes at `path`, talking to a fake server that always gives `answer`. */
export function visitApp(
  path: string,
  answer: { status: number; body?: unknown },
  user: SessionUser | null = null,
) {
  const fetchMock = fakeServer(() => answer);
  const rendered = renderRoutes(appRoutes, { path, user });
  return { ...rendered, fetchMock };
}
