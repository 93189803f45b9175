import type { AdminCustomerStatistics } from "@lo/domain";
import { CalendarPlus, Globe, MapPin, Package, Users, Wrench } from "lucide-react";
import { ListStatistics, type ListStatisticsProps } from "@/components/list-statistics";
import type { StatGridCard } from "@/components/ui/stat-grid";
import { formatCount, formatDate } from "@/lib/format";

const CARDS: StatGridCard<AdminCustomerStatistics>[] = [
  { label: "Total Customers", value: (s) => formatCount(s.totalCustomers), icon: Users },
  { label: "South African", value: (s) => formatCount(s.southAfricanCustomers), icon: MapPin },
  { label: "International", value: (s) => formatCount(s.internationalCustomers), icon: Globe },
  {
    label: "Avg. Products per Customer",
    value: (s) => formatCount(s.averageOrders),
    icon: Package,
  },
  {
    label: "Latest Join Date",
    value: (s) => formatDate(s.latestJoinDate) || "—",
    icon: CalendarPlus,
  },
  {
    label: "With Open Repairs",
    value: (s) => formatCount(s.customersWithOpenRepairs),
    icon: Wrench,
  },
];

/** The numbers above the customer list. */
export function CustomerStatisticsCards(props: ListStatisticsProps<AdminCustomerStatistics>) {
  return <ListStatistics cards={CARDS} of="customer" {...props} />;
}
