import { CATALOGUE, MAX_PHOTO_BYTES, PHOTO_MESSAGES } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { processPhoto } from "./photo-pipeline";
import { badRequest, notFound, orNotFound } from "../errors";
import { routeOptions } from "../http/route-options";
import { API_PREFIX, currentUser } from "../identity/access";
import { removeCataloguePhoto, replaceCataloguePhoto } from "./mutations";
import { catalogueImage, cataloguePhotoList } from "./queries";

const SLUGS = new Set(CATALOGUE.map((item) => item.slug));
const slugParams = z.object({ slug: z.string().max(64) });
const cataloguePhotosSchema = z.object({
  photos: z.array(z.object({ slug: z.string(), url: z.string(), thumbUrl: z.string() })),
});
const imageUrl = (hash: string, size: "full" | "thumb") =>
  `${API_PREFIX}/catalogue/photos/image/${hash}/${size}`;

function checkSlug(slug: string): string {
  if (!SLUGS.has(slug)) throw notFound("Catalogue piece not found.");
  return slug;
}

/**
 * Admins replace the drawing of a catalogue piece with a photo (and may remove it again);
 * the public catalogue reads which pieces have one. Audited as a setting. Images are served
 * publicly only when a catalogue piece uses them (never a line photo), by hash, immutable.
 */
export const cataloguePhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/catalogue/photos",
    routeOptions("public", "photos", "The catalogue pieces that have a photo", {
      response: { 200: cataloguePhotosSchema },
    }),
    async () => {
      const rows = await cataloguePhotoList(app.db);
      return {
        photos: rows.map((row) => ({
          slug: row.slug,
          url: imageUrl(row.hash, "full"),
          thumbUrl: imageUrl(row.hash, "thumb"),
        })),
      };
    },
  );

  app.get(
    "/catalogue/photos/image/:hash/:size",
    routeOptions({ access: "public", downloadLink: true }, "photos", "A catalogue photo", {
      params: z.object({
        hash: z.string().regex(/^[0-9a-f]{64}$/),
        size: z.enum(["full", "thumb"]),
      }),
    }),
    async (request, reply) => {
      const { hash, size } = request.params;
      const bytes = orNotFound(await catalogueImage(app.db, hash, size), PHOTO_MESSAGES.notFound);
      return reply
        .header("cache-control", "public, max-age=31536000, immutable")
        .header("etag", `"${hash}"`)
        .type("image/jpeg")
        .send(bytes);
    },
  );

  app.put(
    "/catalogue/photos/:slug",
    {
      ...routeOptions("admin", "photos", "Replace a catalogue piece's drawing with a photo", {
        params: slugParams,
        response: { 200: z.object({ slug: z.string(), url: z.string(), thumbUrl: z.string() }) },
      }),
      bodyLimit: MAX_PHOTO_BYTES,
    },
    async (request) => {
      const slug = checkSlug(request.params.slug);
      if (!Buffer.isBuffer(request.body)) throw badRequest(PHOTO_MESSAGES.notAnImage);
      const photo = await processPhoto(request.body);
      await replaceCataloguePhoto(app.db, slug, photo, currentUser(request));
      return { slug, url: imageUrl(photo.hash, "full"), thumbUrl: imageUrl(photo.hash, "thumb") };
    },
  );

  app.delete(
    "/catalogue/photos/:slug",
    routeOptions("admin", "photos", "Remove a catalogue piece's photo (its drawing returns)", {
      params: slugParams,
    }),
    async (request, reply) => {
      const slug = checkSlug(request.params.slug);
      await removeCataloguePhoto(app.db, slug, currentUser(request));
      return reply.code(204).send();
    },
  );
};
