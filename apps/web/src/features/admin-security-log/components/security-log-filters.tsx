import { SECURITY_EVENT_LABELS, SECURITY_EVENTS, type SecurityEvent } from "@lo/domain";
import { X } from "lucide-react";
import { ListSelect } from "@/components/list-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { LabelledControl } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";

/** Radix Select cannot hold '' as an item value, so "no filter" has a name of its own. */
const ALL = "all";
const EVENT_OPTIONS = [
  { value: ALL, label: "All events" },
  ...SECURITY_EVENTS.map((event) => ({ value: event, label: SECURITY_EVENT_LABELS[event] })),
];

type SecurityLogFiltersProps = {
  event: SecurityEvent | null;
  onEventChange: (event: SecurityEvent | null) => void;
  person: string;
  onPersonChange: (value: string) => void;
  from: string | null;
  to: string | null;
  onDaysChange: (days: { from?: string | null; to?: string | null }) => void;
  /** Shown while any filter is set: back to the whole log. */
  onClear?: (() => void) | undefined;
};

function DayInput({
  label,
  value,
  onChange,
  min,
  max,
}: {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  min?: string | undefined;
  max?: string | undefined;
}) {
  return (
    <LabelledControl label={label}>
      {(id) => (
        <Input
          id={id}
          type="date"
          value={value ?? ""}
          min={min}
          max={max}
          // A half-typed date reads as '': the filter waits for a whole one.
          onChange={(event) => onChange(event.target.value || null)}
        />
      )}
    </LabelledControl>
  );
}

/** Which entries: an event, a person (sent once typing pauses), and from/to a day. */
export function SecurityLogFilters({
  event,
  onEventChange,
  person,
  onPersonChange,
  from,
  to,
  onDaysChange,
  onClear,
}: SecurityLogFiltersProps) {
  return (
    <div
      role="search"
      aria-label="Security log"
      className="grid gap-4 rounded-lg border border-border bg-card p-4 shadow-card sm:grid-cols-2 sm:p-5 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,0.8fr)_minmax(0,0.8fr)_auto] lg:items-end"
    >
      <ListSelect
        id="security-event-filter"
        label="Event"
        value={event ?? ALL}
        onValueChange={(value) => onEventChange(value === ALL ? null : (value as SecurityEvent))}
        options={EVENT_OPTIONS}
      />
      <SearchInput
        id="security-person-search"
        label="Person"
        value={person}
        onValueChange={onPersonChange}
        placeholder="ID number or e-mail"
        autoComplete="off"
        clearable
        clearButtonClassName="inset-y-0 right-0 w-11 rounded-r-lg focus-visible:-outline-offset-2"
      />
      <DayInput
        label="From"
        value={from}
        max={to ?? undefined}
        onChange={(day) => onDaysChange({ from: day })}
      />
      <DayInput
        label="To"
        value={to}
        min={from ?? undefined}
        onChange={(day) => onDaysChange({ to: day })}
      />
      {onClear ? (
        <div className="flex sm:col-span-2 lg:col-span-1">
          <Button variant="ghost" onClick={onClear} className="w-full sm:w-auto">
            <X aria-hidden="true" />
            Clear filters
          </Button>
        </div>
      ) : null}
    </div>
  );
}
