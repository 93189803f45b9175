import { MoveHorizontal } from "lucide-react";
import { useRef, type ComponentProps, type ReactNode } from "react";
import { useSideScroll } from "@/lib/use-side-scroll";
import { cn } from "@/lib/utils";
import { styled } from "./styled";

const edges = {
  left: "left-0 bg-gradient-to-r from-[rgb(36_24_16/0.14)] to-transparent",
  right: "right-0 bg-gradient-to-l from-[rgb(36_24_16/0.14)] to-transparent",
};

/** The shade on one side of a sideways-scrolling table, shown while columns hide past it. */
function ScrollEdge({ side, shown }: { side: keyof typeof edges; shown: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-edge={side}
      className={cn(
        "pointer-events-none absolute inset-y-0 z-20 w-6 transition-opacity duration-200",
        edges[side],
        shown ? "opacity-100" : "opacity-0",
      )}
    />
  );
}

/**
 * A table that scrolls sideways inside its card on narrow screens instead of overflowing, and
 * shows that it does: a shaded edge on each side that hides columns, and a line above in the
 * words of the requests table's frame (admin-repairs' SidewaysScroller),
 * 'Wider than the screen: scroll sideways to see every column'. While it overflows the box takes focus,
 * so the keyboard can scroll it too (arrow keys).
 */
export function Table({ className, ...props }: ComponentProps<"table">) {
  const box = useRef<HTMLDivElement>(null);
  const { overflows, moreLeft, moreRight } = useSideScroll(box);
  const label = props["aria-label"];
  return (
    <div data-slot="table-frame" className="relative w-full">
      {overflows ? (
        <p className="flex items-center justify-end gap-1.5 px-3 py-1.5 text-xs text-muted-foreground">
          <MoveHorizontal className="size-3.5 text-brass-deep" aria-hidden="true" />
          Wider than the screen: scroll sideways to see every column
        </p>
      ) : null}
      <div className="relative">
        <div
          ref={box}
          data-slot="table-container"
          data-overflows={overflows || undefined}
          tabIndex={overflows ? 0 : undefined}
          role={overflows ? "region" : undefined}
          aria-label={overflows ? `${label ?? "Table"}, scrolls sideways` : undefined}
          className="relative w-full overflow-x-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          <table className={cn("w-full caption-bottom text-sm", className)} {...props} />
        </div>
        <ScrollEdge side="left" shown={moreLeft} />
        <ScrollEdge side="right" shown={moreRight} />
      </div>
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

/** A heading row of plain column names, then any headings of other kinds (`children`). */
export function TableHeadings({ names, children }: { names: string[]; children?: ReactNode }) {
  return (
    <TableHeader>
      <TableRow className="hover:bg-transparent">
        {names.map((name) => (
          <TableHead key={name}>{name}</TableHead>
        ))}
        {children}
      </TableRow>
    </TableHeader>
  );
}
