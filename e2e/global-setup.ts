import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ADMIN_PASSKEY } from "./admin-factor";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signedInApi, startShop, TEMPLATE_DATA_DIR } from "./fixtures";
import { SoftwareAuthenticator } from "../apps/server/test/software-authenticator";

/**
 * Once a run: a server starts on an empty data directory (migrations, reference data, the
 * admin, whose passkey is added: e2e/admin-factor.ts) and stops; each worker's server then
 * starts from its own copy of that directory (e2e/fixtures.ts), which spares every start the
 * migrations. Removed when the run ends.
 */
export default async function globalSetup() {
  const template = mkdtempSync(path.join(tmpdir(), "lo-e2e-template-"));
  const shop = await startShop({ env: { DATA_DIR: template } });
  process.env[ADMIN_PASSKEY] = JSON.stringify(SoftwareAuthenticator.shared(shop.url).save());
  const admin = await signedInApi(shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
  await admin.dispose();
  await shop.stop();
  process.env[TEMPLATE_DATA_DIR] = template;
  return () => rmSync(template, { recursive: true, force: true });
}
