import type { ReactNode } from "react";
import { formatCount } from "@/lib/format";

type CustomerSectionProps = {
  id: string;
  title: string;
  count?: number;
  /** Shown instead of the children when there is nothing (count 0). */
  empty: string;
  children: ReactNode;
};

/** One part of the customer page: a heading with its count, then its list or an empty line. */
export function CustomerSection({ id, title, count, empty, children }: CustomerSectionProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-baseline gap-2 text-xl font-semibold">
        {title}
        {count !== undefined ? (
          <span className="text-sm font-normal text-muted-foreground tabular-nums">
            ({formatCount(count)})
          </span>
        ) : null}
      </h2>
      {count === 0 ? (
        <p className="rounded-lg border border-dashed border-border bg-card px-4 py-6 text-sm text-muted-foreground">
          {empty}
        </p>
      ) : (
        children
      )}
    </section>
  );
}
