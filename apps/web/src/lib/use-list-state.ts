import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { useDebouncedValue } from "./use-debounced-value";

/**
 * One parameter of a list's address: its value when absent or unreadable (`fallback`, left out
 * of the address so it stays clean) and how to read it back from the text.
 */
export type ListParam<T> = {
  fallback: T;
  read: (raw: string) => T | undefined;
};

type Schema = Record<string, ListParam<unknown>>;
export type ListValues<S extends Schema> = { [K in keyof S]: S[K]["fallback"] };

function positiveInteger(raw: string): number | undefined {
  if (!/^\d{1,9}$/.test(raw.trim())) return undefined;
  const number = Number(raw);
  return number >= 1 ? number : undefined;
}

/** The kinds of parameter a list has. */
export const listParam = {
  /** Free text such as the search box: '' when absent. */
  text: (): ListParam<string> => ({ fallback: "", read: (raw) => raw.trim() }),
  /** A 1-based page number. */
  page: (): ListParam<number> => ({ fallback: 1, read: positiveInteger }),
  /** A positive whole number such as an id or a filter's choice, or null. */
  id: (): ListParam<number | null> => ({ fallback: null, read: positiveInteger }),
  /** A non-empty key such as a serial or ID number, or null. */
  key: (): ListParam<string | null> => ({
    fallback: null,
    read: (raw) => (raw.trim() === "" ? undefined : raw.trim()),
  }),
  /** One of `values`, else `fallback` (which may be null: "no choice"). */
  oneOf: <const K extends string, F extends K | null>(
    values: readonly K[],
    fallback: F,
  ): ListParam<K | F> => ({
    fallback,
    read: (raw) => values.find((value) => value === raw),
  }),
};

export function readListParams<S extends Schema>(schema: S, search: URLSearchParams) {
  const values: Record<string, unknown> = {};
  for (const [name, param] of Object.entries(schema)) {
    const raw = search.get(name);
    values[name] = (raw === null ? undefined : param.read(raw)) ?? param.fallback;
  }
  return values as ListValues<S>;
}

/** The address for `values`, leaving every fallback out. */
export function writeListParams<S extends Schema>(schema: S, values: ListValues<S>) {
  const search = new URLSearchParams();
  for (const [name, param] of Object.entries(schema)) {
    const value = values[name];
    if (value !== param.fallback && value !== null && value !== "") search.set(name, String(value));
  }
  return search;
}

function fallbacks<S extends Schema>(schema: S) {
  return readListParams(schema, new URLSearchParams());
}

/** The navigation state another page leaves to mark one row: `{ highlight: key }`. */
function highlightInState(state: unknown): string | undefined {
  if (state === null || typeof state !== "object") return undefined;
  const value = (state as { highlight?: unknown }).highlight;
  return typeof value === "string" && value !== "" ? value : undefined;
}

type ListStateOptions<S extends Schema> = {
  /**
   * A page that navigates here with `{ highlight }` in the navigation state: the list shown for
   * it (defaults plus these values). The address stays as it is until the list is changed.
   */
  fromHighlightState?: (highlight: string) => Partial<ListValues<S>>;
};

/**
 * A list's search, filters, sort, page and highlight, kept in the address (`?q=…&page=2`), so
 * reloading or sharing the address shows the same list. A change to anything but the page or
 * the highlight goes back to page 1. The search box (`q`) shows every keystroke and writes to
 * the address once typing pauses.
 */
export function useListState<S extends Schema>(schema: S, options: ListStateOptions<S> = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const stateHighlight = options.fromHighlightState ? highlightInState(location.state) : undefined;
  const fromState =
    stateHighlight === undefined ? undefined : options.fromHighlightState?.(stateHighlight);
  const params: ListValues<S> = fromState
    ? { ...fallbacks(schema), ...fromState }
    : readListParams(schema, searchParams);

  // While the navigation state decides the list, a change starts from what it shows and
  // moves it into the address (the state is dropped).
  const shownByState = fromState ? writeListParams(schema, params).toString() : null;
  const setParams = useCallback(
    (change: Partial<ListValues<S>>) => {
      const resetsPage =
        "page" in schema &&
        Object.keys(change).some((name) => !["page", "highlight"].includes(name));
      setSearchParams(
        (current) =>
          writeListParams(schema, {
            ...readListParams(
              schema,
              shownByState === null ? current : new URLSearchParams(shownByState),
            ),
            ...(resetsPage ? { page: 1 } : {}),
            ...change,
          }),
        shownByState === null ? { replace: true } : { replace: true, state: null },
      );
    },
    [schema, setSearchParams, shownByState],
  );

  const [searchText, setSearchText] = useState(typeof params.q === "string" ? params.q : "");
  const debouncedSearch = useDebouncedValue(searchText.trim(), 300);
  const lastSearch = useRef(debouncedSearch);
  const q = params.q;
  useEffect(() => {
    if (debouncedSearch === lastSearch.current) return;
    lastSearch.current = debouncedSearch;
    if (debouncedSearch !== q) setParams({ q: debouncedSearch } as Partial<ListValues<S>>);
  }, [debouncedSearch, q, setParams]);

  // Another row to mark arrives: the search box starts empty, as the list it shows.
  const [searchFor, setSearchFor] = useState(stateHighlight);
  if (stateHighlight !== searchFor) {
    setSearchFor(stateHighlight);
    if (stateHighlight !== undefined) setSearchText("");
  }

  const setPage = useCallback(
    (page: number) => setParams({ page } as Partial<ListValues<S>>),
    [setParams],
  );
  return { params, setParams, setPage, searchText, setSearchText };
}

/**
 * A page number past the end (fewer rows after a change elsewhere) shows the last page.
 * `pageCount` is undefined while the count on screen is not the current one.
 */
export function useKeepPageInRange(
  page: number,
  pageCount: number | undefined,
  setPage: (page: number) => void,
) {
  useEffect(() => {
    if (pageCount !== undefined && page > pageCount) setPage(pageCount);
  }, [page, pageCount, setPage]);
}
