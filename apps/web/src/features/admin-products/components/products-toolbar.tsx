import type { ProductAttributes, ProductType } from "@lo/domain";
import { X } from "lucide-react";
import { ListSelect } from "@/components/list-select";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";

/** Radix Select cannot hold '' as an item value, so "no filter" has a name of its own. */
const ALL = "all";

export type ProductFilters = {
  producttypeid: number | null;
  colourid: number | null;
  sizeid: number | null;
};

export const NO_FILTERS: ProductFilters = { producttypeid: null, colourid: null, sizeid: null };

type FilterSelectProps = {
  label: string;
  allLabel: string;
  value: number | null;
  options: { id: number; name: string }[];
  onChange: (value: number | null) => void;
  className?: string;
};

function FilterSelect({ label, allLabel, value, options, onChange, className }: FilterSelectProps) {
  return (
    <ListSelect
      label={label}
      className={className ? `min-w-0 ${className}` : "min-w-0"}
      value={value === null ? ALL : String(value)}
      onValueChange={(next) => onChange(next === ALL ? null : Number(next))}
      options={[
        { value: ALL, label: allLabel },
        ...options.map((option) => ({ value: String(option.id), label: option.name })),
      ]}
    />
  );
}

type Filter = Pick<FilterSelectProps, "label" | "allLabel" | "className"> & {
  key: keyof ProductFilters;
};

/** The three filters, in the order shown; the first takes a whole row on a phone. */
const FILTERS: Filter[] = [
  {
    key: "producttypeid",
    label: "Product type",
    allLabel: "All types",
    className: "col-span-2 md:col-span-1",
  },
  { key: "colourid", label: "Colour", allLabel: "All colours" },
  { key: "sizeid", label: "Size", allLabel: "All sizes" },
];

type ProductsToolbarProps = {
  query: string;
  onQuery: (query: string) => void;
  filters: ProductFilters;
  onFilters: (filters: Partial<ProductFilters>) => void;
  /** Search or a filter is on (the Clear button is then enabled). */
  filtered: boolean;
  onClear: () => void;
  types: ProductType[];
  attributes: ProductAttributes | undefined;
};

/** Search over serial, type, colour, size and customer name, and the three filters. */
export function ProductsToolbar({
  query,
  onQuery,
  filters,
  onFilters,
  filtered,
  onClear,
  types,
  attributes,
}: ProductsToolbarProps) {
  const options: Record<keyof ProductFilters, FilterSelectProps["options"]> = {
    producttypeid: types.map((type) => ({ id: type.producttypeid, name: type.name })),
    colourid: (attributes?.colors ?? []).map((c) => ({ id: c.colourid, name: c.name })),
    sizeid: (attributes?.sizes ?? []).map((s) => ({ id: s.sizeid, name: s.name })),
  };
  return (
    <div
      role="search"
      aria-label="Find products"
      className="grid grid-cols-2 gap-4 rounded-lg border border-border bg-card p-4 shadow-card md:grid-cols-3 xl:grid-cols-[minmax(16rem,2fr)_1fr_1fr_1fr_auto] xl:items-end"
    >
      <SearchInput
        label="Search products"
        containerClassName="col-span-2 md:col-span-3 xl:col-span-1"
        compact
        value={query}
        onValueChange={onQuery}
        placeholder="Serial, type, colour, size or customer"
        autoComplete="off"
      />
      {FILTERS.map(({ key, ...select }) => (
        <FilterSelect
          key={key}
          {...select}
          value={filters[key]}
          options={options[key]}
          onChange={(id) => onFilters({ [key]: id })}
        />
      ))}
      <Button
        variant="ghost"
        onClick={onClear}
        disabled={!filtered}
        className="col-span-2 justify-self-end md:col-span-3 xl:col-span-1"
      >
        <X aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
