import { normalizeRepairState, repairStateBadgeColour, repairStateLabel } from "@lo/domain";
import { cn } from "@/lib/utils";
import { Badge } from "./badge";

type StateBadgeProps = {
  /** A repair state key or server status name; anything unknown shows a grey 'Unknown'. */
  state: string;
  className?: string;
};

/** A repair line's or request's state, coloured as docs/requirements.md §4 prescribes. */
export function StateBadge({ state, className }: StateBadgeProps) {
  // Normalising first lets server names such as "Done" share the colour of their key.
  const colour = repairStateBadgeColour(normalizeRepairState(state));
  return (
    <Badge variant={colour} data-state-colour={colour} className={cn(className)}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current opacity-70" />
      {repairStateLabel(state)}
    </Badge>
  );
}
