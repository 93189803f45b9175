import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import { createNoImportCycleRule } from "./eslint/no-import-cycle.js";

// Zones are resolved from the repository root, so linting from any folder reads them the same.
const root = import.meta.dirname;

const TS_SOURCES = ["**/*.{ts,tsx}"];
const TESTS = ["**/*.test.{ts,tsx,mjs}", "**/*.spec.ts", "apps/*/test/**", "e2e/**"];

// Read from disk so a new web feature gets its own zone without anyone editing this file.
const WEB_FEATURES = readdirSync(path.join(root, "apps/web/src/features"), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// design §6: a server feature is a folder of src/ with a routes.ts, read from disk as the app's
// FEATURES is checked against it (test/features.test.ts). mail/ has routes of its own
// (the failed mails) but is shared: every feature that sends mail queues it there.
const SHARED_SERVER_FOLDERS = new Set(["mail"]);
const serverSrc = path.join(root, "apps/server/src");
const SERVER_FEATURES = readdirSync(serverSrc, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !SHARED_SERVER_FOLDERS.has(entry.name))
  .filter((entry) => existsSync(path.join(serverSrc, entry.name, "routes.ts")))
  .map((entry) => entry.name);

const resolver = createTypeScriptImportResolver({
  project: [
    "apps/web/tsconfig.json",
    "apps/server/tsconfig.json",
    "packages/domain/tsconfig.json",
    "e2e/tsconfig.json",
  ].map((project) => path.join(root, project)),
  noWarnOnMultipleProjects: true,
});

// The repository's own rules: import-x/no-cycle cannot be told to count type imports.
const local = { rules: { "no-import-cycle": createNoImportCycleRule({ root, resolver }) } };

/** bulletproof-react's zones: a feature never imports another; shared code never imports a feature or the app. */
const webZones = [
  ...WEB_FEATURES.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: "apps/web/src/features",
    except: [`./${feature}`],
    message:
      "A web feature never imports another feature: move what both need to components/ or lib/.",
  })),
  {
    target: ["apps/web/src/components", "apps/web/src/lib"],
    from: ["apps/web/src/features", "apps/web/src/app"],
    message: "components/ and lib/ are shared: they never import a feature or the app.",
  },
];

const serverZones = SERVER_FEATURES.map((feature) => ({
  target: `apps/server/src/${feature}`,
  from: SERVER_FEATURES.filter((other) => other !== feature).map(
    (other) => `apps/server/src/${other}`,
  ),
  message:
    "A server feature never imports another feature: move what both need to db/ or a shared file.",
}));

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "data/**",
      "data-demo/**",
      "test-results/**",
      "playwright-report/**",
      "apps/server/src/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    files: ["apps/web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },

  // Boundaries (docs/design.md §1, §6; decision 040). The resolver follows the tsconfig `@/` paths
  // and the workspace link to `@lo/domain`, so an aliased import is judged by where it lands.
  {
    files: TS_SOURCES,
    plugins: { "import-x": importX, local },
    settings: { "import-x/resolver-next": [resolver] },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { basePath: root, zones: [...webZones, ...serverZones] },
      ],
      // Type-only imports count: a cycle of types still ties two modules into one.
      "local/no-import-cycle": "error",
    },
  },
  {
    files: ["packages/domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "react",
                "react-dom",
                "react/*",
                "react-dom/*",
                "fastify",
                "@fastify/*",
                "drizzle-orm",
                "drizzle-orm/*",
                "pg",
                "@electric-sql/pglite",
                "@electric-sql/pglite/*",
              ],
              message: "The domain is plain rules: no React, Fastify, Drizzle or database driver.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/domain/**/*.ts"],
    ignores: TESTS,
    plugins: { "import-x": importX },
    rules: {
      // Tests may read fixtures from disk; the rules themselves never touch I/O.
      "import-x/no-nodejs-modules": "error",
    },
  },

  // One shape per server feature (apps/server/README.md): a route file declares schemas and
  // access, calls its feature's queries.ts and mutations.ts and sets the status. The SQL, and
  // so Drizzle and the schema, live in those files.
  {
    files: ["apps/server/src/**/routes.ts", "apps/server/src/**/*-routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "drizzle-orm",
                "drizzle-orm/*",
                "**/db/schema",
                "**/db/schema/*",
                "**/db/schema.*",
              ],
              message:
                "Route files call their feature's queries.ts (reads) and mutations.ts (writes), which hold the SQL: no drizzle-orm or db/schema in a route file.",
            },
          ],
        },
      ],
    },
  },

  // Public pages' weight (decision 049): these would put kilobytes back on every page.
  {
    files: ["apps/web/src/**/*.{ts,tsx}"],
    ignores: TESTS,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react-router",
              importNames: ["Link", "NavLink"],
              message: "Use Link and NavLink from @/components/link (decision 049).",
            },
            {
              name: "radix-ui",
              importNames: ["Slot", "Label"],
              message: "Use components/ui/slot.tsx and label.tsx (decision 049).",
            },
            {
              name: "tailwind-merge",
              message: "cn() in lib/utils.ts merges classes (lib/class-merge.ts, decision 049).",
            },
          ],
          patterns: [
            {
              group: ["@lo/domain/common-passwords*"],
              message:
                "The common-password list (80 kB) is the server's to check: no page carries it (decision 082).",
            },
          ],
        },
      ],
    },
  },

  // Size (decision 040): every line counts, as `wc -l` counts them. Tests are exempt.
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    ignores: [...TESTS],
    rules: {
      "max-lines": ["error", { max: 250, skipBlankLines: false, skipComments: false }],
      "max-lines-per-function": ["error", { max: 120, skipBlankLines: false, skipComments: false }],
    },
  },
);
