import {
  isRepairState,
  type RepairSortKey,
  type RepairState,
  type SortDirection,
} from "@lo/domain";

/** The list's sort choices, each one server sort key and direction. */
export const SORT_OPTIONS = [
  { key: "newest", label: "Newest first", sort: "creationDate", dir: "desc" },
  { key: "oldest", label: "Oldest first", sort: "creationDate", dir: "asc" },
  { key: "updated", label: "Recently updated", sort: "lastUpdateDate", dir: "desc" },
  { key: "client", label: "Client name", sort: "clientName", dir: "asc" },
  { key: "status", label: "Status (pending first)", sort: "status", dir: "asc" },
] as const satisfies readonly {
  key: string;
  label: string;
  sort: RepairSortKey;
  dir: SortDirection;
}[];

export type SortOptionKey = (typeof SORT_OPTIONS)[number]["key"];
export const DEFAULT_SORT: SortOptionKey = "newest";

/**
 * What the address bar says about the list: `q`, `status` (a state key), `sort`, `page` and
 * `highlight` (a request id). Anything unreadable falls back to the default.
 */
export type ListParams = {
  q: string;
  status: RepairState | null;
  sort: SortOptionKey;
  page: number;
  highlight: number | null;
};

function positiveInteger(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

export function readListParams(search: URLSearchParams): ListParams {
  const status = search.get("status");
  const sort = search.get("sort");
  return {
    q: (search.get("q") ?? "").trim(),
    status: isRepairState(status) ? status : null,
    sort: SORT_OPTIONS.find((option) => option.key === sort)?.key ?? DEFAULT_SORT,
    page: positiveInteger(search.get("page")) ?? 1,
    highlight: positiveInteger(search.get("highlight")),
  };
}

/** The address bar for `params`, leaving defaults out so addresses stay short. */
export function writeListParams(params: ListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.q) search.set("q", params.q);
  if (params.status) search.set("status", params.status);
  if (params.sort !== DEFAULT_SORT) search.set("sort", params.sort);
  if (params.page > 1) search.set("page", String(params.page));
  if (params.highlight !== null) search.set("highlight", String(params.highlight));
  return search;
}
