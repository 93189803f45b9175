import { REPAIR_STATES, type RepairSortKey, type SortDirection } from "@lo/domain";
import { listParam } from "@/lib/use-list-state";

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

/**
 * A table heading's click: the same column flips its direction, another sorts ascending
 * (dates newest first, as a workshop reads them). Answers the option that says so.
 */
export function sortOptionForHeader(current: SortOptionKey, column: RepairSortKey): SortOptionKey {
  const active = SORT_OPTIONS.find((option) => option.key === current);
  const firstDir = column === "creationDate" || column === "lastUpdateDate" ? "desc" : "asc";
  const dir = active?.sort === column ? (active.dir === "asc" ? "desc" : "asc") : firstDir;
  const match = SORT_OPTIONS.find((option) => option.sort === column && option.dir === dir);
  return match?.key ?? current;
}

/**
 * What the address bar says about the list: `q`, `status` (a state key), `sort`, `page`,
 * `highlight` (a request id) and `overdue`. Anything unreadable falls back to the default.
 */
export const REPAIR_LIST_PARAMS = {
  q: listParam.text(),
  status: listParam.oneOf(REPAIR_STATES, null),
  sort: listParam.oneOf(
    SORT_OPTIONS.map((option) => option.key),
    "newest",
  ),
  page: listParam.page(),
  highlight: listParam.id(),
  /** `overdue=1`: only the requests with an overdue line (decision 067). */
  overdue: listParam.oneOf(["1"], null),
};
