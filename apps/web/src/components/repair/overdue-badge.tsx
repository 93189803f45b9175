import { TURNAROUND_WORDS } from "@lo/domain";
import { Clock } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/**
 * 'Overdue' beside a line (or a request) longer in its state than the state's target
 * (decision 067). Admin pages only: customers never receive the mark.
 */
export function OverdueBadge({ className }: { className?: string }) {
  return (
    <Badge variant="red" className={cn("align-middle", className)}>
      <Clock className="size-3" aria-hidden="true" />
      {TURNAROUND_WORDS.overdue}
    </Badge>
  );
}
