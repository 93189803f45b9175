import type { SortDirection, SortState } from "@lo/domain";
import { useQueryStates, type UseQueryStatesKeysMap, type Values } from "nuqs";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLocation } from "react-router";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { clickedSort, readSort, writeSort, type SortConfig } from "./sort-param";
import { listParam } from "./url-state";

/** The navigation state another page leaves to mark one row: `{ highlight: key }`. */
function highlightInState(state: unknown): string | undefined {
  if (state === null || typeof state !== "object") return undefined;
  const value = (state as { highlight?: unknown }).highlight;
  return typeof value === "string" && value !== "" ? value : undefined;
}

const SORT_PARAMS = { sort: listParam.key(), dir: listParam.oneOf(["asc", "desc"]) };

type ListStateOptions<P extends UseQueryStatesKeysMap, K extends string> = {
  /** The list's sort, as `sort` and `dir` in the address (components/data-table/sort-param). */
  sort?: SortConfig<K>;
  /**
   * A page that navigates here with `{ highlight }` in the navigation state: the list shown for
   * it (defaults plus these values). The address stays as it is until the list is changed.
   */
  fromHighlightState?: (highlight: string) => {
    params?: Partial<Values<P>>;
    sort?: SortState<K>;
  };
  /** The text parameter the search box writes once typing pauses: `q` unless named. */
  search?: keyof P & string;
};

/**
 * A list's search, filters, sort, page and highlight, kept in the address (`?q=…&page=2`) by
 * nuqs, so reloading or sharing the address shows the same list. A change to anything but the
 * page or the highlight goes back to page 1. The search box (`q`, or `options.search`) shows
 * every keystroke and writes to the address once typing pauses.
 */
export function useListState<P extends UseQueryStatesKeysMap, K extends string = never>(
  parsers: P,
  options: ListStateOptions<P, K> = {},
) {
  const keys = useMemo(() => ({ ...parsers, ...SORT_PARAMS }), [parsers]);
  const [address, setAddress] = useQueryStates(keys);
  const location = useLocation();
  const stateHighlight = options.fromHighlightState ? highlightInState(location.state) : undefined;
  const fromState =
    stateHighlight === undefined ? undefined : options.fromHighlightState?.(stateHighlight);

  const defaults = useMemo(() => {
    const values: Record<string, unknown> = {};
    for (const [name, parser] of Object.entries(parsers))
      values[name] = parser.defaultValue ?? null;
    return values as Values<P>;
  }, [parsers]);
  const params = (fromState ? { ...defaults, ...fromState.params } : address) as Values<P>;
  const sortConfig = options.sort;
  const sort: SortState<K> | undefined = sortConfig
    ? (fromState?.sort ??
      readSort(sortConfig, fromState ? null : address.sort, fromState ? null : address.dir))
    : undefined;

  // While the navigation state decides the list, a change starts from what it shows and
  // moves it into the address (the navigation state is dropped with the change).
  const shown = fromState
    ? { ...params, ...(sort && sortConfig ? writeSort(sortConfig, sort) : {}) }
    : null;
  const setParams = useCallback(
    (change: Partial<Values<P>> & { sort?: string | null; dir?: SortDirection | null }) => {
      const resetsPage =
        "page" in parsers &&
        Object.keys(change).some((name) => !["page", "highlight"].includes(name));
      void setAddress({ ...shown, ...(resetsPage ? { page: null } : {}), ...change } as never);
    },
    // `shown` is new each render; what it says is in the address or the navigation state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [parsers, setAddress, JSON.stringify(shown)],
  );

  const setSort = useCallback(
    (next: SortState<K>) => {
      if (sortConfig) setParams(writeSort(sortConfig, next) as never);
    },
    [sortConfig, setParams],
  );
  const onSort = useCallback(
    (key: K) => {
      if (sortConfig && sort) setSort(clickedSort(sortConfig, sort, key));
    },
    [sortConfig, sort, setSort],
  );

  const searchKey = options.search ?? "q";
  const q = (params as Record<string, unknown>)[searchKey];
  const [searchText, setSearchText] = useState(typeof q === "string" ? q : "");
  const debouncedSearch = useDebouncedValue(searchText.trim(), 300);
  const lastSearch = useRef(debouncedSearch);
  useEffect(() => {
    if (debouncedSearch === lastSearch.current) return;
    lastSearch.current = debouncedSearch;
    if (debouncedSearch !== q) setParams({ [searchKey]: debouncedSearch } as never);
  }, [debouncedSearch, q, searchKey, setParams]);

  // Another row to mark arrives: the search box starts empty, as the list it shows.
  const [searchFor, setSearchFor] = useState(stateHighlight);
  if (stateHighlight !== searchFor) {
    setSearchFor(stateHighlight);
    if (stateHighlight !== undefined) setSearchText("");
  }

  const setPage = useCallback((page: number) => setParams({ page } as never), [setParams]);
  return {
    params,
    setParams,
    setPage,
    searchText,
    setSearchText,
    sort: sort as SortState<K>,
    setSort,
    onSort,
  };
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
