import { sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client";

/** A table as a backup reads and writes it. */
export interface TableShape {
  name: string;
  /** The columns stored as given (not the database's generated ones), in their order. */
  columns: string[];
  /** The primary key's columns: the order rows are written in. */
  key: string[];
}

type Runner = Pick<Db | Tx, "execute">;

async function rows<Row>(db: Runner, statement: ReturnType<typeof sql>): Promise<Row[]> {
  const answer = (await db.execute(statement)) as unknown as { rows: Row[] };
  return answer.rows;
}

/**
 * Every table of the shop (schema `public`), parents before the tables that refer to them, so
 * that rows can be written back in that order with every foreign key checked as they go.
 */
export async function shopTables(db: Runner): Promise<TableShape[]> {
  const columns = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const keys = await rows<{ table_name: string; column_name: string }>(
    db,
    sql`select tc.table_name, k.column_name from information_schema.table_constraints tc
      join information_schema.key_column_usage k
        on k.constraint_name = tc.constraint_name and k.table_schema = tc.table_schema
      where tc.table_schema = 'public' and tc.constraint_type = 'PRIMARY KEY'
      order by tc.table_name, k.ordinal_position`,
  );
  const references = await rows<{ child: string; parent: string }>(
    db,
    sql`select distinct c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const byTable = new Map<string, TableShape>();
  for (const { table_name: name, column_name: column } of columns) {
    const shape = byTable.get(name) ?? { name, columns: [], key: [] };
    shape.columns.push(column);
    byTable.set(name, shape);
  }
  for (const { table_name: name, column_name: column } of keys) byTable.get(name)?.key.push(column);
  const unquote = (name: string) => name.replace(/^"|"$/g, "");
  const parents = new Map<string, Set<string>>();
  for (const { child, parent } of references) {
    if (unquote(child) === unquote(parent)) continue;
    parents.set(unquote(child), (parents.get(unquote(child)) ?? new Set()).add(unquote(parent)));
  }
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: string[]) => {
    if (placed.has(name)) return;
    if (path.includes(name)) throw new Error(`Foreign keys form a cycle: ${path.join(" → ")}`);
    for (const parent of [...(parents.get(name) ?? [])].sort()) place(parent, [...path, name]);
    const shape = byTable.get(name);
    if (shape) ordered.push(shape);
    placed.add(name);
  };
  for (const name of [...byTable.keys()].sort()) place(name, []);
  return ordered;
}
