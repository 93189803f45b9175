/**
 * The whole database, split by aggregate and gathered here: people, the catalogue and its
 * pieces, repairs, mail and links, photos, and the workshop's own records. drizzle-kit generates
 * the SQL migrations in ../migrations from this index (`npm run db:generate -w @lo/server`);
 * never edit a generated migration.
 */
export * from "./people";
export * from "./catalogue";
export * from "./pieces";
export * from "./repairs";
export * from "./mail-and-links";
export * from "./photos";
export * from "./workshop";
