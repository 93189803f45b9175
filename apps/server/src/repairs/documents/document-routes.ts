import {
  INVOICE_MESSAGES,
  invoiceIssueResponseSchema,
  invoiceListSchema,
  invoiceParamsSchema,
  repairIdParamsSchema,
} from "@lo/domain";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { notFound } from "../../errors";
import { routeOptions } from "../../http/route-options";
import { currentUser, isAdmin } from "../../identity/access";
import type { SessionUser } from "../../identity/sessions";
import { REPAIR_MESSAGES } from "../messages";
import { repairRequestOwner } from "../queries";
import { issueAskedInvoice } from "./mutations";
import { requestInvoicePdf, requestQuotePdf } from "./documents";
import { invoicesOf } from "./queries";

/** A PDF the browser saves, never kept in a cache. */
const sendPdf = (reply: FastifyReply, fileName: string, pdf: Buffer) =>
  reply
    .header("content-type", "application/pdf")
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .header("cache-control", "no-store")
    .send(pdf);

/**
 * A request's documents (decision 099): its quote and its invoices with their receipt, as PDF
 * files its customer and admins download (through a plain link: the session admits it);
 * invoices issued by admins. Anyone else gets 404, as for a request that does not exist.
 */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const mayRead = async (user: SessionUser, requestId: number) => {
    const owner = await repairRequestOwner(app.db, requestId);
    if (owner === undefined || !(isAdmin(user) || owner === user.idnumber)) {
      throw notFound(REPAIR_MESSAGES.requestNotFound);
    }
  };

  app.get(
    "/repairs/:id/invoices",
    routeOptions("signedIn", "payments", "A request's invoices (its customer or an admin)", {
      params: repairIdParamsSchema,
      response: { 200: invoiceListSchema },
    }),
    async (request) => {
      await mayRead(currentUser(request), request.params.id);
      return { invoices: await invoicesOf(app.db, request.params.id) };
    },
  );

  app.post(
    "/repairs/:id/invoices",
    routeOptions(
      "admin",
      "payments",
      "Issue an invoice for what a request is charged now (it replaces the last one)",
      { params: repairIdParamsSchema, response: { 200: invoiceIssueResponseSchema } },
    ),
    async (request) => {
      const invoice = await issueAskedInvoice(app.db, request.params.id, currentUser(request));
      return { message: INVOICE_MESSAGES.issued(invoice.number), invoice };
    },
  );

  app.get(
    "/repairs/:id/invoices/:invoiceId.pdf",
    routeOptions(
      { access: "signedIn", downloadLink: true },
      "payments",
      "An invoice with its receipt of payments, as PDF (its customer or an admin)",
      { params: invoiceParamsSchema },
    ),
    async (request, reply) => {
      await mayRead(currentUser(request), request.params.id);
      const file = await requestInvoicePdf(app.db, request.params.id, request.params.invoiceId);
      if (!file) throw notFound(INVOICE_MESSAGES.notFound);
      return sendPdf(reply, file.fileName, file.pdf);
    },
  );

  app.get(
    "/repairs/:id/quote.pdf",
    routeOptions(
      { access: "signedIn", downloadLink: true },
      "payments",
      "The quote of a request's pieces, as PDF (its customer or an admin)",
      { params: repairIdParamsSchema },
    ),
    async (request, reply) => {
      await mayRead(currentUser(request), request.params.id);
      const pdf = await requestQuotePdf(app.db, request.params.id);
      if (!pdf) throw notFound(INVOICE_MESSAGES.noQuote);
      return sendPdf(reply, `quote-request-${request.params.id}.pdf`, pdf);
    },
  );
};
