import { createParser, parseAsStringLiteral } from "nuqs";
import {
  renderQueryString,
  unstable_createAdapterProvider as createAdapterProvider,
  type unstable_AdapterInterface as AdapterInterface,
  type unstable_UpdateUrlFunction as UpdateUrlFunction,
} from "nuqs/adapters/custom";
import { useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { CurrentLocationContext } from "./current-location";

/**
 * nuqs on the app's own router (app/app-router.tsx), in the browser and in tests alike: it reads
 * the router's search parameters and writes through its navigate, so a list's address is the
 * router's. (nuqs' own React Router adapter reads and writes `window.history` itself, which the
 * app's in-memory test history never sees: decision 076.)
 */
function useRouterUrlState(): AdapterInterface {
  const [routerSearch] = useSearchParams();
  const { pathname, search: routerText } = useLocation();
  const navigate = useNavigate();
  const currentLocation = useContext(CurrentLocationContext);
  const currentSearch = useCallback(() => currentLocation().search, [currentLocation]);
  // What nuqs has just written, until the router's own render of it (a transition) lands.
  const [written, setWritten] = useState<{ search: string; over: string } | null>(null);
  const updateUrl = useCallback<UpdateUrlFunction>(
    (search, options) => {
      // The person has already gone to another page (it is still loading): a list's late write,
      // such as its debounced search, must not bring them back.
      if (currentLocation().pathname !== pathname) return;
      const text = renderQueryString(search);
      setWritten({ search: text, over: currentSearch() });
      void navigate(
        { search: text },
        { replace: options.history !== "push", preventScrollReset: true },
      );
    },
    [navigate, currentSearch, currentLocation, pathname],
  );
  const getSearchParamsSnapshot = useCallback(
    () => new URLSearchParams(currentSearch()),
    [currentSearch],
  );
  const pending = written !== null && written.over === routerText ? written.search : null;
  const searchParams = useMemo(
    () => (pending === null ? routerSearch : new URLSearchParams(pending)),
    [pending, routerSearch],
  );
  return { searchParams, updateUrl, getSearchParamsSnapshot };
}

const RouterUrlState = createAdapterProvider(useRouterUrlState);

/**
 * Gives every list below it its address state. Each list page brings its own (app/lazy-page.tsx
 * lazyListPage), so that nuqs loads with the lists and not with the app's first file.
 */
export function UrlStateAdapter({ children }: { children: ReactNode }) {
  return <RouterUrlState>{children}</RouterUrlState>;
}

function positiveInteger(raw: string): number | null {
  if (!/^\d{1,9}$/.test(raw.trim())) return null;
  const number = Number(raw);
  return number >= 1 ? number : null;
}

const integer = createParser({ parse: positiveInteger, serialize: String });

/**
 * The kinds of parameter a list's address has. A value that is absent or unreadable reads as its
 * fallback, and the fallback is left out of the address so it stays clean.
 */
export const listParam = {
  /** Free text such as the search box: '' when absent. */
  text: () => createParser({ parse: (raw) => raw.trim(), serialize: String }).withDefault(""),
  /** A 1-based page number. */
  page: () => integer.withDefault(1),
  /** A positive whole number such as an id or a filter's choice, or null. */
  id: () => integer,
  /** A non-empty key such as a serial or ID number, or null. */
  key: () => createParser({ parse: (raw) => raw.trim() || null, serialize: String }),
  /** A day as YYYY-MM-DD (a date input's value), or null. */
  day: () =>
    createParser({
      parse: (raw) => (/^\d{4}-\d{2}-\d{2}$/.test(raw.trim()) ? raw.trim() : null),
      serialize: String,
    }),
  /** One of `values`, or null ("no choice"). */
  oneOf: <const K extends string>(values: readonly K[]) => parseAsStringLiteral(values),
  /** One of `values`, else `fallback`. */
  oneOfOr: <const K extends string>(values: readonly K[], fallback: K) =>
    parseAsStringLiteral(values).withDefault(fallback),
};
