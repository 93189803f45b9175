/**
 * Every read the benchmark times: each admin list with each sort key, its deep last page, its
 * searches, filters and statistics, and the heavy customer's own pages. The original calls' unpaged
 * lists are timed apart (first byte and whole answer).
 */
import { CUSTOMER_SORT_KEYS, PRODUCT_SORT_KEYS, REPAIR_SORT_KEYS } from "@lo/domain";
import { tokenFromSalt } from "../../apps/server/src/links/link-secret";
import type { Exec } from "./seed";
import type { Scale } from "./seed-plan";
import { itemPageTargets, moneyTargets, requestPageTargets, searchTargets } from "./page-targets";
import { API, type ReadTarget } from "./read-target";

export type { ReadTarget };
export { API };

/** The tracking page answers at most this many calls a minute from one address. */
export const VISITOR_SAMPLES_MAX = 50;

export interface TargetContext {
  scale: Scale;
  heavyCustomerId: string;
  /** A product type, colour and size that pieces in the data have. */
  productTypeId: number;
  colourId: number;
  sizeId: number;
}

export function readTargets(context: TargetContext): ReadTarget[] {
  const { scale, heavyCustomerId } = context;
  const admin = (group: ReadTarget["group"], name: string, path: string): ReadTarget => ({
    group,
    name,
    path: API + path,
    as: "admin",
  });
  const lastOffset = (total: number, size: number) => Math.max(0, total - size);
  /** A list sorted by each key, ascending then descending, and then its deep last page. */
  const sortsAndLastPage = (
    group: ReadTarget["group"],
    list: string,
    keys: readonly string[],
    size: number,
    total: number,
  ) => [
    ...keys.flatMap((key) =>
      (["asc", "desc"] as const).map((dir) =>
        admin(group, `sort ${key} ${dir}`, `${list}?sort=${key}&dir=${dir}&limit=${size}`),
      ),
    ),
    admin(group, "last page", `${list}?limit=${size}&offset=${lastOffset(total, size)}`),
  ];
  /** The list searched for each [what, q], named "search what 'q'". */
  const searches = (group: ReadTarget["group"], list: string, size: number, terms: string[][]) =>
    terms.map(([what, q]) => admin(group, `search ${what} '${q}'`, `${list}?q=${q}&limit=${size}`));
  return [
    admin("Customers", "first page", "/users/get-all-customers?limit=24&offset=0"),
    ...sortsAndLastPage(
      "Customers",
      "/users/get-all-customers",
      CUSTOMER_SORT_KEYS,
      24,
      scale.customers,
    ),
    ...searches("Customers", "/users/get-all-customers", 24, [
      ["name", "naidoo"],
      ["e-mail", "customer1234"],
      ["rare", "zzq"],
    ]),
    admin("Customers", "by ID number", `/users/get-all-customers?idnumber=${heavyCustomerId}`),
    admin("Customers", "statistics", "/users/customer-statistics"),
    admin("Customers", "picker 'thabo'", "/users/customers-for-products?q=thabo&limit=20"),
    admin("Products", "first page", "/products/?limit=25&offset=0"),
    ...sortsAndLastPage("Products", "/products/", PRODUCT_SORT_KEYS, 25, scale.products),
    ...searches("Products", "/products/", 25, [
      ["serial", "LO-2019-01"],
      ["type", "wallet"],
      ["owner", "pillay"],
      ["rare", "zzq"],
    ]),
    admin("Products", "filter type", `/products/?producttypeid=${context.productTypeId}&limit=25`),
    admin("Products", "filter colour", `/products/?colourid=${context.colourId}&limit=25`),
    admin("Products", "filter size", `/products/?sizeid=${context.sizeId}&limit=25`),
    admin("Products", "filter owner (heavy)", `/products/?customerid=${heavyCustomerId}&limit=25`),
    admin("Products", "statistics", "/products/statistics"),
    // The request table's page answers within 50 ms at p95.
    {
      ...admin("Repairs", "first page", "/repairs/get-admin-repairs?limit=20&offset=0"),
      goalMs: 50,
    },
    ...sortsAndLastPage(
      "Repairs",
      "/repairs/get-admin-repairs",
      REPAIR_SORT_KEYS,
      20,
      scale.requests,
    ),
    ...["Pending", "In Progress", "Ready for Collection", "Done"].map((status) =>
      admin(
        "Repairs",
        `status ${status}`,
        `/repairs/get-admin-repairs?status=${encodeURIComponent(status)}&limit=20`,
      ),
    ),
    ...searches("Repairs", "/repairs/get-admin-repairs", 20, [
      ["owner", "pillay"],
      ["serial", "LO-2019-01"],
      ["problem", "buckle"],
      ["rare", "zzq"],
    ]),
    admin("Repairs", "statistics", "/repairs/statistics"),
    // Decision 067: the Overdue filter's first page (its count: the statistics).
    {
      ...admin("Repairs", "overdue first page", "/repairs/get-admin-repairs?overdue=1&limit=20"),
      goalMs: 50,
    },

    ...[
      ["own products", `/products/products-for-customer/${heavyCustomerId}`],
      [
        "products free for a repair",
        `/products/no-repair-products-for-customer/${heavyCustomerId}`,
      ],
      ["own repairs", `/repairs/get-customer-repairs/${heavyCustomerId}`],
      ["current user", "/users/me"],
    ].map(([name, path]) => ({
      group: "Heavy customer" as const,
      name: name as string,
      path: API + path,
      as: "customer" as const,
    })),
  ];
}

