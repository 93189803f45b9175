import { PHOTO_MESSAGES, photoIdParamsSchema, trackingTokenParamsSchema } from "@lo/domain";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../errors";
import { routeOptions } from "../http/route-options";
import { currentUser, isAdmin } from "../identity/access";
import { findTrackedRequestId } from "../links/tracking-links";
import { photoWithImage } from "./line-access";

/** The bytes of one stored photo never change: cached for a year, revalidated by its hash. */
function sendImage(
  request: FastifyRequest,
  reply: FastifyReply,
  photo: { hash: string; bytes: Buffer },
) {
  const etag = `"${photo.hash}"`;
  reply
    .header("cache-control", "private, max-age=31536000, immutable")
    .header("etag", etag)
    .header("x-content-type-options", "nosniff");
  if (request.headers["if-none-match"] === etag) return reply.code(304).send();
  return reply.type("image/jpeg").send(photo.bytes);
}

const imageParams = photoIdParamsSchema;

/**
 * The images of line photos: for the signed-in (an admin, or the request's customer for a
 * customer-visible photo) and through a tracking link (customer-visible photos of its
 * request). Anyone else gets 404, as for a photo that does not exist. `downloadLink`: an
 * `<img>` cannot send the API key header; the session or the token is what admits it.
 */
export const photoServeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/photos/:id/:size",
    routeOptions(
      { access: "signedIn", downloadLink: true },
      "photos",
      "A line photo's image or thumbnail (JPEG), for an admin or the request's customer",
      { params: imageParams },
    ),
    async (request, reply) => {
      const user = currentUser(request);
      const photo = await photoWithImage(app.db, request.params.id, request.params.size);
      const allowed =
        photo !== undefined &&
        (isAdmin(user) ||
          (photo.customerVisible &&
            (photo.owner === user.idnumber || photo.pieceOwner === user.idnumber)));
      if (!allowed) throw notFound(PHOTO_MESSAGES.notFound);
      return sendImage(request, reply, photo);
    },
  );

  app.get(
    "/track/:token/photos/:id/:size",
    routeOptions(
      { access: "public", downloadLink: true },
      "photos",
      "A customer-visible line photo of the request a tracking link names",
      { params: imageParams.extend(trackingTokenParamsSchema.shape) },
    ),
    async (request, reply) => {
      const requestId = await findTrackedRequestId(app.db, request.params.token);
      const photo =
        requestId === undefined
          ? undefined
          : await photoWithImage(app.db, request.params.id, request.params.size);
      if (!photo || photo.requestId !== requestId || !photo.customerVisible) {
        throw notFound(PHOTO_MESSAGES.notFound);
      }
      return sendImage(request, reply, photo);
    },
  );
};
