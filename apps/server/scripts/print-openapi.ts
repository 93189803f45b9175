/**
 * Prints the API's OpenAPI document as JSON: the app is built on a fixed configuration and no
 * database (building opens no connection and no port), so the output depends on the code alone.
 * `npm run docs:api` (scripts/api-docs.mjs at the root) writes it to docs/openapi.json.
 */
import { buildApp } from "../src/app";
import { loadConfig } from "../src/config";
import type { Db } from "../src/db/client";

const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: "memory://" });
const app = await buildApp(config, { db: {} as Db });
await app.ready();
process.stdout.write(`${JSON.stringify(app.swagger(), null, 2)}\n`);
await app.close();
