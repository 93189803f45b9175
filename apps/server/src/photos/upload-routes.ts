import {
  addLinePhotoQuerySchema,
  lineIdParamsSchema,
  linePhotoSchema,
  MAX_PHOTO_BYTES,
  PHOTO_MESSAGES,
  photoVisibilityPayloadSchema,
  stagedPhotoSchema,
  type LinePhoto,
  type PhotoKind,
} from "@lo/domain";
import { z } from "zod";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest, forbidden, HttpError } from "../errors";
import { photoUploadRateLimit } from "../http/rate-limit";
import { routeOptions } from "../http/route-options";
import { accessHook, currentUser, isAdmin } from "../identity/access";
import { processPhoto } from "./photo-pipeline";
import { stagePhoto } from "../db/photo-store";
import { lineForPhotos } from "./line-access";
import { cataloguePhotoRoutes } from "./catalogue-routes";
import { addLinePhoto, setPhotoVisibility } from "./mutations";

/** Raw image bytes: the file's own image/* type or application/octet-stream. */
const IMAGE_BODY_TYPES = /^(?:image\/[\w.+-]+|application\/octet-stream)\s*(?:;|$)/;

/** A body the photo routes read as bytes; anything else (JSON included) has none. */
function imageBytes(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest(PHOTO_MESSAGES.notAnImage);
  return body;
}

/**
 * Uploads (design §9): the raw bytes of one image per request, never multipart, so a
 * cross-site form cannot send one (its types are urlencoded, multipart and text/plain: none
 * parse here) and the Origin check of app.ts applies as to any state-changing call.
 */
export const photoUploadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    IMAGE_BODY_TYPES,
    { parseAs: "buffer", bodyLimit: MAX_PHOTO_BYTES },
    (_request, body, done) => done(null, body),
  );
  // Before a byte of the body (up to 10 MB) is read: who is sending (a visitor, a customer on an
  // admin's upload) is refused, and so is a declared size over the limit, with its message.
  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "POST" && request.method !== "PUT") return;
    const access = request.routeOptions.config.access;
    if (access !== undefined && access !== "public") await accessHook(access)(request, reply);
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > MAX_PHOTO_BYTES) throw new HttpError(413, PHOTO_MESSAGES.tooLarge);
  });

  // Shares this scope's image parser and size check.
  await app.register(cataloguePhotoRoutes);

  app.post(
    "/photos/staged",
    {
      ...routeOptions(
        { access: "signedIn", rateLimit: photoUploadRateLimit },
        "photos",
        "Process a photo for a request form not sent yet",
        {
          response: { 200: stagedPhotoSchema },
        },
      ),
      bodyLimit: MAX_PHOTO_BYTES,
    },
    async (request) => {
      const user = currentUser(request);
      const photo = await processPhoto(imageBytes(request.body));
      const id = await stagePhoto(app.db, user.idnumber, photo);
      return {
        id,
        width: photo.width,
        height: photo.height,
        thumbDataUrl: `data:image/jpeg;base64,${photo.thumb.toString("base64")}`,
      };
    },
  );

  app.post(
    "/repairs/lines/:lineId/photos",
    {
      ...routeOptions(
        { access: "signedIn", rateLimit: photoUploadRateLimit },
        "photos",
        "Add a photo to a line: its customer while it is open, an admin with a kind",
        {
          params: lineIdParamsSchema,
          querystring: addLinePhotoQuerySchema,
          response: { 200: linePhotoSchema },
        },
      ),
      bodyLimit: MAX_PHOTO_BYTES,
    },
    async (request): Promise<LinePhoto> => {
      const user = currentUser(request);
      const admin = isAdmin(user);
      const { kind, customerVisible } = request.query;
      if (!admin && kind !== undefined && kind !== "customer") {
        throw forbidden(PHOTO_MESSAGES.customerKindOnly);
      }
      if (!admin && customerVisible === "false") throw forbidden(PHOTO_MESSAGES.customerKindOnly);
      const line = await lineForPhotos(app.db, request.params.lineId, user);
      if (!admin && line.state === "completed") throw badRequest(PHOTO_MESSAGES.lineClosed);
      const photo = await processPhoto(imageBytes(request.body));
      const chosenKind: PhotoKind = admin ? (kind ?? "intake") : "customer";
      const visible = chosenKind === "customer" || customerVisible !== "false";
      return addLinePhoto(
        app.db,
        line,
        photo,
        { kind: chosenKind, customerVisible: visible },
        user,
      );
    },
  );

  app.patch(
    "/photos/:id/visibility",
    routeOptions("admin", "photos", "Whether the customer sees a workshop photo (admins)", {
      params: z.object({ id: z.coerce.number().int().positive() }),
      body: photoVisibilityPayloadSchema,
      response: { 200: linePhotoSchema },
    }),
    async (request) =>
      setPhotoVisibility(
        app.db,
        request.params.id,
        request.body.customerVisible,
        currentUser(request),
      ),
  );
};
