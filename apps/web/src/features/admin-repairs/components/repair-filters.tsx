import { REPAIR_STATE_LABELS, REPAIR_STATES, type RepairState } from "@lo/domain";
import { X } from "lucide-react";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { SORT_OPTIONS, type SortOptionKey } from "../list-params";

type RepairFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  status: RepairState | null;
  onStatusChange: (value: RepairState | null) => void;
  sort: SortOptionKey;
  onSortChange: (value: SortOptionKey) => void;
};

const ALL = "all";

/** Search (sent once typing pauses), status filter (All + the six states) and sort order. */
export function RepairFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
  sort,
  onSortChange,
}: RepairFiltersProps) {
  return (
    <div
      role="search"
      aria-label="Repair requests"
      className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <SearchInput
        id="repair-search"
        label="Search"
        containerClassName="sm:col-span-2 lg:col-span-1"
        value={search}
        onChange={(event) => onSearchChange(event.target.value)}
        placeholder="Client, e-mail, serial number, product or problem"
        aria-describedby="repair-search-hint"
        className="pr-11 [&::-webkit-search-cancel-button]:hidden"
        trailing={
          search ? (
            <button
              type="button"
              onClick={() => onSearchChange("")}
              aria-label="Clear search"
              className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          ) : null
        }
      >
        <p id="repair-search-hint" className="sr-only">
          Searches client name and e-mail, and each item&apos;s serial number, product type and
          problem description.
        </p>
      </SearchInput>

      <div className="flex flex-col gap-2">
        <Label htmlFor="repair-status-filter">Status</Label>
        <Select
          value={status ?? ALL}
          onValueChange={(value) => onStatusChange(value === ALL ? null : (value as RepairState))}
        >
          <SelectTrigger id="repair-status-filter">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>All Statuses</SelectItem>
            {REPAIR_STATES.map((state) => (
              <SelectItem key={state} value={state}>
                {REPAIR_STATE_LABELS[state]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>

      <div className="flex flex-col gap-2">
        <Label htmlFor="repair-sort">Sort by</Label>
        <Select value={sort} onValueChange={(value) => onSortChange(value as SortOptionKey)}>
          <SelectTrigger id="repair-sort">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {SORT_OPTIONS.map((option) => (
              <SelectItem key={option.key} value={option.key}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
