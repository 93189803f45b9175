import { REPAIR_STATES, type RepairSortKey, type SortDirection } from "@lo/domain";
import { listParam } from "@/lib/use-list-state";

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

/**
 * What the address bar says about the list: `q`, `status` (a state key), `sort`, `page` and
 * `highlight` (a request id). Anything unreadable falls back to the default.
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
};
