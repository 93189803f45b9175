import {
  adminCustomerListQuerySchema,
  adminCustomerStatisticsSchema,
  API_MESSAGES,
  CUSTOMER_MESSAGES,
  customersForProductsQuerySchema,
  customersForProductsResponseSchema,
  customersListResponseSchema,
  customerUpdatePayloadSchema,
  idNumberParamsSchema,
  isSouthAfricanId,
  messageResponseSchema,
  NEW_CUSTOMER_ROLE,
  userCreatePayloadSchema,
  userCreateResponseSchema,
} from "@lo/domain";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { hashPassword } from "../auth/passwords";
import { users } from "../db/schema";
import { conflict, notFound, validationError } from "../errors";
import {
  customerStatistics,
  emailTaken,
  findUserByIdnumber,
  listCustomers,
  listCustomersForPickers,
} from "./queries";

export const CUSTOMER_ROUTE_MESSAGES = {
  customerNotFound: "Customer not found.",
} as const;

/** Whether a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
    if (current === (current as { cause?: unknown }).cause) break;
  }
  return false;
}

/**
 * The role of a new user is never the client's to choose (SPEC §6): whatever the payload
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
 * /users/customers-for-products, /users/update-customer/:id. See docs/api.md. The admin
 * password reset lives with the other password route in auth/routes.ts.
 */
export const customerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/create",
    {
      config: { access: "admin" },
      preValidation: dropRequestedRole,
      schema: {
        tags: ["users"],
        summary:
          "Create a customer; the first password is their ID number (flag 0), the role is always customer",
        body: userCreatePayloadSchema,
        response: { 201: userCreateResponseSchema },
      },
    },
    async (request, reply) => {
      const { db } = app;
      const customer = request.body;
      // One answer per person: an ID number taken by anyone (an admin too) is a duplicate.
      if (await findUserByIdnumber(db, customer.idnumber)) throw conflict(API_MESSAGES.userExists);
      if (await emailTaken(db, customer.email)) throw conflict(API_MESSAGES.emailExists);

      const now = new Date();
      try {
        await db.insert(users).values({
          idnumber: customer.idnumber,
          email: customer.email,
          passwordHash: await hashPassword(customer.idnumber),
          passwordFlag: 0,
          role: NEW_CUSTOMER_ROLE,
          name: customer.name,
          surname: customer.surname,
          cellphone: customer.cellphone,
          isSouthAfrican: customer.issouthafrican,
          street: customer.address,
          city: customer.city,
          province: customer.province,
          postalCode: customer.postalcode,
          country: customer.country,
          createdAt: now,
          updatedAt: now,
        });
      } catch (error) {
        // Someone else created the same person between the checks and the insert.
        if (!isUniqueViolation(error)) throw error;
        if (await findUserByIdnumber(db, customer.idnumber))
          throw conflict(API_MESSAGES.userExists);
        throw conflict(API_MESSAGES.emailExists);
      }
      return reply
        .code(201)
        .send({ message: API_MESSAGES.userCreated, idnumber: customer.idnumber });
    },
  );

  app.get(
    "/users/get-all-customers",
    {
      config: { access: "admin" },
      schema: {
        tags: ["users"],
        summary: "Customers with totals and dates; without parameters every customer, newest first",
        querystring: adminCustomerListQuerySchema,
        response: { 200: customersListResponseSchema },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    "/users/customer-statistics",
    {
      config: { access: "admin" },
      schema: {
        tags: ["users"],
        summary: "The numbers of the Manage Customers cards",
        response: { 200: adminCustomerStatisticsSchema },
      },
    },
    async () => customerStatistics(app.db),
  );

  app.get(
    "/users/customers-for-products",
    {
      config: { access: "admin" },
      schema: {
        tags: ["users"],
        summary: "Customers for the pickers, by name; q matches the name or the ID number",
        querystring: customersForProductsQuerySchema,
        response: { 200: customersForProductsResponseSchema },
      },
    },
    async (request) => ({ data: await listCustomersForPickers(app.db, request.query) }),
  );

  app.put(
    "/users/update-customer/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["users"],
        summary: "Edit a customer's details (the ID number never changes)",
        params: idNumberParamsSchema,
        body: customerUpdatePayloadSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const { db } = app;
      const { id } = request.params;
      const changes = request.body;
      const target = await findUserByIdnumber(db, id);
      if (!target || target.role !== "customer") {
        throw notFound(CUSTOMER_ROUTE_MESSAGES.customerNotFound);
      }
      // The ID number is in the path, not the payload, so the schema cannot see it.
      if (changes.issouthafrican && !isSouthAfricanId(id)) {
        throw validationError([{ path: "idnumber", message: CUSTOMER_MESSAGES.southAfricanId }]);
      }
      if (await emailTaken(db, changes.email, id)) throw conflict(API_MESSAGES.emailExists);

      try {
        await db
          .update(users)
          .set({
            name: changes.name,
            surname: changes.surname,
            email: changes.email,
            cellphone: changes.cellphone,
            isSouthAfrican: changes.issouthafrican,
            street: changes.address,
            city: changes.city,
            province: changes.province,
            postalCode: changes.postalcode,
            country: changes.country,
            updatedAt: new Date(),
          })
          .where(eq(users.idnumber, id));
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(API_MESSAGES.emailExists);
        throw error;
      }
      return { message: API_MESSAGES.customerUpdated };
    },
  );
};
