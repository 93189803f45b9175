import type { AdminProductStatistics } from "@lo/domain";
import { CalendarPlus, Layers, Package, Palette, Ruler, Wrench } from "lucide-react";
import { StatGrid, type StatGridCard } from "@/components/ui/stat-grid";
import { formatCount } from "@/lib/format";

const CARDS: StatGridCard<AdminProductStatistics>[] = [
  { label: "Total Products", value: (s) => formatCount(s.totalProducts), icon: Package },
  { label: "Most Popular Type", value: (s) => s.mostPopularType ?? "—", icon: Layers },
  { label: "Most Popular Colour", value: (s) => s.mostPopularColour ?? "—", icon: Palette },
  { label: "Most Popular Size", value: (s) => s.mostPopularSize ?? "—", icon: Ruler },
  { label: "In Repair Now", value: (s) => formatCount(s.productsWithOpenRepairs), icon: Wrench },
  { label: "Added This Month", value: (s) => formatCount(s.addedThisMonth), icon: CalendarPlus },
];

type ProductStatisticsCardsProps = {
  statistics: AdminProductStatistics | undefined;
  isError: boolean;
};

/** The numbers above the product table, from one aggregate call (never the whole list). */
export function ProductStatisticsCards({ statistics, isError }: ProductStatisticsCardsProps) {
  return (
    <StatGrid
      cards={CARDS}
      statistics={statistics}
      isError={isError}
      errorMessage="The product statistics could not be loaded just now."
      className="md:grid-cols-3 xl:grid-cols-6"
      aria-label="Product statistics"
    />
  );
}