/** The original calls (docs/requirements.md §7) unpaged: the whole list in one answer. */
export const UNPAGED_TARGETS = [
  { name: "GET /users/get-all-customers (all)", path: `${API}/users/get-all-customers` },
  { name: "GET /products/ (all)", path: `${API}/products/` },
  { name: "GET /repairs/get-admin-repairs (all)", path: `${API}/repairs/get-admin-repairs` },
];

/**
 * Whether `label` ("Group: name") is among the calls `--only` picked (any of its
 * comma-separated parts, in any letter case); every call when `only` is empty.
 */
export function picked(only: string[], label: string): boolean {
  return only.length === 0 || only.some((part) => label.toLowerCase().includes(part.toLowerCase()));
}

export async function targetsFor(
  exec: Exec,
  heavyCustomerId: string,
  scale: Scale,
  only: string[] = [],
): Promise<ReadTarget[]> {
  const { rows } = await exec(
    "select product_type_id, colour_id, size_id from products where colour_id is not null and size_id is not null limit 1",
  );
  const attributes = rows[0] as { product_type_id: number; colour_id: number; size_id: number };
  const targets = readTargets({
    scale,
    heavyCustomerId,
    productTypeId: attributes.product_type_id,
    colourId: attributes.colour_id,
    sizeId: attributes.size_id,
  });
  return [
    ...targets,
    await trackingTarget(exec),
    ...(await requestPageTargets(exec, heavyCustomerId)),
    ...(await moneyTargets(exec, heavyCustomerId)),
    ...(await itemPageTargets(exec)),
    ...(await searchTargets(exec, heavyCustomerId)),
  ].filter((target) => picked(only, `${target.group}: ${target.name}`));
}

/**
 * The public tracking page of the request with the most lines (decision 053; goal: p95 under
 * 20 ms with 50,000 requests), its token made from the stored salt as the server makes it.
 */
async function trackingTarget(exec: Exec): Promise<ReadTarget> {
  const { rows } = await exec(`select t.salt, s.value as secret
    from link_tokens t, server_secrets s
    where s.name = 'link-secret' and t.purpose = 'track' and t.revoked_at is null
      and t.repair_request_id = (select repair_request_id from repair_lines
                                 group by 1 order by count(*) desc, 1 limit 1)`);
  const link = rows[0] as { salt: string; secret: string } | undefined;
  if (!link) throw new Error("The seeded requests have no tracking links.");
  const token = tokenFromSalt(Buffer.from(link.secret, "base64url"), link.salt);
  return {
    group: "Tracking",
    name: "public tracking page (most items)",
    path: `${API}/track/${token}`,
    as: "visitor",
    goalMs: 20,
  };
}
