/** One timed read of the benchmark, and where the API lives. */
export const API = "/lifetime-outfitter";

export interface ReadTarget {
  group: "Customers" | "Products" | "Repairs" | "Heavy customer" | "Tracking" | "Search" | "Items";
  name: string;
  path: string;
  /** visitor: no session (the public tracking page). */
  as: "admin" | "customer" | "visitor";
  /** The p95 goal in ms when it is not the usual 25 (the tracking page's is 20). */
  goalMs?: number;
  /** The goal of its server time beyond the SQL when it is not the usual 5 ms (a PDF's). */
  beyondSqlMs?: number;
}
