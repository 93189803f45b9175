import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountRoutes } from "./account/routes";
import { auditRoutes } from "./audit/routes";
import { authRoutes } from "./auth/routes";
import { contactRoutes } from "./contact/routes";
import { customerRoutes } from "./customers/routes";
import { factorRoutes } from "./factors/routes";
import { healthRoutes } from "./health/routes";
import { itemRoutes } from "./items/routes";
import { mailRoutes } from "./mail/routes";
import { passkeyRoutes } from "./passkeys/routes";
import { passwordRoutes } from "./passwords/routes";
import { photoRoutes } from "./photos/routes";
import { privacyRoutes } from "./privacy/routes";
import { productRoutes } from "./products/routes";
import { repairRoutes } from "./repairs/routes";
import { searchRoutes } from "./search/routes";
import { securityRoutes } from "./security/routes";
import { settingsRoutes } from "./settings/routes";
import { transferRoutes } from "./transfers/routes";

/**
 * Every feature of the API: each folder of src/ that has a routes.ts, named by its folder, with
 * the plugin its routes.ts exports. app.ts registers them in this order under the API prefix
 * (the OpenAPI document lists the paths in the order they are registered).
 *
 * The server is bundled into one file (build.mjs), so the folders cannot be listed at run
 * time: the list is written here, and test/features.test.ts holds it to the folders on disk
 * (a folder with a routes.ts missing here, or a name here without one, fails it). See
 * docs/decisions/074-request-status-one-home.md.
 */
export const FEATURES = {
  health: healthRoutes,
  account: accountRoutes,
  auth: authRoutes,
  factors: factorRoutes,
  contact: contactRoutes,
  customers: customerRoutes,
  passkeys: passkeyRoutes,
  passwords: passwordRoutes,
  photos: photoRoutes,
  products: productRoutes,
  repairs: repairRoutes,
  search: searchRoutes,
  mail: mailRoutes,
  audit: auditRoutes,
  security: securityRoutes,
  settings: settingsRoutes,
  items: itemRoutes,
  transfers: transferRoutes,
  privacy: privacyRoutes,
} as const satisfies Record<string, FastifyPluginAsyncZod>;

export type FeatureName = keyof typeof FEATURES;
