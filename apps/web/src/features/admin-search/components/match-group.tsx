import type { ReactNode } from "react";
import { formatCount } from "@/lib/format";

type MatchGroupProps<T> = {
  id: string;
  title: string;
  matches: { data: T[]; more: boolean };
  /** One match as a list entry (a link). */
  children: (match: T) => ReactNode;
  keyOf: (match: T) => string | number;
};

/** One kind of match on the results page: a heading with its count, then a link per match. */
export function MatchGroup<T>({ id, title, matches, children, keyOf }: MatchGroupProps<T>) {
  if (matches.data.length === 0) return null;
  const count = `${formatCount(matches.data.length)}${matches.more ? "+" : ""}`;
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="flex items-baseline gap-2 text-xl font-semibold">
        {title}
        <span className="text-sm font-normal text-muted-foreground tabular-nums">
          <span className="sr-only">, </span>
          {count}
          <span className="sr-only"> {count === "1" ? "match" : "matches"}</span>
        </span>
      </h2>
      <ul className="divide-y divide-border overflow-hidden rounded-lg border border-border bg-card shadow-card">
        {matches.data.map((match) => (
          <li key={keyOf(match)}>{children(match)}</li>
        ))}
      </ul>
      {matches.more ? (
        <p className="text-sm text-muted-foreground">
          Only the first {formatCount(matches.data.length)} are shown: add more of the name or
          number to narrow it down.
        </p>
      ) : null}
    </section>
  );
}

/** The look of every match: a whole-row link, its main line and a quieter second line. */
export const MATCH_LINK =
  "flex flex-col gap-0.5 px-4 py-3 transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-5";
