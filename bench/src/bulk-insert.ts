/**
 * The seed's SQL: a statement on either driver, and rows written in bulk with INSERT … SELECT
 * FROM unnest(…), 10,000 rows a statement, the same SQL on PostgreSQL and PGlite.
 */
import type { DatabaseHandle } from "../../apps/server/src/db/client";

export type Exec = (text: string, params?: unknown[]) => Promise<{ rows: unknown[] }>;

export function rawExec(handle: DatabaseHandle): Exec {
  if (handle.kind === "postgres") return (text, params) => handle.pool.query(text, params);
  return (text, params) => handle.client.query(text, params);
}

/** A column to insert: its name, its type and its values (jsonb: each as JSON text). */
export type Column = [name: string, type: string, values: unknown[]];

export async function insertAll(exec: Exec, table: string, columns: Column[]): Promise<void> {
  const total = columns[0]?.[2].length ?? 0;
  const names = columns.map(([name]) => name).join(", ");
  // JSON goes in as text and is cast in the select: both drivers send text arrays alike.
  const text = (type: string) => (type === "jsonb" ? "text" : type);
  const arrays = columns.map(([, type], i) => `$${i + 1}::${text(type)}[]`).join(", ");
  const cells = columns.map(([, type], i) => `c${i}${type === "jsonb" ? "::jsonb" : ""}`);
  const from = `unnest(${arrays}) as t(${columns.map((_, i) => `c${i}`).join(", ")})`;
  for (let start = 0; start < total; start += 10_000) {
    const params = columns.map(([, , values]) => values.slice(start, start + 10_000));
    await exec(`insert into ${table} (${names}) select ${cells.join(", ")} from ${from}`, params);
  }
}
