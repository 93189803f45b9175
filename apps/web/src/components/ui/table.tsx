import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { styled } from "./styled";

/** A table that scrolls sideways inside its card on narrow screens instead of overflowing. */
export function Table({ className, ...props }: ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
    </div>
  );
}

export const TableHeader = styled("thead", "bg-muted/60 [&_tr]:border-b");

export const TableBody = styled("tbody", "[&_tr:last-child]:border-0");

export const TableRow = styled(
  "tr",
  "border-b border-border transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted",
);

export const TableHead = styled(
  "th",
  "h-11 px-3 text-left align-middle text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase",
);

export const TableCell = styled("td", "px-3 py-3 align-middle");

export const TableCaption = styled("caption", "mt-4 text-sm text-muted-foreground");
