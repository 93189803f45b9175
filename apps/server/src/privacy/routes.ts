import { anonymiseResponseSchema, dataExportFileName, idNumberParamsSchema } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { recordSecurity } from "../db/security-log";
import { downloadHeaders, exportDate } from "../http/csv-export";
import { routeOptions } from "../http/route-options";
import { currentUser } from "../identity/access";
import { anonymiseCustomer } from "./anonymise";
import { dataArchive } from "./archive";

/**
 * A customer's data rights (decision 089): `GET /account/data-export`, everything the shop
 * holds about them as one ZIP archive; `POST /customers/{id}/anonymise`, an admin forgets a
 * customer who asked to be. Both ask for a recent proof that it is the person (decision 088).
 */
export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/account/data-export",
    routeOptions(
      // A plain link downloads it (no API key header); the customer's own session admits it.
      { access: "customer", downloadLink: true, confirmRecent: true },
      "account",
      "Everything the shop holds about the signed-in customer, as a ZIP archive (JSON and photos)",
      {},
    ),
    async (request, reply) => {
      const { idnumber } = currentUser(request);
      const archive = await dataArchive(app.db, idnumber);
      await recordSecurity(app.db, request, { event: "data-exported", userIdnumber: idnumber });
      return reply
        .headers(downloadHeaders(dataExportFileName(exportDate())))
        .type("application/zip")
        .send(archive);
    },
  );

  app.post(
    "/customers/:id/anonymise",
    routeOptions(
      { access: "admin", confirmRecent: true },
      "users",
      "Forget a customer who asked to be: personal fields erased, access and links revoked, pieces and repairs kept under a new key",
      { params: idNumberParamsSchema, response: { 200: anonymiseResponseSchema } },
    ),
    async (request) => anonymiseCustomer(app.db, request.params.id, currentUser(request), request),
  );
};
