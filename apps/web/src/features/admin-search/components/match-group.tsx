import type { ComponentType } from "react";
import { Link } from "@/components/link";
import { formatCount } from "@/lib/format";

/** One kind of match: its heading, and each match's page, link name and row. */
export type MatchKind<T> = {
  /** Also names the heading's id (`matches-items`). */
  title: string;
  /** The page of one match, where its row links to (one page per match: also the row's key). */
  hrefOf: (match: T) => string;
  /** The link's accessible name, where its text alone would not say enough. */
  labelOf?: (match: T) => string;
  /** What one match's row shows. */
  Row: ComponentType<{ match: T }>;
};

type MatchGroupProps<T> = { kind: MatchKind<T>; matches: { data: T[]; more: boolean } };

/** One kind of match on the results page: a heading with its count, then a link per match. */
export function MatchGroup<T>({ kind, matches }: MatchGroupProps<T>) {
  const { title, hrefOf, labelOf, Row } = kind;
  if (matches.data.length === 0) return null;
  const id = `matches-${title.toLowerCase()}`;
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
          <li key={hrefOf(match)}>
            <Link to={hrefOf(match)} className={MATCH_LINK} aria-label={labelOf?.(match)}>
              <Row match={match} />
            </Link>
          </li>
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
const MATCH_LINK =
  "flex flex-col gap-0.5 px-4 py-3 transition-colors hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-5";
