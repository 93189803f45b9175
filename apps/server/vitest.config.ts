import { availableParallelism } from "node:os";
import { configDefaults, defineConfig } from "vitest/config";

// The same test files run once per database: always on embedded PGlite, and also on a real
// PostgreSQL when TEST_DATABASE_URL is set (test/helpers.ts reads LO_TEST_DB).
export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    // argon2 at production cost and a fresh database per file are slow on a 2-core machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // As many files at once as the machine has cores (Vitest's default leaves one idle), and the
    // modules a file imports kept for the next file of the same worker rather than imported
    // again: importing the app took 1.2 s a file. Each file still builds its own app on its own
    // database (decision 072).
    maxWorkers: availableParallelism(),
    isolate: false,
    projects: [
      {
        extends: true as const,
        test: {
          name: "pglite",
          env: { LO_TEST_DB: "pglite" },
          globalSetup: ["test/global-setup.ts"],
          // Files named postgres-*.test.ts are about PostgreSQL itself (connections, pooling).
          exclude: [...configDefaults.exclude, "test/postgres-*.test.ts"],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "postgres",
                env: { LO_TEST_DB: "postgres" },
                globalSetup: ["test/global-setup.ts"],
              },
            },
          ]
        : []),
    ],
  },
});
