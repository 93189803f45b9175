import { itemsProgressShare, itemsProgressWords, type ItemsProgress as Progress } from "@lo/domain";
import { cn } from "@/lib/utils";

type ItemsProgressProps = {
  progress: Progress;
  /** Without the bar: the words alone, e.g. inside a line of text. */
  bare?: boolean;
  className?: string;
};

/**
 * How far a request's items are ('1 of 2 items ready'), shown beside its state badge on every
 * screen, the customer's and the workshop's: the one wording is in the domain
 * (itemsProgressWords), so both sides read the same words for the same items.
 */
export function ItemsProgress({ progress, bare = false, className }: ItemsProgressProps) {
  const words = itemsProgressWords(progress);
  if (bare) return <span className={className}>{words}</span>;
  return (
    <span className={cn("inline-flex flex-col gap-1", className)}>
      <span className="tabular-nums">{words}</span>
      <span aria-hidden="true" className="h-1.5 w-16 overflow-hidden rounded-full bg-muted">
        <span
          className="block h-full rounded-full bg-brass"
          style={{ width: `${itemsProgressShare(progress) * 100}%` }}
        />
      </span>
    </span>
  );
}
