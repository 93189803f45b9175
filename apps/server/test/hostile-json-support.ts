import { sql } from "drizzle-orm";
import type { App } from "../src/app";
import type { Db } from "../src/db/client";

/** The methods whose requests carry a body the app parses. */
const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface BodyRoute {
  method: string;
  /** The route's pattern, e.g. /lifetime-outfitter/users/update-customer/:id */
  pattern: string;
  /** The pattern with every parameter filled in, ready to call. */
  url: string;
}

// One line of printRoutes' tree: its indentation, its path segment and its methods.
const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/;

/**
 * Every registered route that takes a body, read from the router itself (printRoutes' tree,
 * each line's segment appended to its parent's), so a route added later is covered too.
 */
export function bodyRoutes(app: App): BodyRoute[] {
  const parents: string[] = [];
  const routes: BodyRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const level = (match[1] ?? "").length / 4;
    const pattern = (level > 0 ? (parents[level - 1] ?? "") : "") + (match[2] ?? "");
    parents[level] = pattern;
    for (const method of (match[3] ?? "").split(", ")) {
      if (!BODY_METHODS.has(method)) continue;
      routes.push({ method, pattern, url: pattern.replace(/:[A-Za-z]\w*(\([^)]*\))?/g, "1") });
    }
  }
  return routes;
}

/** The number of rows of every table of the schema, by table name. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = (
    (await db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows;
  const counts: Record<string, number> = {};
  for (const { tablename } of tables) {
    const result = (await db.execute(
      sql`select count(*)::int as n from ${sql.identifier(tablename)}`,
    )) as unknown as { rows: { n: number }[] };
    counts[tablename] = result.rows[0]?.n ?? -1;
  }
  return counts;
}

/**
 * How deeply a request body schema of the OpenAPI document nests objects and arrays: what the
 * deepest valid payload of that route can be.
 */
export function schemaDepth(
  schema: unknown,
  components: Record<string, unknown>,
  seen: ReadonlySet<unknown> = new Set(),
): number {
  if (schema === null || typeof schema !== "object" || seen.has(schema)) return 0;
  const node = schema as Record<string, unknown>;
  const inner = new Set([...seen, schema]);
  if (typeof node.$ref === "string") {
    return schemaDepth(components[node.$ref.split("/").pop() ?? ""], components, inner);
  }
  const depthOf = (value: unknown) => schemaDepth(value, components, inner);
  let depth = 0;
  for (const key of ["anyOf", "oneOf", "allOf"]) {
    for (const branch of (node[key] as unknown[] | undefined) ?? []) {
      depth = Math.max(depth, depthOf(branch));
    }
  }
  if (node.type === "object" || node.properties || node.additionalProperties) {
    const members = [...Object.values(node.properties ?? {}), node.additionalProperties];
    depth = Math.max(depth, 1 + Math.max(0, ...members.map(depthOf)));
  }
  if (node.type === "array" || node.items) depth = Math.max(depth, 1 + depthOf(node.items));
  return depth;
}
