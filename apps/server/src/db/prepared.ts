import type { Db, Tx } from "./client";

/**
 * A statement built once per database handle (or transaction) and run as a prepared
 * statement: on PostgreSQL each pooled connection parses and plans it once, and no request
 * spends time building its SQL again.
 */
export function perDatabase<Db_ extends Db | Tx, Statement>(
  build: (db: Db_) => Statement,
): (db: Db_) => Statement {
  const built = new WeakMap<Db_, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (statement === undefined) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
