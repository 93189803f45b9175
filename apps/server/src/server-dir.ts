import { dirname } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * apps/server, from which the files the server reads at run time (migrations, the built web
 * app) are found. This module runs from two places: as src/server-dir.ts under tsx and vitest,
 * and bundled into dist/main.js by `npm run build`, where import.meta.url is the bundle's. Both
 * sit directly inside apps/server, so one level up is right either way: keep this file in src/.
 */
export const SERVER_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
