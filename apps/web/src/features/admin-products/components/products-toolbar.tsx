import type { ProductAttributes, ProductType } from "@lo/domain";
import { X } from "lucide-react";
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { cn } from "@/lib/utils";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";

/** Radix Select cannot hold '' as an item value, so "no filter" has a name of its own. */
const ALL = "all";

export type ProductFilters = {
  producttypeid?: number | undefined;
  colourid?: number | undefined;
  sizeid?: number | undefined;
};

type FilterSelectProps = {
  label: string;
  allLabel: string;
  value: number | undefined;
  options: { id: number; name: string }[];
  onChange: (value: number | undefined) => void;
  className?: string;
};

function FilterSelect({ label, allLabel, value, options, onChange, className }: FilterSelectProps) {
  const id = useId();
  return (
    <div className={cn("flex min-w-0 flex-col gap-2", className)}>
      <Label htmlFor={id}>{label}</Label>
      <Select
        value={value === undefined ? ALL : String(value)}
        onValueChange={(next) => onChange(next === ALL ? undefined : Number(next))}
      >
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{allLabel}</SelectItem>
          {options.map((option) => (
            <SelectItem key={option.id} value={String(option.id)}>
              {option.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

type ProductsToolbarProps = {
  query: string;
  onQuery: (query: string) => void;
  filters: ProductFilters;
  onFilters: (filters: ProductFilters) => void;
  types: ProductType[];
  attributes: ProductAttributes | undefined;
};

/** Search over serial, type, colour, size and customer name, and the three filters. */
export function ProductsToolbar({
  query,
  onQuery,
  filters,
  onFilters,
  types,
  attributes,
}: ProductsToolbarProps) {
  const filtered =
    query.trim() !== "" ||
    filters.producttypeid !== undefined ||
    filters.colourid !== undefined ||
    filters.sizeid !== undefined;

  return (
    <div
      role="search"
      aria-label="Find products"
      className="grid grid-cols-2 gap-4 rounded-lg border border-border bg-card p-4 shadow-card md:grid-cols-3 xl:grid-cols-[minmax(16rem,2fr)_1fr_1fr_1fr_auto] xl:items-end"
    >
      <SearchInput
        label="Search products"
        containerClassName="col-span-2 md:col-span-3 xl:col-span-1"
        iconClassName="left-3"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        placeholder="Serial, type, colour, size or customer"
        className="pl-9"
        autoComplete="off"
      />
      <FilterSelect
        label="Product type"
        allLabel="All types"
        className="col-span-2 md:col-span-1"
        value={filters.producttypeid}
        options={types.map((type) => ({ id: type.producttypeid, name: type.name }))}
        onChange={(producttypeid) => onFilters({ ...filters, producttypeid })}
      />
      <FilterSelect
        label="Colour"
        allLabel="All colours"
        value={filters.colourid}
        options={(attributes?.colors ?? []).map((c) => ({ id: c.colourid, name: c.name }))}
        onChange={(colourid) => onFilters({ ...filters, colourid })}
      />
      <FilterSelect
        label="Size"
        allLabel="All sizes"
        value={filters.sizeid}
        options={(attributes?.sizes ?? []).map((s) => ({ id: s.sizeid, name: s.name }))}
        onChange={(sizeid) => onFilters({ ...filters, sizeid })}
      />
      <Button
        variant="ghost"
        onClick={() => {
          onQuery("");
          onFilters({});
        }}
        disabled={!filtered}
        className="col-span-2 justify-self-end md:col-span-3 xl:col-span-1"
      >
        <X aria-hidden="true" />
        Clear
      </Button>
    </div>
  );
}
