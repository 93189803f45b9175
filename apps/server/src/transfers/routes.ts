import {
  adminTransferSchema,
  messageResponseSchema,
  pendingTransfersResponseSchema,
  TRANSFER_MESSAGES,
  transferAcceptedSchema,
  transferAccountSchema,
  transferLinkViewSchema,
  transferRequestResponseSchema,
  transferRequestSchema,
  transferSerialParamsSchema,
  transferTokenParamsSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orNotFound } from "../errors";
import { linkTokenRateLimit } from "../http/rate-limit";
import { BY_LINK_TOKEN, routeOptions } from "../http/route-options";
import { currentUser } from "../identity/access";
import { acceptTransfer, liveTransfer } from "./accept";
import { adminTransfer, cancelTransfer, requestTransfer } from "./mutations";
import { pendingTransfersOf, transferLinkView } from "./queries";
import { createAccountAndAccept } from "./sign-up";

const TAG = "transfers";

/** Ownership transfers (design §10, decision 066). */
export const transferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/transfers/mine",
    routeOptions("customer", TAG, "The signed-in owner's transfers waiting to be accepted", {
      response: { 200: pendingTransfersResponseSchema },
    }),
    async (request) => ({ data: await pendingTransfersOf(app.db, currentUser(request).idnumber) }),
  );

  app.post(
    "/transfers",
    routeOptions("customer", TAG, "Offer a piece one owns to an e-mail address (mails a link)", {
      body: transferRequestSchema,
      response: { 200: transferRequestResponseSchema },
    }),
    async (request) => {
      const { serialno, email } = request.body;
      const transfer = await requestTransfer(app.db, currentUser(request), serialno, email);
      return { message: TRANSFER_MESSAGES.requested, transfer };
    },
  );

  app.delete(
    "/transfers/pending/:serialno",
    routeOptions("customer", TAG, "Cancel the waiting transfer of a piece one owns", {
      params: transferSerialParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    async (request) => {
      await cancelTransfer(app.db, currentUser(request), request.params.serialno);
      return { message: TRANSFER_MESSAGES.cancelled };
    },
  );

  app.post(
    "/transfers/direct",
    routeOptions(
      { access: "admin", confirmRecent: true },
      TAG,
      "Move a piece straight to an existing customer (audited; needs a recent confirmation)",
      {
        body: adminTransferSchema,
        response: { 200: messageResponseSchema },
      },
    ),
    async (request) => {
      const { serialno, customeridnumber } = request.body;
      await adminTransfer(app.db, currentUser(request), serialno, customeridnumber);
      return { message: TRANSFER_MESSAGES.transferredByAdmin };
    },
  );

  app.get(
    "/transfer-links/:token",
    routeOptions(
      BY_LINK_TOKEN,
      TAG,
      "What a live transfer link offers (the piece, never its owner); anything else 404",
      { params: transferTokenParamsSchema, response: { 200: transferLinkViewSchema } },
    ),
    async (request) =>
      orNotFound(
        await transferLinkView(app.db, await liveTransfer(app.db, request.params.token)),
        TRANSFER_MESSAGES.linkNotLive,
      ),
  );

  app.post(
    "/transfer-links/:token/accept",
    routeOptions(
      { access: "signedIn", rateLimit: linkTokenRateLimit },
      TAG,
      "Accept a transfer as the signed-in account of the link's address",
      { params: transferTokenParamsSchema, response: { 200: transferAcceptedSchema } },
    ),
    async (request) => {
      const serialno = await acceptTransfer(app.db, currentUser(request), request.params.token);
      return { message: TRANSFER_MESSAGES.accepted, serialno };
    },
  );

  app.post(
    "/transfer-links/:token/account",
    routeOptions(
      BY_LINK_TOKEN,
      TAG,
      "Create the recipient's account (their details, their password) and accept; the answer is the same when the ID number already has an account (its holder is mailed), and signs nobody in",
      {
        params: transferTokenParamsSchema,
        body: transferAccountSchema,
        response: { 200: messageResponseSchema },
      },
    ),
    async (request) => {
      await createAccountAndAccept(app.db, request.params.token, request.body);
      return { message: TRANSFER_MESSAGES.accountRequested };
    },
  );
};
