import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { photoServeRoutes } from "./serve-routes";
import { photoUploadRoutes } from "./upload-routes";

/**
 * Photos of repair lines (design §9): /photos/staged, /repairs/lines/:lineId/photos,
 * /photos/:id/visibility, /photos/:id/:size and /track/:token/photos/:id/:size.
 */
export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(photoUploadRoutes);
  await app.register(photoServeRoutes);
};
