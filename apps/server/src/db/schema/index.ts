/**
 * The whole database, one file per aggregate, behind this one index: features import the tables
 * from `db/schema`. drizzle-kit generates the SQL migrations in ../migrations from this file
 * (`npm run db:generate -w @lo/server`); never edit a generated migration.
 */
export * from "./people";
export * from "./catalogue";
export * from "./pieces";
export * from "./repairs";
export * from "./mail-and-links";
export * from "./workshop";
export * from "./photos";
export * from "./security";
export * from "./billing";
