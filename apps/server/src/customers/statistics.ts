import { roundedAverage, type AdminCustomerStatistics } from "@lo/domain";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { products, users } from "../db/schema";
import { toIso } from "../db/sql";
import { tallySql } from "../db/tallies";

/**
 * The numbers of the Manage Customers cards: counts kept in tallies (decision 046), the
 * latest join from its index, and the products of the few non-customers from theirs.
 */
export async function customerStatistics(db: Db): Promise<AdminCustomerStatistics> {
  const [row] = await db
    .select({
      totalCustomers: tallySql("customers"),
      southAfricanCustomers: tallySql("south-african-customers"),
      latestJoinDate: sql<Date | null>`(select max(${users.createdAt}) from ${users}
        where ${users.role} = 'customer')`.mapWith(users.createdAt),
      // Every product, less the few owned by someone who is not a customer.
      productCount: sql<number>`${tallySql("products")} - (select count(*)::int from ${products}
        where ${products.customerIdnumber} in (
          select ${users.idnumber} from ${users} where ${users.role} <> 'customer'))`.mapWith(
        Number,
      ),
      customersWithOpenRepairs: tallySql("customers-with-open-repairs"),
    })
    .from(sql`(select 1) as one`);

  const totalCustomers = row?.totalCustomers ?? 0;
  const southAfricanCustomers = row?.southAfricanCustomers ?? 0;
  return {
    totalCustomers,
    southAfricanCustomers,
    internationalCustomers: totalCustomers - southAfricanCustomers,
    averageOrders: roundedAverage(row?.productCount ?? 0, totalCustomers),
    latestJoinDate: toIso(row?.latestJoinDate ?? null),
    customersWithOpenRepairs: row?.customersWithOpenRepairs ?? 0,
  };
}
