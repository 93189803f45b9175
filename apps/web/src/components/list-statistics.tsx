import { StatGrid, type StatGridCard } from "@/components/ui/stat-grid";

/** What a list page hands its statistics cards: the aggregate call's answer and whether it failed. */
export type ListStatisticsProps<S> = {
  statistics: S | undefined;
  isError: boolean;
};

/**
 * The six numbers above an admin list (customers, products), from one aggregate call (never the
 * whole list): three columns on a tablet, one row on a wide screen; a failure says so instead.
 */
export function ListStatistics<S>({
  cards,
  of,
  ...props
}: ListStatisticsProps<S> & {
  cards: readonly StatGridCard<S>[];
  /** What the numbers are of, in the failure message: "customer", "product". */
  of: string;
  "aria-label"?: string;
}) {
  return (
    <StatGrid
      cards={cards}
      errorMessage={`The ${of} statistics could not be loaded just now.`}
      className="md:grid-cols-3 xl:grid-cols-6"
      {...props}
    />
  );
}
