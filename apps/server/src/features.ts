import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { accountDetailsRoutes } from "./account/details-routes";
import { accountRoutes } from "./account/routes";
import { auditRoutes } from "./audit/routes";
import { authRoutes } from "./auth/routes";
import { contactRoutes } from "./contact/routes";
import { customerRoutes } from "./customers/routes";
import { itemRoutes } from "./items/routes";
import { mailRoutes } from "./mail/routes";
import { passwordRoutes } from "./passwords/routes";
import { photoRoutes } from "./photos/routes";
import { productRoutes } from "./products/routes";
import { repairRoutes } from "./repairs/routes";
import { searchRoutes } from "./search/routes";
import { settingsRoutes } from "./settings/routes";
import { transferRoutes } from "./transfers/routes";

/**
 * Every feature's API routes, by the folder that holds them, registered under the API prefix
 * in this order. A feature is a folder of src/ with a routes.ts; test/features.test.ts reads
 * the folders from disk and fails when one is missing here or named here without its folder
 * (the server is one bundle, so the list is written out rather than globbed at start).
 */
export const FEATURE_ROUTES: Record<string, FastifyPluginAsyncZod[]> = {
  account: [accountRoutes, accountDetailsRoutes],
  auth: [authRoutes],
  contact: [contactRoutes],
  customers: [customerRoutes],
  passwords: [passwordRoutes],
  photos: [photoRoutes],
  products: [productRoutes],
  repairs: [repairRoutes],
  search: [searchRoutes],
  mail: [mailRoutes],
  audit: [auditRoutes],
  settings: [settingsRoutes],
  items: [itemRoutes],
  transfers: [transferRoutes],
};
