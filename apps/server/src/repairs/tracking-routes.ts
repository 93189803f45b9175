import {
  repairIdParamsSchema,
  trackingLinkSchema,
  trackingTokenParamsSchema,
  trackingViewSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../db/client";
import { linePhotosOf } from "../db/line-photos";
import { notFound, orNotFound } from "../errors";
import { perMinute } from "../http/rate-limit";
import { privateLinkRouteOptions, routeOptions } from "../http/route-options";
import { currentUser, isAdmin } from "../identity/access";
import type { SessionUser } from "../identity/sessions";
import { findTrackedRequestId, trackingTokenFor, trackingUrl } from "../links/tracking-links";
import { REPAIR_MESSAGES } from "./messages";
import { hasMoney, requestSums, withBankDetails } from "./payments/queries";
import { quoteVersionsOf } from "./quotes/queries";
import { findRepairRequest, repairRequestOwner } from "./queries";
import { renewTrackingLink } from "./tracking-mutations";
import { toTrackingView } from "./tracking-view";
import { turnaroundAt } from "./turnaround";

export const TRACKING_MESSAGES = {
  notFound: "This tracking link is not valid. It may have been replaced by a newer one.",
  tooMany: "Too many requests. Please wait a minute and try again.",
} as const;

/** Tracking page answers a visitor may ask for per minute from one address. */
export const TRACKING_RATE_LIMIT = 60;

/**
 * The request's customer, if this user may manage its tracking link: that customer or an
 * admin. Anyone else gets the same 404 as for a request that does not exist (design §4).
 */
async function checkOwnRequest(db: Db, id: number, user: SessionUser): Promise<string> {
  const owner = await repairRequestOwner(db, id);
  if (owner === undefined || (!isAdmin(user) && owner !== user.idnumber)) {
    throw notFound(REPAIR_MESSAGES.requestNotFound);
  }
  return owner;
}

/**
 * The public tracking page's data (`GET /track/{token}`) and the link itself for its customer
 * and admins: read it, or revoke it, which makes a new one (design §7).
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/track/:token",
    privateLinkRouteOptions(
      perMinute(TRACKING_RATE_LIMIT, TRACKING_MESSAGES.tooMany),
      "tracking",
      "A request's items, states and dated timeline, for whoever holds its tracking link",
      { params: trackingTokenParamsSchema, response: { 200: trackingViewSchema } },
    ),
    async (request) => {
      const id = await findTrackedRequestId(app.db, request.params.token);
      const record = orNotFound(
        id === undefined ? undefined : await findRepairRequest(app.db, id),
        TRACKING_MESSAGES.notFound,
      );
      const lineIds = record.products.map((line) => line.repairlineid);
      const viewer = { kind: "tracking", token: request.params.token } as const;
      const view = toTrackingView(
        record,
        await turnaroundAt(app.db, app.now()),
        await linePhotosOf(app.db, lineIds, viewer),
        await quoteVersionsOf(app.db, lineIds),
      );
      // The sums only: the tracking page never shows a payment's date, method or reference.
      const sums = await requestSums(app.db, record.id);
      if (!sums || !hasMoney(sums)) return view;
      return { ...view, money: await withBankDetails(app.db, sums) };
    },
  );

  app.get(
    "/repairs/tracking-link/:id",
    routeOptions("signedIn", "tracking", "A request's tracking link (its customer or an admin)", {
      params: repairIdParamsSchema,
      response: { 200: trackingLinkSchema },
    }),
    async (request) => {
      await checkOwnRequest(app.db, request.params.id, currentUser(request));
      const token = await trackingTokenFor(app.db, request.params.id);
      return { trackingUrl: trackingUrl(app.config.publicUrl, token) };
    },
  );

  app.post(
    "/repairs/revoke-tracking-link/:id",
    routeOptions(
      "signedIn",
      "tracking",
      "End a request's tracking link and make a new one (its customer or an admin)",
      { params: repairIdParamsSchema, response: { 200: trackingLinkSchema } },
    ),
    async (request) => {
      const user = currentUser(request);
      const owner = await checkOwnRequest(app.db, request.params.id, user);
      const token = await renewTrackingLink(app.db, request.params.id, user, owner);
      return { trackingUrl: trackingUrl(app.config.publicUrl, token) };
    },
  );
};
