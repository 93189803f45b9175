import type { ReactNode } from "react";
import { recordRequests } from "./recording-server";
import { ADMIN, renderRoutes } from "./render";

/** One request the page made, with its parsed address and JSON body. */
export type Call = { method: string; url: URL; body: unknown };
export type Answer = { status: number; body?: unknown };

/**
 * A fake API that records every request and answers `/users/me` with the admin; `answer`
 * gets the rest, with the path after `/lifetime-outfitter`.
 */
export function recordingServer(answer: (call: Call, path: string) => Answer): Call[] {
  const { calls } = recordRequests(
    (call) => {
      const path = call.url.pathname.replace("/lifetime-outfitter", "");
      if (path === "/users/me") return { status: 200, body: ADMIN };
      return answer(call, path);
    },
    ({ method, url, body }): Call => ({ method, url, body }),
  );
  return calls;
}

/**
 * Renders an admin page at `path` as the admin, with every other path an 'Elsewhere' heading;
 * `state`, when given, arrives as navigation state (as another page would leave it). `at` is
 * the address to start from, when it carries more than the path (`?page=2`).
 */
export function renderAdminPage(path: string, page: ReactNode, state?: unknown, at = path) {
  const view = renderRoutes(
    [
      { path, element: page },
      { path: "*", element: <h1>Elsewhere</h1> },
    ],
    { path: at, user: ADMIN },
  );
  if (state !== undefined) void view.router.navigate(path, { state, replace: true });
  return view;
}
