import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startShop, TEMPLATE_DATA_DIR } from "./fixtures";

/**
 * Once a run: a server starts on an empty data directory (migrations, reference data, the
 * admin) and stops; each worker's server then starts from its own copy of that directory
 * (e2e/fixtures.ts), which spares every start the migrations. Removed when the run ends.
 */
export default async function globalSetup() {
  const template = mkdtempSync(path.join(tmpdir(), "lo-e2e-template-"));
  const shop = await startShop({ env: { DATA_DIR: template } });
  await shop.stop();
  process.env[TEMPLATE_DATA_DIR] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
