import {
  ITEM_MESSAGES,
  LABELS_MAX,
  labelsQuerySchema,
  verifyTokenParamsSchema,
  verifyViewSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { badRequest, orNotFound } from "../errors";
import { perMinute } from "../http/rate-limit";
import { privateLinkRouteOptions, routeOptions } from "../http/route-options";
import { findVerifiedSerial, verifyTokensFor, verifyUrl } from "./verify-links";
import { findItem } from "./item-page";
import { labelsPdf } from "./labels";
import { labelItems } from "./queries";

/** Verify page answers a visitor may ask for per minute from one address. */
export const VERIFY_RATE_LIMIT = 60;

/**
 * The public verify page's data (`GET /verify/{token}`: a genuine piece's type, colour and
 * year made, nothing of its owner) and the admins' PDF sheet of labels carrying its link.
 */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/verify/:token",
    privateLinkRouteOptions(
      perMinute(VERIFY_RATE_LIMIT),
      "items",
      "Whether a label's piece is genuine: its type, colour and year made, nothing of its owner",
      { params: verifyTokenParamsSchema, response: { 200: verifyViewSchema } },
    ),
    async (request) => {
      const serialno = await findVerifiedSerial(app.db, request.params.token);
      const item = orNotFound(
        serialno === undefined ? undefined : await findItem(app.db, serialno),
        ITEM_MESSAGES.verifyNotFound,
      );
      return {
        genuine: true as const,
        productType: item.productType,
        colour: item.colour,
        yearMade: Number(item.yearMade),
        warranty: ITEM_MESSAGES.warranty,
      };
    },
  );

  app.get(
    "/items/labels.pdf",
    routeOptions(
      { access: "admin", downloadLink: true },
      "items",
      "A PDF sheet of labels (QR code of the verify link, type, colour, serial number)",
      { querystring: labelsQuerySchema },
    ),
    async (request, reply) => {
      const chosen = [...new Set(request.query.serialno.map((serialno) => serialno.trim()))];
      if (chosen.length === 0) throw badRequest(ITEM_MESSAGES.labelsNone);
      if (chosen.length > LABELS_MAX) throw badRequest(ITEM_MESSAGES.labelsTooMany(LABELS_MAX));
      const rows = await labelItems(app.db, chosen);
      if (rows.length !== chosen.length) throw badRequest(ITEM_MESSAGES.labelsUnknown);
      const tokens = await verifyTokensFor(
        app.db,
        rows.map((row) => row.serialno),
      );
      const pdf = await labelsPdf(
        rows.map((row) => ({
          ...row,
          url: verifyUrl(app.config.publicUrl, tokens.get(row.serialno) ?? ""),
        })),
      );
      return reply
        .header("content-type", "application/pdf")
        .header("content-disposition", 'attachment; filename="lifetime-outfitter-labels.pdf"')
        .header("cache-control", "no-store")
        .send(pdf);
    },
  );
};
