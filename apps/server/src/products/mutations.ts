import {
  ADMIN_PRODUCT_MESSAGES,
  API_MESSAGES,
  PRODUCT_MESSAGES,
  type ProductCreateData,
  type ProductUpdateData,
} from "@lo/domain";
import { and, eq, ne } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import { products, repairLines } from "../db/schema";
import { uniqueViolation } from "../db/sql";
import { conflict, notFound, validationError } from "../errors";
import type { SessionUser } from "../identity/sessions";
import { productSnapshot, recordProductChange } from "./audit";
import {
  findProductBySerialAnyCase,
  findProductType,
  isCustomer,
  typeOffersColour,
  typeOffersSize,
} from "./queries";

type Issue = { path: string; message: string };

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
 * The database half of the product rules (requirements §5): the type exists; a Custom piece has a
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

/** A new piece for a customer; the serial number must be new in any letter case. */
export async function createProduct(
  db: Db,
  body: ProductCreateData,
  actor: SessionUser,
): Promise<void> {
  const columns = await checkAttributes(db, body, { requireDescription: true });
  if (await findProductBySerialAnyCase(db, body.serialno)) {
    throw conflict(API_MESSAGES.productExists);
  }
  const now = new Date();
  try {
    await db.transaction(async (tx) => {
      await tx
        .insert(products)
        .values({ serialno: body.serialno, ...columns, createdAt: now, updatedAt: now });
      const after = await productSnapshot(tx, body.serialno);
      await recordProductChange(tx, actor, body.serialno, undefined, after);
    });
  } catch (error) {
    // Created by someone else between the check and the insert.
    if (uniqueViolation(error)) throw conflict(API_MESSAGES.productExists);
    throw error;
  }
}

/**
 * A piece's new type, colour, size or owner, in one transaction holding the product's row
 * lock: a repair request being created for it (which share-locks it, see
 * repairs/mutations.ts) either finishes first, and its open line is seen below, or starts
 * after and sees the new owner.
 */
export async function updateProduct(
  db: Db,
  serialno: string,
  body: ProductUpdateData,
  actor: SessionUser,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(products)
      .where(eq(products.serialno, serialno))
      .for("update");
    if (!existing) throw notFound(ADMIN_PRODUCT_MESSAGES.productNotFound);
    const before = await productSnapshot(tx, existing.serialno);
    // The original client (requirements §3) sends only the four ids: custom text it leaves out
    // stays as stored.
    const columns = await checkAttributes(
      tx,
      {
        ...body,
        customcolour: body.customcolour === undefined ? existing.customColour : body.customcolour,
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
    const after = await productSnapshot(tx, existing.serialno);
    await recordProductChange(tx, actor, existing.serialno, before, after);
  });
}
