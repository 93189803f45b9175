// Proof that the boundary and size rules in eslint.config.js bite (decision 040): each case
// lints a few lines of code, in memory, as if it stood at a real path in the repository, and
// expects one named rule to fire. The clean cases make sure the rules do not fire on code that
// keeps the boundaries. Run by `npm test` (test:lint-rules); on its own:
//   node --test scripts/lint-rules.test.mjs
import assert from "node:assert/strict";
import path from "node:path";
import { test } from "node:test";
import { ESLint } from "eslint";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` placed at `file` (relative to the repository root). */
async function rulesFiredFor(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = result.messages.find((message) => message.fatal);
  assert.equal(fatal, undefined, `${file} did not parse: ${fatal?.message}`);
  return result.messages.map((message) => message.ruleId);
}

const lines = (count, line) => Array.from({ length: count }, () => line).join("\n");

/** A function whose text spans `total` lines, braces included. */
const functionOfLines = (total) =>
  `export function long(): number {\n  let n = 0;\n${lines(total - 4, "  n += 1;")}\n  return n;\n}\n`;

const violations = [
  {
    name: "a web feature imports another feature (alias)",
    file: "apps/web/src/features/catalogue/proof.tsx",
    code: 'export { default } from "@/features/home/home-page";\n',
    rule: "import-x/no-restricted-paths",
  },
  {
    name: "a web feature imports another feature (relative path)",
    file: "apps/web/src/features/contact/proof.tsx",
    code: 'export { default } from "../home/home-page";\n',
    rule: "import-x/no-restricted-paths",
  },
  {
    name: "components/ imports a feature",
    file: "apps/web/src/components/proof.tsx",
    code: 'export { default } from "@/features/home/home-page";\n',
    rule: "import-x/no-restricted-paths",
  },
  {
    name: "lib/ imports the app",
    file: "apps/web/src/lib/proof.ts",
    code: 'export { routes } from "@/app/router";\n',
    rule: "import-x/no-restricted-paths",
  },
  {
    name: "the domain imports React",
    file: "packages/domain/src/proof.ts",
    code: 'import { useState } from "react";\nexport const hook = useState;\n',
    rule: "no-restricted-imports",
  },
  {
    name: "the domain imports a React type",
    file: "packages/domain/src/proof.ts",
    code: 'import type { ReactNode } from "react";\nexport type Node = ReactNode;\n',
    rule: "no-restricted-imports",
  },
  {
    name: "the domain imports Fastify",
    file: "packages/domain/src/proof.ts",
    code: 'import type { FastifyInstance } from "fastify";\nexport type App = FastifyInstance;\n',
    rule: "no-restricted-imports",
  },
  {
    name: "the domain imports Drizzle",
    file: "packages/domain/src/validation/proof.ts",
    code: 'import { eq } from "drizzle-orm";\nexport const equals = eq;\n',
    rule: "no-restricted-imports",
  },
  {
    name: "the domain imports Node I/O (node: prefix)",
    file: "packages/domain/src/proof.ts",
    code: 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n',
    rule: "import-x/no-nodejs-modules",
  },
  {
    name: "the domain imports Node I/O (bare name)",
    file: "packages/domain/src/api/proof.ts",
    code: 'import http from "http";\nexport const server = http;\n',
    rule: "import-x/no-nodejs-modules",
  },
  {
    name: "a web page imports the common-password list",
    file: "apps/web/src/features/auth/proof.ts",
    code: 'export { default } from "@lo/domain/common-passwords.txt?raw";\n',
    rule: "no-restricted-imports",
  },
  {
    name: "a server feature imports another feature",
    file: "apps/server/src/customers/proof.ts",
    code: 'export { repairRoutes } from "../repairs/routes";\n',
    rule: "import-x/no-restricted-paths",
  },
  {
    name: "a server route file imports Drizzle",
    file: "apps/server/src/customers/routes.ts",
    code: 'import { eq } from "drizzle-orm";\nexport const equals = eq;\n',
    rule: "no-restricted-imports",
  },
  {
    name: "a server route file imports a Drizzle subpath",
    file: "apps/server/src/products/admin-routes.ts",
    code: 'import type { PgColumn } from "drizzle-orm/pg-core";\nexport type Column = PgColumn;\n',
    rule: "no-restricted-imports",
  },
  {
    name: "a server route file imports the database schema",
    file: "apps/server/src/repairs/tracking-routes.ts",
    code: 'import { repairRequests } from "../db/schema";\nexport const table = repairRequests;\n',
    rule: "no-restricted-imports",
  },
  {
    name: "an import cycle",
    // lib/utils.ts on disk is imported by the button; importing the button back closes a loop.
    file: "apps/web/src/lib/utils.ts",
    code: 'export { Button } from "@/components/ui/button";\n',
    rule: "local/no-import-cycle",
  },
  {
    name: "an import cycle made of a type import",
    file: "apps/web/src/lib/utils.ts",
    code: 'import type { ButtonProps } from "@/components/ui/button";\nexport type Props = ButtonProps;\n',
    rule: "local/no-import-cycle",
  },
  {
    name: "a source file over 250 lines",
    file: "apps/server/src/db/proof.ts",
    code: `${lines(250, "export {};")}\nexport {};\n`,
    rule: "max-lines",
  },
  {
    name: "a function over 120 lines",
    file: "apps/web/src/components/proof.ts",
    code: functionOfLines(121),
    rule: "max-lines-per-function",
  },
];

for (const { name, file, code, rule } of violations) {
  test(`lint fails when ${name}`, async () => {
    const fired = await rulesFiredFor(file, code);
    assert.ok(fired.includes(rule), `expected ${rule} at ${file}, got [${fired.join(", ")}]`);
  });
}

const clean = [
  {
    name: "a web feature importing its own files, components, lib and the domain",
    file: "apps/web/src/features/home/proof.tsx",
    code: [
      'import { Button } from "@/components/ui/button";',
      'import { cn } from "@/lib/utils";',
      'import * as domain from "@lo/domain";',
      'import HomePage from "./home-page";',
      "export { Button, cn, domain, HomePage };",
      "",
    ].join("\n"),
  },
  {
    name: "the app importing features",
    file: "apps/web/src/app/proof.tsx",
    code: 'export { default } from "@/features/home/home-page";\n',
  },
  {
    name: "a server feature importing shared server code and the domain",
    file: "apps/server/src/customers/proof.ts",
    code: 'export * from "../db/schema";\nexport * from "../config";\nexport * from "@lo/domain";\n',
  },
  {
    name: "a server feature's queries.ts importing Drizzle and the schema",
    file: "apps/server/src/repairs/queries.ts",
    code: [
      'import { eq } from "drizzle-orm";',
      'import { repairRequests } from "../db/schema";',
      "export const byId = (id: number) => eq(repairRequests.id, id);",
      "",
    ].join("\n"),
  },
  {
    name: "a server route file importing its feature's queries, mutations and shared code",
    file: "apps/server/src/mail/routes.ts",
    code: [
      'import type { Db } from "../db/client";',
      'import { routeOptions } from "../http/route-options";',
      'import { retryFailedMail } from "./mutations";',
      'import { failedMailPage } from "./queries";',
      "export type { Db };",
      "export { failedMailPage, retryFailedMail, routeOptions };",
      "",
    ].join("\n"),
  },
  {
    name: "a domain file importing zod and its neighbours",
    file: "packages/domain/src/proof.ts",
    code: 'import { z } from "zod";\nexport * from "./business";\nexport const schema = z.string();\n',
  },
  {
    name: "a source file of exactly 250 lines with a function of 120",
    file: "apps/web/src/components/proof.ts",
    code: `${functionOfLines(120)}${lines(250 - 120, "export {};")}\n`,
  },
  {
    name: "a long test file with a long function",
    file: "apps/web/src/components/proof.test.ts",
    code: `${functionOfLines(300)}${lines(300, "export {};")}\n`,
  },
];

for (const { name, file, code } of clean) {
  test(`lint passes ${name}`, async () => {
    assert.deepEqual(await rulesFiredFor(file, code), []);
  });
}
