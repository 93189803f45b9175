import { defineConfig } from "drizzle-kit";

// Generation only needs the schema file: no database connection is made.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./src/db/migrations",
});
