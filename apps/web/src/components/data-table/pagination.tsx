import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format";
import { cn } from "@/lib/utils";
import { pageSpan } from "./paging";
import { useKeepPageInRange } from "./use-list-state";

/** Page numbers to offer: the first, the last, and a couple around the current one. */
function pageWindow(page: number, pageCount: number): (number | "gap")[] {
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

type StepProps = {
  direction: "previous" | "next";
  disabled: boolean;
  onClick: () => void;
  /** Numbered: the word hides on small screens and the button is named by its aria-label. */
  numbered: boolean;
};

function StepButton({ direction, disabled, onClick, numbered }: StepProps) {
  const word = direction === "previous" ? "Previous" : "Next";
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  const text = numbered ? <span className="hidden sm:inline">{word}</span> : word;
  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onClick}
      disabled={disabled}
      aria-label={numbered ? `${word} page` : undefined}
    >
      {direction === "previous" ? <Icon aria-hidden="true" /> : null}
      {text}
      {direction === "next" ? <Icon aria-hidden="true" /> : null}
    </Button>
  );
}

type ListPagesProps = {
  paging: Paging;
  /** The navigation landmark's name. */
  label: string;
  /**
   * "numbered": the summary beside Previous, the pages around the current one and Next (a table).
   * "compact": Previous, "Page x of y", Next, and nothing at all for a single page (cards).
   */
  variant?: "numbered" | "compact";
  /** Where the list starts: brought into view when another page is chosen. */
  onPageChange?: () => void;
};

/**
 * Every list's paging footer, previous / next through the server's pages: for a table its
 * summary and pages, for cards the compact steps.
 */
export function ListPages({ paging, label, variant = "numbered", onPageChange }: ListPagesProps) {
  const { page, pageCount, summary } = paging;
  const goTo = (target: number) => {
    paging.setPage(target);
    onPageChange?.();
  };
  const previous = () => goTo(page - 1);
  const next = () => goTo(page + 1);
  if (variant === "compact") {
    if (pageCount <= 1) return null;
    return (
      <nav aria-label={label} className="flex items-center justify-between gap-3">
        <StepButton direction="previous" disabled={page <= 1} onClick={previous} numbered={false} />
        <p className="text-sm text-muted-foreground">
          Page <span className="font-medium text-foreground">{page}</span> of{" "}
          <span className="font-medium text-foreground">{pageCount}</span>
        </p>
        <StepButton direction="next" disabled={page >= pageCount} onClick={next} numbered={false} />
      </nav>
    );
  }
  if (summary === null) return null;
  return (
    <nav
      aria-label={label}
      className="flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {summary}
      </p>
      {pageCount > 1 ? (
        <ul className="flex flex-wrap items-center justify-center gap-1">
          <li>
            <StepButton direction="previous" disabled={page <= 1} onClick={previous} numbered />
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
                  onClick={() => goTo(item)}
                >
                  {item}
                </Button>
              </li>
            ),
          )}
          <li>
            <StepButton direction="next" disabled={page >= pageCount} onClick={next} numbered />
          </li>
        </ul>
      ) : null}
    </nav>
  );
}

type PagedQuery = { data?: { total: number } | undefined; isPlaceholderData: boolean };

/**
 * A server-paged list's paging: its page count, the rows on screen ('Showing 21–40 of 45') and,
 * when the count shrinks under it (a change elsewhere), a step back to the last page.
 */
export function usePaging(
  page: number,
  pageSize: number,
  query: PagedQuery,
  setPage: (page: number) => void,
) {
  const total = query.data?.total ?? 0;
  const { pageCount, first, last } = pageSpan(page, pageSize, total);
  const current = query.data !== undefined && !query.isPlaceholderData;
  useKeepPageInRange(page, current ? pageCount : undefined, setPage);
  const summary =
    query.data && total > 0
      ? `Showing ${formatCount(first)}–${formatCount(last)} of ${formatCount(total)}`
      : null;
  return { page: Math.min(page, pageCount), pageCount, total, summary, setPage };
}

export type Paging = ReturnType<typeof usePaging>;
