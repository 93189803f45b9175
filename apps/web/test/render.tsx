import { QueryClient } from "@tanstack/react-query";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import {
  UNSAFE_createMemoryHistory as createMemoryHistory,
  useRoutes,
  type RouteObject,
  type To,
} from "react-router";
import { vi } from "vitest";
import { AppRouter, type AppHistory } from "@/app/app-router";
import { AppProviders, SessionRoot } from "@/app/providers";
import { UrlStateAdapter } from "@/components/data-table/url-state";
import { QueryScope } from "@/lib/query-scope";
import { USER_STORAGE_KEY, type SessionUser } from "@/lib/session";

export { ADMIN, CUSTOMER } from "./users";

/** Puts a user in localStorage as a previous visit would have left it. */
export function storeUser(user: SessionUser | null): void {
  if (user) window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  else window.localStorage.removeItem(USER_STORAGE_KEY);
}

type JsonHandler = (url: string, init?: RequestInit) => { status: number; body?: unknown };

/**
 * Replaces the browser's fetch for one test: the app's own API client runs unchanged and
 * talks to this fake server instead of the network.
 */
export function fakeServer(handler: JsonHandler) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input.toString();
    const { status, body } = handler(url, init);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

type RenderRoutesOptions = {
  path?: string;
  /** Stored before rendering; leave it out to keep whatever storage already holds. */
  user?: SessionUser | null;
};

function Routes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** What a test reads of the app's router: where it is, and a way to go somewhere. */
export type TestRouter = {
  readonly state: { readonly location: AppHistory["location"] };
  navigate: (to: To, options?: { state?: unknown; replace?: boolean }) => Promise<void>;
};

/** Renders routes under the real providers, session and router, on an in-memory history. */
export function renderRoutes(routes: RouteObject[], options: RenderRoutesOptions = {}) {
  if (options.user !== undefined) storeUser(options.user);
  const history = createMemoryHistory({ initialEntries: [options.path ?? "/"], v5Compat: true });
  const router: TestRouter = {
    get state() {
      return { location: history.location };
    },
    navigate(to, { state, replace = false } = {}) {
      // A synchronous act: the page is re-rendered before this returns, awaited or not.
      act(() => (replace ? history.replace(to, state) : history.push(to, state)));
      return Promise.resolve();
    },
  };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      {/* The app gives each fetching page its own scope (app/lazy-page.tsx); here, one for all. */}
      <QueryScope>
        <AppRouter history={history}>
          {/* The app gives each list page its address state (lazyListPage); here, one for all. */}
          <UrlStateAdapter>
            <Routes routes={[{ element: <SessionRoot />, children: routes }]} />
          </UrlStateAdapter>
        </AppRouter>
      </QueryScope>
    </AppProviders>,
  );
  return { ...view, router, user };
}

/** Renders one element at every path, starting at `path` (default '/'). */
export function renderPage(element: ReactNode, options: RenderRoutesOptions = {}) {
  return renderRoutes([{ path: "*", element }], options);
}

/** The text and address of every link in the navigation landmark called `name`. */
export function linksIn(name: string) {
  const nav = screen.getByRole("navigation", { name });
  return within(nav)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);
}
