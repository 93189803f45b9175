import type { SortState } from "@lo/domain";
import { flexRender, type Header } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";

type SortableHeaderProps<TData, K extends string> = {
  /** A TanStack header whose column id is a sort key. */
  header: Header<TData, unknown>;
  sort: SortState<K>;
  onSort: (key: K) => void;
  className?: string;
};

/**
 * A table heading that sorts by its column when clicked; the active one shows its direction
 * (arrow icon and aria-sort), the others a neutral double arrow.
 */
export function SortableHeader<TData, K extends string>({
  header,
  sort,
  onSort,
  className,
}: SortableHeaderProps<TData, K>) {
  const key = header.column.id as K;
  const active = sort.key === key;
  const Icon = !active ? ArrowUpDown : sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <TableHead
      scope="col"
      aria-sort={active ? (sort.dir === "asc" ? "ascending" : "descending") : "none"}
      className={cn("px-1.5", className)}
    >
      <button
        type="button"
        onClick={() => onSort(key)}
        className={cn(
          "inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-md px-1.5 tracking-wide uppercase hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
          active && "text-foreground",
        )}
      >
        {flexRender(header.column.columnDef.header, header.getContext())}
        <Icon
          className={cn("size-3.5", active ? "text-brass-deep" : "opacity-50")}
          aria-hidden="true"
        />
      </button>
    </TableHead>
  );
}
