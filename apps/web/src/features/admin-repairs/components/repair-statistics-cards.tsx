import type { RepairStatistics } from "@lo/domain";
import { CheckCircle2, ClipboardList, Clock, Hammer, Hourglass } from "lucide-react";
import type { ListStatisticsProps } from "@/components/list-statistics";
import { StatGrid, type StatGridCard } from "@/components/ui/stat-grid";
import { formatCount, formatDecimal } from "@/lib/format";
import { cn } from "@/lib/utils";

const CARDS: StatGridCard<RepairStatistics>[] = [
  {
    label: "Total Requests",
    value: (stats) => formatCount(stats.totalRequests),
    icon: ClipboardList,
    tint: "bg-brass-light/60 text-brass-deep",
  },
  {
    label: "Pending",
    value: (stats) => formatCount(stats.pending),
    hint: () => "Pending or en route to us",
    icon: Hourglass,
    tint: "bg-red-50 text-red-800",
  },
  {
    label: "In Progress",
    value: (stats) => formatCount(stats.inProgress),
    hint: () => "On the bench or on the way back",
    icon: Hammer,
    tint: "bg-blue-50 text-blue-800",
  },
  {
    label: "Completed",
    value: (stats) => formatCount(stats.completed),
    icon: CheckCircle2,
    tint: "bg-green-50 text-green-800",
  },
  {
    label: "Average Days Open",
    value: (stats) => formatDecimal(stats.averageDaysOpen),
    hint: (stats) =>
      `${formatCount(stats.openRequests)} open request${stats.openRequests === 1 ? "" : "s"}`,
    icon: Clock,
    tint: "bg-muted text-muted-foreground",
  },
];

/** The cards above the list, from the server's aggregate (docs/requirements.md §4 buckets). */
export function RepairStatisticsCards({
  statistics,
  isError,
}: ListStatisticsProps<RepairStatistics>) {
  return (
    <section aria-label="Repair statistics">
      <StatGrid
        cards={CARDS}
        statistics={statistics}
        isError={isError}
        className="sm:gap-4 lg:grid-cols-5"
        cardClassName={(index) =>
          cn(
            // Value and hint right under the label, not pushed to the bottom of a stretched card.
            "justify-start gap-2 sm:p-5",
            // Five cards on two columns: the last one takes the whole row.
            index === CARDS.length - 1 && "col-span-2 lg:col-span-1",
          )
        }
      />
    </section>
  );
}
