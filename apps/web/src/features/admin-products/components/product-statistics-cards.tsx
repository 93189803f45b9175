import type { AdminProductStatistics } from "@lo/domain";
import { CalendarPlus, Layers, Package, Palette, Ruler, Wrench } from "lucide-react";
import { ListStatistics, type ListStatisticsProps } from "@/components/list-statistics";
import type { StatGridCard } from "@/components/ui/stat-grid";
import { formatCount } from "@/lib/format";

const CARDS: StatGridCard<AdminProductStatistics>[] = [
  { label: "Total Products", value: (s) => formatCount(s.totalProducts), icon: Package },
  { label: "Most Popular Type", value: (s) => s.mostPopularType ?? "—", icon: Layers },
  { label: "Most Popular Colour", value: (s) => s.mostPopularColour ?? "—", icon: Palette },
  { label: "Most Popular Size", value: (s) => s.mostPopularSize ?? "—", icon: Ruler },
  { label: "In Repair Now", value: (s) => formatCount(s.productsWithOpenRepairs), icon: Wrench },
  { label: "Added This Month", value: (s) => formatCount(s.addedThisMonth), icon: CalendarPlus },
];

/** The numbers above the product table. */
export function ProductStatisticsCards(props: ListStatisticsProps<AdminProductStatistics>) {
  return <ListStatistics cards={CARDS} of="product" aria-label="Product statistics" {...props} />;
}
