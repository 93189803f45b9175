import { COVERAGE_LABELS, type Coverage } from "@lo/domain";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/** Who pays for a piece (decision 094), beside its state on the workshop's pages. */
export function CoverageBadge({ coverage, className }: { coverage: Coverage; className?: string }) {
  return (
    <Badge variant="outline" className={cn("align-middle text-muted-foreground", className)}>
      <span className="sr-only">Coverage: </span>
      {COVERAGE_LABELS[coverage]}
    </Badge>
  );
}
