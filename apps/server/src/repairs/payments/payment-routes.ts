import {
  feeParamsSchema,
  feePayloadSchema,
  moneyResponseSchema,
  PAYMENT_MESSAGES as P,
  paymentPayloadSchema,
  repairIdParamsSchema,
  requestMoneySchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../errors";
import { routeOptions } from "../../http/route-options";
import { currentUser, isAdmin } from "../../identity/access";
import { REPAIR_MESSAGES } from "../messages";
import { repairRequestOwner } from "../queries";
import { addFee, recordPayment, removeFee } from "./mutations";
import { requestMoney } from "./queries";

/**
 * A request's money (decision 096): what is due, paid and still to pay, read by its customer
 * and admins; payments, refunds and fees recorded by admins.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/repairs/:id/money",
    routeOptions(
      "signedIn",
      "payments",
      "What a request costs, what was paid and the balance (its customer or an admin)",
      { params: repairIdParamsSchema, response: { 200: requestMoneySchema } },
    ),
    async (request) => {
      const user = currentUser(request);
      const owner = await repairRequestOwner(app.db, request.params.id);
      const money =
        owner !== undefined && (isAdmin(user) || owner === user.idnumber)
          ? await requestMoney(app.db, request.params.id)
          : undefined;
      if (!money) throw notFound(REPAIR_MESSAGES.requestNotFound);
      return money;
    },
  );

  app.post(
    "/repairs/:id/payments",
    routeOptions("admin", "payments", "Record a payment or a refund on a request", {
      params: repairIdParamsSchema,
      body: paymentPayloadSchema,
      response: { 200: moneyResponseSchema },
    }),
    async (request) => ({
      message: P.recorded(request.body.kind, request.body.amountCents),
      money: await recordPayment(app.db, request.params.id, request.body, currentUser(request)),
    }),
  );

  app.post(
    "/repairs/:id/fees",
    routeOptions("admin", "payments", "Add a fee to a request (an assessment, return postage)", {
      params: repairIdParamsSchema,
      body: feePayloadSchema,
      response: { 200: moneyResponseSchema },
    }),
    async (request) => ({
      message: P.feeAdded,
      money: await addFee(app.db, request.params.id, request.body, currentUser(request)),
    }),
  );

  app.delete(
    "/repairs/:id/fees/:feeId",
    routeOptions("admin", "payments", "Take a fee off a request", {
      params: feeParamsSchema,
      response: { 200: moneyResponseSchema },
    }),
    async (request) => ({
      message: P.feeRemoved,
      money: await removeFee(app.db, request.params.id, request.params.feeId, currentUser(request)),
    }),
  );
};
