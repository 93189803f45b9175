import { REPAIR_STATES, type RepairSortKey, type SortDirection, type SortState } from "@lo/domain";
import type { SortConfig } from "@/components/data-table/sort-param";
import { listParam } from "@/components/data-table/url-state";

/** The list's sort choices, each one server sort key and direction. */
export const SORT_OPTIONS = [
  { key: "newest", label: "Newest first", sort: "creationDate", dir: "desc" },
  { key: "oldest", label: "Oldest first", sort: "creationDate", dir: "asc" },
  { key: "updated", label: "Recently updated", sort: "lastUpdateDate", dir: "desc" },
  { key: "updated-oldest", label: "Least recently updated", sort: "lastUpdateDate", dir: "asc" },
  { key: "client", label: "Client name", sort: "clientName", dir: "asc" },
  { key: "client-desc", label: "Client name (Z to A)", sort: "clientName", dir: "desc" },
  { key: "status", label: "Status (pending first)", sort: "status", dir: "asc" },
  { key: "status-desc", label: "Status (done first)", sort: "status", dir: "desc" },
  { key: "ref", label: "Reference (lowest first)", sort: "id", dir: "asc" },
  { key: "ref-desc", label: "Reference (highest first)", sort: "id", dir: "desc" },
] as const satisfies readonly {
  key: string;
  label: string;
  sort: RepairSortKey;
  dir: SortDirection;
}[];

export type SortOptionKey = (typeof SORT_OPTIONS)[number]["key"];

/** The direction a heading sorts in first: dates newest first, as a workshop reads them. */
const firstDir = (key: RepairSortKey): SortDirection =>
  key === "creationDate" || key === "lastUpdateDate" ? "desc" : "asc";

/**
 * The list's sort in the address: `sort` (created, updated, client, status, ref) and `dir`,
 * newest first when absent. The single values older addresses used (`client-desc`) still read.
 */
export const REPAIR_SORT: SortConfig<RepairSortKey> = {
  columns: ["creationDate", "lastUpdateDate", "clientName", "status", "id"],
  default: { key: "creationDate", dir: "desc" },
  firstDir,
  names: { creationDate: "created", lastUpdateDate: "updated", clientName: "client", id: "ref" },
  legacy: Object.fromEntries(
    SORT_OPTIONS.map((option) => [option.key, { key: option.sort, dir: option.dir }]),
  ),
};

/** The option (of SORT_OPTIONS) that says `sort`. */
export const sortOptionOf = (sort: SortState<RepairSortKey>): SortOptionKey =>
  SORT_OPTIONS.find((option) => option.sort === sort.key && option.dir === sort.dir)?.key ??
  "newest";

/**
 * What the address bar says about the list: `q`, `status` (a state key), `page`, `highlight`
 * (a request id) and `overdue`, with REPAIR_SORT's `sort` and `dir`. Anything unreadable falls
 * back to the default.
 */
export const REPAIR_LIST_PARAMS = {
  q: listParam.text(),
  status: listParam.oneOf(REPAIR_STATES),
  page: listParam.page(),
  highlight: listParam.id(),
  /** `overdue=1`: only the requests with an overdue line (decision 067). */
  overdue: listParam.oneOf(["1"]),
};
