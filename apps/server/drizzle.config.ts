import { defineConfig } from "drizzle-kit";

// Generation only needs the schema (its index): no database connection is made.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
