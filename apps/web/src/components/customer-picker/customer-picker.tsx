import { customerPickerLabel, type CustomerPickerItem } from "@lo/domain";
import { ChevronDown, Search, X } from "lucide-react";
import { useId, useRef, useState, type Ref, type RefObject } from "react";
import { Command, CommandInput, CommandItem, CommandList } from "@/components/ui/command";
import { Input } from "@/components/ui/input";
import { Popover, PopoverAnchor, PopoverContent } from "@/components/ui/popover";
import { Spinner } from "@/components/ui/spinner";
import { useDebouncedValue } from "@/lib/use-debounced-value";
import { cn } from "@/lib/utils";
import { useCustomerSearch } from "./use-customer-search";

type CustomerPickerProps = {
  id: string;
  /** The chosen customer, or null. */
  value: CustomerPickerItem | null;
  onChange: (customer: CustomerPickerItem | null) => void;
  onBlur?: () => void;
  /** react-hook-form's ref, so a failed submit can focus the picker. */
  ref?: Ref<HTMLInputElement>;
  "aria-invalid"?: true | undefined;
  "aria-describedby"?: string | undefined;
  placeholder?: string;
  /** The name of the button that clears the choice. */
  clearLabel?: string;
  /** Shown in the list while a search is on its way. */
  searchingText?: string;
  /** Shown in the list when the search failed; unset, a failed search reads as no match. */
  errorText?: string;
};

const noMatch = "No customers found.";

function statusText(count: number, emptyText: string): string {
  if (count === 0) return emptyText;
  return `${count} customer${count === 1 ? "" : "s"} found.`;
}

type CustomerOptionsProps = {
  options: readonly CustomerPickerItem[];
  emptyText: string;
  onChoose: (customer: CustomerPickerItem) => void;
  inputRef: RefObject<HTMLInputElement | null>;
};

/** The list under the input: one option per customer found, or why there is none. */
function CustomerOptions({ options, emptyText, onChoose, inputRef }: CustomerOptionsProps) {
  return (
    <PopoverContent
      role="presentation"
      className="w-(--radix-popover-trigger-width)"
      // Focus stays in the input, where the customer types; the list follows the arrows.
      onOpenAutoFocus={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => event.preventDefault()}
      onInteractOutside={(event) => {
        if (inputRef.current?.contains(event.target as Node)) event.preventDefault();
      }}
      // A press on the list must not take focus from the input before the click lands.
      onMouseDown={(event) => event.preventDefault()}
    >
      <CommandList label="Customers">
        {options.map((customer) => (
          <CommandItem
            key={customer.idnumber}
            value={customer.idnumber}
            onSelect={() => onChoose(customer)}
          >
            {customerPickerLabel(customer)}
          </CommandItem>
        ))}
        {options.length === 0 ? (
          <p role="presentation" className="px-2.5 py-2.5 text-sm text-muted-foreground">
            {emptyText}
          </p>
        ) : null}
      </CommandList>
    </PopoverContent>
  );
}

function ClearButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      className="absolute inset-y-0 right-0 flex w-11 cursor-pointer items-center justify-center rounded-r-lg text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  );
}

/**
 * A searchable customer picker: cmdk's combobox input with its list in a popover. Typing
 * searches customers by name or ID number on the server (so the shop may hold any number of
 * them); arrows move, Enter picks, Escape closes. Typing over a chosen customer, or the clear
 * button, starts a new search.
 */
export function CustomerPicker({
  id,
  value,
  onChange,
  onBlur,
  ref,
  placeholder = "Search and select customer",
  clearLabel = "Clear customer",
  searchingText = "Searching…",
  errorText,
  ...aria
}: CustomerPickerProps) {
  const statusId = useId();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const debouncedQuery = useDebouncedValue(query.trim(), 250);
  const expanded = open && value === null;
  const customers = useCustomerSearch(debouncedQuery, expanded);
  const options = customers.isError ? [] : (customers.data ?? []);
  const searching = customers.isFetching || debouncedQuery !== query.trim();
  const emptyText = searching
    ? searchingText
    : customers.isError && errorText
      ? errorText
      : noMatch;

  const choose = (customer: CustomerPickerItem) => {
    onChange(customer);
    setQuery("");
    setOpen(false);
  };
  const clear = () => {
    onChange(null);
    setQuery("");
    setOpen(true);
    inputRef.current?.focus();
  };

  return (
    <Command shouldFilter={false} loop vimBindings={false} className="relative">
      <Popover open={expanded} onOpenChange={setOpen}>
        <PopoverAnchor asChild>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <CommandInput
              asChild
              value={value ? customerPickerLabel(value) : query}
              onValueChange={(text) => {
                // Typing over a chosen customer starts a new search, as clearing would.
                if (value !== null) onChange(null);
                setQuery(text);
                setOpen(true);
              }}
            >
              <Input
                ref={(element) => {
                  inputRef.current = element;
                  if (typeof ref === "function") ref(element);
                  else if (ref) ref.current = element;
                }}
                id={id}
                aria-expanded={expanded}
                // Named by the field's own label, and not marked as cmdk's input: cmdk would
                // otherwise look for focus under its own id for the input and move it to the list.
                aria-labelledby={undefined}
                cmdk-input={undefined}
                aria-invalid={aria["aria-invalid"]}
                aria-describedby={
                  [aria["aria-describedby"], statusId].filter(Boolean).join(" ") || undefined
                }
                placeholder={placeholder}
                onFocus={() => value === null && setOpen(true)}
                onClick={() => value === null && setOpen(true)}
                onBlur={() => {
                  setOpen(false);
                  onBlur?.();
                }}
                onKeyDown={(event) => {
                  if (expanded) return;
                  // Closed, the list takes no keys: Enter submits the form, arrows open it.
                  event.stopPropagation();
                  if (value === null && event.key.startsWith("Arrow")) setOpen(true);
                }}
                className={cn("pr-12 pl-10", value && "font-medium")}
              />
            </CommandInput>
            {value ? (
              <ClearButton label={clearLabel} onClick={clear} />
            ) : (
              <span className="pointer-events-none absolute inset-y-0 right-0 flex w-11 items-center justify-center text-muted-foreground">
                {expanded && searching ? (
                  <Spinner />
                ) : (
                  <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
                )}
              </span>
            )}
          </div>
        </PopoverAnchor>
        <CustomerOptions
          options={options}
          emptyText={emptyText}
          onChoose={choose}
          inputRef={inputRef}
        />
      </Popover>
      <p id={statusId} role="status" className="sr-only">
        {expanded && !searching ? statusText(options.length, emptyText) : ""}
      </p>
    </Command>
  );
}
