import { REPAIR_STATE_LABELS, REPAIR_STATES, type RepairState } from "@lo/domain";
import { ListSelect } from "@/components/list-select";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { SORT_OPTIONS, type SortOptionKey } from "../list-params";

type RepairFiltersProps = {
  search: string;
  onSearchChange: (value: string) => void;
  status: RepairState | null;
  onStatusChange: (value: RepairState | null) => void;
  /** Only the requests with an overdue line (decision 067). */
  overdue: boolean;
  onOverdueChange: (value: boolean) => void;
  sort: SortOptionKey;
  onSortChange: (value: SortOptionKey) => void;
};

/** Radix Select cannot hold '' as an item value, so "no filter" has a name of its own. */
const ALL = "all";
const STATUS_OPTIONS = [
  { value: ALL, label: "All Statuses" },
  ...REPAIR_STATES.map((state) => ({ value: state, label: REPAIR_STATE_LABELS[state] })),
];
const SORT_CHOICES = SORT_OPTIONS.map((option) => ({ value: option.key, label: option.label }));

/** Search (sent once typing pauses), status filter (All + the six states) and sort order. */
export function RepairFilters({
  search,
  onSearchChange,
  status,
  onStatusChange,
  overdue,
  onOverdueChange,
  sort,
  onSortChange,
}: RepairFiltersProps) {
  return (
    <div
      role="search"
      aria-label="Repair requests"
      className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
    >
      <SearchInput
        id="repair-search"
        label="Search"
        containerClassName="sm:col-span-2 lg:col-span-1"
        value={search}
        onValueChange={onSearchChange}
        placeholder="Client, e-mail, serial number, product or problem"
        aria-describedby="repair-search-hint"
        clearable
        clearButtonClassName="inset-y-0 right-0 w-11 rounded-r-lg focus-visible:-outline-offset-2"
      >
        <p id="repair-search-hint" className="sr-only">
          Searches client name and e-mail, and each item&apos;s serial number, product type and
          problem description.
        </p>
      </SearchInput>

      <ListSelect
        id="repair-status-filter"
        label="Status"
        value={status ?? ALL}
        onValueChange={(value) => onStatusChange(value === ALL ? null : (value as RepairState))}
        options={STATUS_OPTIONS}
      />

      <ListSelect
        id="repair-sort"
        label="Sort by"
        value={sort}
        onValueChange={(value) => onSortChange(value as SortOptionKey)}
        options={SORT_CHOICES}
      />

      <div className="flex items-center gap-2.5 self-end pb-2.5">
        <Checkbox
          id="repair-overdue-filter"
          checked={overdue}
          onCheckedChange={(checked) => onOverdueChange(checked === true)}
        />
        <Label htmlFor="repair-overdue-filter" className="whitespace-nowrap">
          Overdue only
        </Label>
      </div>
    </div>
  );
}
