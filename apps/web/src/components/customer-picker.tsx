import { customerPickerLabel, type CustomerPickerItem } from "@lo/domain";
import { ChevronDown, Search, X } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { cn } from "@/lib/utils";

/** What a search for customers gives the picker (a TanStack Query result fits). */
export type CustomerSearch = {
  data?: readonly CustomerPickerItem[] | undefined;
  isFetching: boolean;
  isError: boolean;
};

type CustomerPickerProps = {
  id: string;
  /** The chosen customer, or null. */
  value: CustomerPickerItem | null;
  onChange: (customer: CustomerPickerItem | null) => void;
  /**
   * The feature's search hook, called as `useCustomers(query, enabled)`: the trimmed text typed
   * (debounced; "" for the first customers) and whether the list is open. Pass a module-level
   * hook, never one made while rendering.
   */
  useCustomers: (query: string, enabled: boolean) => CustomerSearch;
  onBlur?: () => void;
  /** react-hook-form's ref, so a failed submit can focus the picker. */
  fieldRef?: (element: HTMLInputElement | null) => void;
  invalid?: boolean;
  describedBy?: string | undefined;
  disabled?: boolean;
  placeholder?: string;
  /** The name of the button that clears the choice. */
  clearLabel?: string;
  /** Shown in the list while a search is on its way. */
  searchingText?: string;
  /** Shown in the list when the search failed; unset, a failed search reads as no match. */
  errorText?: string;
};

/**
 * A searchable customer picker: an editable combobox in the ARIA 1.2 pattern. Typing searches
 * customers by name or ID number on the server (so the shop may hold any number of them), the
 * list offers 'id - name' entries with the first one active; arrows move, Enter picks, Escape
 * closes. Typing over a chosen customer, or the clear button, starts a new search.
 */
export function CustomerPicker({
  id,
  value,
  onChange,
  useCustomers,
  onBlur,
  fieldRef,
  invalid = false,
  describedBy,
  disabled = false,
  placeholder = "Search and select customer",
  clearLabel = "Clear customer",
  searchingText = "Searching…",
  errorText,
}: CustomerPickerProps) {
  const listId = useId();
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const debouncedQuery = useDebouncedValue(query.trim(), 250);
  const expanded = open && value === null;
  const customers = useCustomers(debouncedQuery, expanded);
  const options = customers.isError ? [] : (customers.data ?? []);
  const searching = customers.isFetching || debouncedQuery !== query.trim();

  const show = () => {
    setActive(0);
    setOpen(true);
  };

  const choose = (customer: CustomerPickerItem) => {
    onChange(customer);
    setQuery("");
    setOpen(false);
  };

  const clear = () => {
    onChange(null);
    setQuery("");
    show();
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (value !== null) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        show();
        return;
      }
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((index) =>
        options.length === 0 ? 0 : (index + step + options.length) % options.length,
      );
    } else if (event.key === "Enter" && open) {
      const option = options[active];
      if (option) {
        event.preventDefault();
        choose(option);
      }
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const activeOption = expanded ? options[active] : undefined;
  const emptyText = searching
    ? searchingText
    : customers.isError && errorText
      ? errorText
      : "No customers found.";

  return (
    <div className="relative">
      <Search
        className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        ref={(element) => {
          inputRef.current = element;
          fieldRef?.(element);
        }}
        id={id}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={activeOption ? `${listId}-${activeOption.idnumber}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={[describedBy, statusId].filter(Boolean).join(" ") || undefined}
        autoComplete="off"
        disabled={disabled}
        placeholder={placeholder}
        value={value ? customerPickerLabel(value) : query}
        onChange={(event) => {
          // Typing over a chosen customer starts a new search, as clearing would.
          if (value !== null) onChange(null);
          setQuery(event.target.value);
          show();
        }}
        onFocus={() => value === null && show()}
        onClick={() => value === null && !open && show()}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
        className={cn("pr-12 pl-10", value && "font-medium")}
      />
      {value && !disabled ? (
        <button
          type="button"
          onClick={clear}
          aria-label={clearLabel}
          className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      ) : (
        <span className="pointer-events-none absolute inset-y-0 right-0 flex w-11 items-center justify-center text-muted-foreground">
          {expanded && searching ? (
            <Spinner />
          ) : (
            <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
          )}
        </span>
      )}

      <p id={statusId} role="status" className="sr-only">
        {expanded && !searching
          ? options.length === 0
            ? emptyText
            : `${options.length} customer${options.length === 1 ? "" : "s"} found.`
          : ""}
      </p>

      <ul
        id={listId}
        role="listbox"
        aria-label="Customers"
        hidden={!expanded}
        className="absolute z-40 mt-1 max-h-72 w-full overflow-y-auto rounded-lg border border-border bg-card p-1 shadow-lift"
      >
        {options.map((customer, index) => (
          <li
            key={customer.idnumber}
            id={`${listId}-${customer.idnumber}`}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(customer)}
            onMouseMove={() => setActive(index)}
            className={cn(
              "cursor-pointer rounded-md px-2.5 py-2.5 text-sm sm:py-2",
              index === active && "bg-muted",
            )}
          >
            {customerPickerLabel(customer)}
          </li>
        ))}
        {options.length === 0 ? (
          <li role="presentation" className="px-2.5 py-2.5 text-sm text-muted-foreground">
            {emptyText}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
