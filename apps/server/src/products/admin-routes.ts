import {
  ADMIN_PRODUCT_MESSAGES,
  adminProductStatisticsSchema,
  API_MESSAGES,
  messageResponseSchema,
  PRODUCT_MESSAGES,
  productCreatePayloadSchema,
  productCreateResponseSchema,
  productListQuerySchema,
  productsListResponseSchema,
  productUpdatePayloadSchema,
  serialParamsSchema,
} from "@lo/domain";
import { and, eq, ne } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db, Tx } from "../db/client";
import { products, repairLines } from "../db/schema";
import { conflict, notFound, validationError } from "../errors";
import {
  findProductBySerialAnyCase,
  findProductType,
  isCustomer,
  listProducts,
  productStatistics,
  typeOffersColour,
  typeOffersSize,
} from "./queries";

type Issue = { path: string; message: string };

/** Whether a database error (possibly wrapped by drizzle) is a unique-constraint violation. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
    if (current === (current as { cause?: unknown }).cause) break;
  }
  return false;
}

interface AttributeInput {
  producttypeid: number;
  colourid: number | null;
  sizeid: number | null;
  customcolour: string | null;
  customsize: string | null;
  description: string | null;
  customerid: string;
}

interface AttributeColumns {
  productTypeId: number;
  colourId: number | null;
  sizeId: number | null;
  customColour: string | null;
  customSize: string | null;
  description: string | null;
  customerIdnumber: string;
}

/**
 * The database half of the product rules (SPEC §5): the type exists; a Custom piece has a
 * custom colour and size (and, when created, a description) and no catalogue ones; any other
 * type has a colour and a size that it is offered in and no custom text; the owner is an
 * existing customer. Every failing rule is reported at once, on its field.
 */
async function checkAttributes(
  db: Db | Tx,
  input: AttributeInput,
  { requireDescription }: { requireDescription: boolean },
): Promise<AttributeColumns> {
  const issues: Issue[] = [];
  const type = await findProductType(db, input.producttypeid);
  if (!type) {
    issues.push({ path: "producttypeid", message: ADMIN_PRODUCT_MESSAGES.typeNotFound });
  } else if (type.isCustom) {
    if (requireDescription && input.description === null) {
      issues.push({ path: "description", message: PRODUCT_MESSAGES.description });
    }
    if (input.customcolour === null) {
      issues.push({ path: "customcolour", message: PRODUCT_MESSAGES.customcolour });
    }
    if (input.customsize === null) {
      issues.push({ path: "customsize", message: PRODUCT_MESSAGES.customsize });
    }
  } else {
    if (input.colourid === null) {
      issues.push({ path: "colourid", message: PRODUCT_MESSAGES.colourid });
    } else if (!(await typeOffersColour(db, type.id, input.colourid))) {
      issues.push({ path: "colourid", message: ADMIN_PRODUCT_MESSAGES.colourNotOffered });
    }
    if (input.sizeid === null) {
      issues.push({ path: "sizeid", message: PRODUCT_MESSAGES.sizeid });
    } else if (!(await typeOffersSize(db, type.id, input.sizeid))) {
      issues.push({ path: "sizeid", message: ADMIN_PRODUCT_MESSAGES.sizeNotOffered });
    }
  }
  if (!(await isCustomer(db, input.customerid))) {
    issues.push({ path: "customerid", message: ADMIN_PRODUCT_MESSAGES.unknownCustomer });
  }
  if (issues.length > 0 || !type) throw validationError(issues);

  const custom = type.isCustom;
  return {
    productTypeId: type.id,
    // A Custom piece is described by its free text, a catalogue piece by its ids: never both,
    // so lists show one colour and one size.
    colourId: custom ? null : input.colourid,
    sizeId: custom ? null : input.sizeid,
    customColour: custom ? input.customcolour : null,
    customSize: custom ? input.customsize : null,
    description: custom ? input.description : null,
    customerIdnumber: input.customerid,
  };
}

/** Whether the product is in a repair line that is not completed yet. */
async function hasOpenRepairLine(tx: Tx, serialno: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: repairLines.id })
    .from(repairLines)
    .where(and(eq(repairLines.serialno, serialno), ne(repairLines.state, "completed")))
    .limit(1);
  return row !== undefined;
}

/**
 * The admin's product calls: the list (with search, filters, sorting and paging), the
 * statistics cards, create and edit. See docs/api.md.
 */
export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/products/",
    {
      config: { access: "admin" },
      schema: {
        tags: ["products"],
        summary:
          "Products with repair counts; without parameters every product by serial number. " +
          "q searches serial, type, colour, size and customer name",
        querystring: productListQuerySchema,
        response: { 200: productsListResponseSchema },
      },
    },
    async (request) => listProducts(app.db, request.query),
  );

  app.get(
    "/products/statistics",
    {
      config: { access: "admin" },
      schema: {
        tags: ["products"],
        summary: "The numbers of the Manage Products cards",
        response: { 200: adminProductStatisticsSchema },
      },
    },
    async () => productStatistics(app.db),
  );

  app.post(
    "/products/create",
    {
      config: { access: "admin" },
      schema: {
        tags: ["products"],
        summary: "Register a piece for a customer; the serial number must be new",
        body: productCreatePayloadSchema,
        response: { 201: productCreateResponseSchema },
      },
    },
    async (request, reply) => {
      const { db } = app;
      const body = request.body;
      const columns = await checkAttributes(db, body, { requireDescription: true });
      if (await findProductBySerialAnyCase(db, body.serialno)) {
        throw conflict(API_MESSAGES.productExists);
      }
      const now = new Date();
      try {
        await db
          .insert(products)
          .values({ serialno: body.serialno, ...columns, createdAt: now, updatedAt: now });
      } catch (error) {
        // Created by someone else between the check and the insert.
        if (isUniqueViolation(error)) throw conflict(API_MESSAGES.productExists);
        throw error;
      }
      return reply.code(201).send({ message: API_MESSAGES.productCreated, id: body.serialno });
    },
  );

  app.put(
    "/products/:id",
    {
      config: { access: "admin" },
      schema: {
        tags: ["products"],
        summary: "Change a piece's type, colour, size or owner; the serial number never changes",
        params: serialParamsSchema,
        body: productUpdatePayloadSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      // One transaction holding the product's row lock: a repair request being created for
      // it (which share-locks it, see repairs/mutations.ts) either finishes first, and its
      // open line is seen below, or starts after and sees the new owner.
      await app.db.transaction(async (tx) => {
        const [existing] = await tx
          .select()
          .from(products)
          .where(eq(products.serialno, request.params.id))
          .for("update");
        if (!existing) throw notFound(ADMIN_PRODUCT_MESSAGES.productNotFound);
        // The SPEC client sends only the four ids: custom text it leaves out stays as stored.
        const columns = await checkAttributes(
          tx,
          {
            ...body,
            customcolour:
              body.customcolour === undefined ? existing.customColour : body.customcolour,
            customsize: body.customsize === undefined ? existing.customSize : body.customsize,
            description: body.description === undefined ? existing.description : body.description,
          },
          { requireDescription: false },
        );
        // An open repair belongs to the owner who raised it: handing the piece to someone
        // else then would put their product (and its history) in another customer's request.
        if (
          columns.customerIdnumber !== existing.customerIdnumber &&
          (await hasOpenRepairLine(tx, existing.serialno))
        ) {
          throw conflict(ADMIN_PRODUCT_MESSAGES.ownerLockedByOpenRepair);
        }
        await tx
          .update(products)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(products.serialno, existing.serialno));
      });
      return { message: API_MESSAGES.productUpdated };
    },
  );
};
