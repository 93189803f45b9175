import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { StatCard } from "@/components/ui/stat-card";
import { cn } from "@/lib/utils";

/** One card of a statistics grid: how to read its number (and hint) out of the statistics. */
export type StatGridCard<S> = {
  label: string;
  value: (statistics: S) => ReactNode;
  hint?: (statistics: S) => ReactNode;
  icon: LucideIcon;
  /** See StatCard's `tint`. */
  tint?: string;
};

type StatGridProps<S> = {
  cards: readonly StatGridCard<S>[];
  /** Undefined while loading (grey cards) or after a failure. */
  statistics: S | undefined;
  isError: boolean;
  /**
   * Said in place of the grid when the statistics failed to load. Without it, a failure keeps
   * the grid, each value a "—" read out as "Not available".
   */
  errorMessage?: ReactNode;
  /** Column and gap classes added to the base two-column grid. */
  className?: string;
  /** Extra classes of the card at each position. */
  cardClassName?: (index: number) => string | undefined;
  "aria-label"?: string;
};

/** A row of StatCards in a `<dl>`, with the loading and failure states around it. */
export function StatGrid<S>({
  cards,
  statistics,
  isError,
  errorMessage,
  className,
  cardClassName,
  "aria-label": ariaLabel,
}: StatGridProps<S>) {
  const gridClass = cn("grid grid-cols-2 gap-3", className);
  if (isError && errorMessage !== undefined) {
    return (
      <p className="rounded-lg border border-border bg-card px-4 py-3 text-sm text-muted-foreground">
        {errorMessage}
      </p>
    );
  }
  if (!statistics && !isError) {
    return (
      <div className={gridClass} aria-hidden="true">
        {cards.map(({ label, icon }, index) => (
          <StatCard
            key={label}
            label={label}
            icon={icon}
            className={cardClassName?.(index)}
            value={null}
            loading
          />
        ))}
      </div>
    );
  }
  return (
    <dl aria-label={ariaLabel} className={gridClass}>
      {cards.map(({ label, value, hint, icon, tint }, index) => (
        <StatCard
          key={label}
          label={label}
          icon={icon}
          tint={tint}
          className={cardClassName?.(index)}
          value={statistics ? value(statistics) : <span aria-label="Not available">—</span>}
          hint={statistics && hint ? hint(statistics) : undefined}
        />
      ))}
    </dl>
  );
}
