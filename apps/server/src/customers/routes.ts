import {
  adminCustomerListQuerySchema,
  adminCustomerStatisticsSchema,
  API_MESSAGES,
  customersForProductsQuerySchema,
  customersForProductsResponseSchema,
  customerOverviewSchema,
  customersListResponseSchema,
  customerUpdatePayloadSchema,
  idNumberParamsSchema,
  messageResponseSchema,
  PASSWORD_LINK_MESSAGES,
  sessionsEndedResponseSchema,
  userCreatePayloadSchema,
  userCreateResponseSchema,
} from "@lo/domain";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { currentUser } from "../identity/access";
import { routeOptions } from "../http/route-options";
import { pageOrStream } from "../http/json-list-stream";
import { customerExportRoutes } from "./export-routes";
import { createCustomer, resendInvitation, updateCustomer } from "./mutations";
import { customerOverview } from "./overview";
import { changesEmail } from "../db/users";
import { listCustomers, listCustomersForPickers } from "./queries";
import { endCustomerSessions } from "./sessions";
import { customerStatistics } from "./statistics";

/**
 * The role of a new user is never the client's to choose (requirements §6): whatever the payload
 * says is dropped before validation, so 'admin' neither escalates nor fails the request.
 */
async function dropRequestedRole(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (body !== null && typeof body === "object" && !Array.isArray(body)) {
    delete (body as Record<string, unknown>).role;
  }
}

/**
 * Customers (admin): /users/create, /users/get-all-customers, /users/customer-statistics,
 * /users/customers-for-products, /users/update-customer/:id, /customers/:id/invitation,
 * /customers/:id/sessions/end, /customers/:id/overview. See
 * docs/api.md. The admin password reset lives with the other password route in auth/routes.ts.
 */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(customerExportRoutes);

  app.post(
    "/users/create",
    {
      ...routeOptions(
        "admin",
        "users",
        "Create a customer; the first password is their ID number (flag 0), the role is always customer",
        { body: userCreatePayloadSchema, response: { 201: userCreateResponseSchema } },
      ),
      preValidation: dropRequestedRole,
    },
    async (request, reply) => {
      await createCustomer(app.db, request.body, currentUser(request));
      return reply
        .code(201)
        .send({ message: API_MESSAGES.userCreated, idnumber: request.body.idnumber });
    },
  );

  app.get(
    "/users/get-all-customers",
    routeOptions(
      "admin",
      "users",
      "Customers with totals and dates; without parameters every customer, newest first",
      { querystring: adminCustomerListQuerySchema, response: { 200: customersListResponseSchema } },
    ),
    async (request, reply) => pageOrStream(reply, app.db, request.query, "data", listCustomers),
  );

  app.get(
    "/users/customer-statistics",
    routeOptions("admin", "users", "The numbers of the Manage Customers cards", {
      response: { 200: adminCustomerStatisticsSchema },
    }),
    async () => customerStatistics(app.db),
  );

  app.get(
    "/users/customers-for-products",
    routeOptions(
      "admin",
      "users",
      "Customers for the pickers, by name; q matches the name or the ID number",
      {
        querystring: customersForProductsQuerySchema,
        response: { 200: customersForProductsResponseSchema },
      },
    ),
    async (request) => ({ data: await listCustomersForPickers(app.db, request.query) }),
  );

  app.put(
    "/users/update-customer/:id",
    routeOptions(
      {
        access: "admin",
        // A new login e-mail hands the account to whoever reads it: confirm it is the admin.
        confirmRecent: (request) =>
          changesEmail(
            app.db,
            (request.params as { id: string }).id,
            (request.body as { email?: unknown } | undefined)?.email,
          ),
      },
      "users",
      "Edit a customer's details (the ID number never changes; a new e-mail needs a recent confirmation)",
      {
        params: idNumberParamsSchema,
        body: customerUpdatePayloadSchema,
        response: { 200: messageResponseSchema },
      },
    ),
    async (request) => {
      await updateCustomer(app.db, request.params.id, request.body, currentUser(request), request);
      return { message: API_MESSAGES.customerUpdated };
    },
  );

  app.post(
    "/customers/:id/invitation",
    routeOptions(
      "admin",
      "users",
      "Mail the customer a new invitation (a set-password link valid 7 days); earlier links stop working",
      { params: idNumberParamsSchema, response: { 200: messageResponseSchema } },
    ),
    async (request) => {
      await resendInvitation(app.db, request.params.id, currentUser(request));
      return { message: PASSWORD_LINK_MESSAGES.invitationSent };
    },
  );

  app.post(
    "/customers/:id/sessions/end",
    routeOptions(
      "admin",
      "users",
      "End every session of a customer (they must sign in again everywhere)",
      { params: idNumberParamsSchema, response: { 200: sessionsEndedResponseSchema } },
    ),
    async (request) =>
      endCustomerSessions(app.db, request.params.id, currentUser(request), request),
  );

  app.get(
    "/customers/:id/overview",
    routeOptions(
      "admin",
      "users",
      "The customer page: their details, pieces, requests and contact messages",
      { params: idNumberParamsSchema, response: { 200: customerOverviewSchema } },
    ),
    async (request) => customerOverview(app.db, request.params.id),
  );
};
