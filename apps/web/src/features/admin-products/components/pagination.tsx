import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { formatCount } from "@/lib/format";

/** Page numbers to offer: the first, the last, and a couple around the current one. */
export function pageWindow(page: number, pageCount: number): (number | "gap")[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  for (const p of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === "number" && p - previous > 1) result.push("gap");
    result.push(p);
  }
  return result;
}

type PaginationProps = {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label="Pages"
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0
          ? "No products"
          : `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`}
      </p>
      {pageCount > 1 ? (
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <li>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onPage(page - 1)}
              disabled={page <= 1}
              aria-label="Previous page"
            >
              <ChevronLeft aria-hidden="true" />
              <span className="hidden sm:inline">Previous</span>
            </Button>
          </li>
          {pageWindow(page, pageCount).map((item, index) =>
            item === "gap" ? (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
                …
              </li>
            ) : (
              <li key={item}>
                <Button
                  variant={item === page ? "default" : "ghost"}
                  size="sm"
                  className={cn("min-w-10 tabular-nums", item === page && "pointer-events-none")}
                  aria-label={`Page ${item}`}
                  aria-current={item === page ? "page" : undefined}
                  onClick={() => onPage(item)}
                >
                  {item}
                </Button>
              </li>
            ),
          )}
          <li>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onPage(page + 1)}
              disabled={page >= pageCount}
              aria-label="Next page"
            >
              <span className="hidden sm:inline">Next</span>
              <ChevronRight aria-hidden="true" />
            </Button>
          </li>
        </ul>
      ) : null}
    </nav>
  );
}
