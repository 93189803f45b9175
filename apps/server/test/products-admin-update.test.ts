import { CUSTOM_PRODUCT_TYPE } from "@lo/domain";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products } from "../src/db/schema";
import { createProduct, holdProductLock, uniqueSerial } from "./factories";
import {
  beltPayload,
  list,
  owner,
  repair,
  request,
  setUpProductsAdmin,
  t,
  ids,
} from "./products-admin-support";

setUpProductsAdmin();

/** A new customer and a product of theirs (a catalogue piece unless a type is named). */
async function ownedProduct(typeName?: string) {
  const customer = await owner();
  const product = await createProduct(t.db, {
    customerIdnumber: customer.idnumber,
    ...(typeName === undefined ? {} : { typeName }),
  });
  return { customer, product };
}

/** The admin's edit of a piece: PUT /products/{serialno} with this payload. */
const edit = (serialno: string, payload: object) =>
  request("PUT", `/products/${serialno}`, { payload });

/** The ids of this customer's piece as the edit form sends them; a Custom piece by default. */
const formIds = (
  customerid: string,
  producttypeid = ids.custom,
  colourid: number | null = null,
  sizeid: number | null = null,
) => ({ producttypeid, colourid, sizeid, customerid });

/** A customer's first piece as the admin list shows it. */
const firstListed = async (customerid: string) => (await list({ customerid })).data[0];

describe("PUT /products/{serialno}", () => {
  it("changes the colour and says 'Product updated successfully'", async () => {
    const { customer, product } = await ownedProduct("Classic Belt");
    const response = await edit(
      product.serialno,
      formIds(customer.idnumber, ids.belt, ids.black, ids.size46),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Product updated successfully" });
    expect(await firstListed(customer.idnumber)).toMatchObject({
      serialno: product.serialno,
      colourName: "Black",
      sizeName: "46",
    });
  });

  it("never changes the serial number, and moves a piece to another customer", async () => {
    const first = await owner();
    const second = await owner({ name: "Sipho", surname: "Dlamini" });
    const product = await createProduct(t.db, { customerIdnumber: first.idnumber });
    const renamed = uniqueSerial("RENAMED");
    const response = await edit(product.serialno, {
      serialno: renamed,
      producttypeid: product.productTypeId,
      colourid: product.colourId,
      sizeid: product.sizeId,
      customerid: second.idnumber,
    });
    expect(response.statusCode).toBe(200);
    expect((await list({ customerid: first.idnumber })).total).toBe(0);
    expect(await firstListed(second.idnumber)).toMatchObject({
      serialno: product.serialno,
      customerName: "Sipho Dlamini",
    });
    expect((await list({ q: renamed })).total).toBe(0);
  });

  it("keeps a Custom piece's text when the client sends only the ids (SPEC payload)", async () => {
    const { customer, product } = await ownedProduct(CUSTOM_PRODUCT_TYPE);
    const response = await edit(product.serialno, formIds(customer.idnumber));
    expect(response.statusCode).toBe(200);
    expect(await firstListed(customer.idnumber)).toMatchObject({
      colourName: "Forest Green",
      sizeName: "One of a kind",
      description: "A made-to-order piece",
    });
  });

  it("edits a Custom piece's colour; its description may be left empty", async () => {
    const { customer, product } = await ownedProduct(CUSTOM_PRODUCT_TYPE);
    const response = await edit(product.serialno, {
      ...formIds(customer.idnumber),
      customcolour: "Midnight Blue",
      customsize: "One of a kind",
      description: "",
    });
    expect(response.statusCode).toBe(200);
    expect(await firstListed(customer.idnumber)).toMatchObject({
      colourName: "Midnight Blue",
      description: null,
    });
  });

  it("turns a regular piece into a Custom one only with custom colour and size", async () => {
    const { customer, product } = await ownedProduct();
    const ids4 = formIds(customer.idnumber);
    const refused = await edit(product.serialno, ids4);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: "customcolour", message: "Custom colour is required" },
      { path: "customsize", message: "Custom size is required" },
    ]);

    const accepted = await edit(product.serialno, {
      ...ids4,
      customcolour: "Olive",
      customsize: "Tall",
    });
    expect(accepted.statusCode).toBe(200);
    expect(await firstListed(customer.idnumber)).toMatchObject({
      productTypeName: CUSTOM_PRODUCT_TYPE,
      colourid: null,
      colourName: "Olive",
      sizeName: "Tall",
    });
  });

  it("turns a Custom piece into a belt and forgets the custom text", async () => {
    const { customer, product } = await ownedProduct(CUSTOM_PRODUCT_TYPE);
    const response = await edit(
      product.serialno,
      formIds(customer.idnumber, ids.belt, ids.tan, ids.size28),
    );
    expect(response.statusCode).toBe(200);
    expect(await firstListed(customer.idnumber)).toMatchObject({
      productTypeName: "Classic Belt",
      colourName: "Tan",
      sizeName: "28",
      customcolour: null,
      customsize: null,
      description: null,
    });
  });

  it("refuses an unknown owner or a missing colour and changes nothing", async () => {
    const { customer, product } = await ownedProduct();
    const valid = {
      producttypeid: product.productTypeId,
      colourid: product.colourId,
      sizeid: product.sizeId,
      customerid: customer.idnumber,
    };
    const unknownOwner = await edit(product.serialno, {
      ...valid,
      customerid: "1234567890123",
      colourid: ids.black,
    });
    expect(unknownOwner.statusCode).toBe(400);
    expect(unknownOwner.json().message).toBe("The selected client is not an existing customer.");

    const noColour = await edit(product.serialno, { ...valid, colourid: null });
    expect(noColour.statusCode).toBe(400);
    expect(noColour.json().issues).toEqual([
      { path: "colourid", message: "Please select a color" },
    ]);

    const [stored] = await t.db
      .select()
      .from(products)
      .where(eq(products.serialno, product.serialno));
    expect(stored).toMatchObject({
      customerIdnumber: customer.idnumber,
      colourId: product.colourId,
    });
  });

  describe("a product in an open repair request", () => {
    const OWNER_LOCKED =
      "This product is in an open repair request and cannot change owner until the repair is completed.";

    function idsOf(product: Awaited<ReturnType<typeof createProduct>>, customerid: string) {
      return {
        producttypeid: product.productTypeId,
        colourid: product.colourId,
        sizeid: product.sizeId,
        customerid,
      };
    }

    /** A customer's piece with a repair in `state`, and a second customer to hand it on to. */
    async function pieceWithRepair(state: "pending" | "completed") {
      const first = await owner();
      const second = await owner();
      const product = await createProduct(t.db, { customerIdnumber: first.idnumber });
      await repair(t.db, first.idnumber, [product.serialno], new Date(), state);
      return { first, second, product };
    }

    async function ownerOf(serialno: string) {
      const [row] = await t.db
        .select({ owner: products.customerIdnumber, colourId: products.colourId })
        .from(products)
        .where(eq(products.serialno, serialno));
      return row;
    }

    it("cannot change owner (409), so the open request never holds another customer's piece", async () => {
      const { first, second, product } = await pieceWithRepair("pending");
      const response = await edit(product.serialno, idsOf(product, second.idnumber));
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ error: OWNER_LOCKED, message: OWNER_LOCKED });
      expect((await ownerOf(product.serialno))?.owner).toBe(first.idnumber);
    });

    it("may still have its other details edited while the repair is open", async () => {
      const { customer, product } = await ownedProduct("Classic Belt");
      await repair(t.db, customer.idnumber, [product.serialno], new Date(), "pending");
      const response = await edit(product.serialno, {
        ...idsOf(product, customer.idnumber),
        colourid: ids.black,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(await ownerOf(product.serialno)).toEqual({
        owner: customer.idnumber,
        colourId: ids.black,
      });
    });

    it("may change owner once every repair of it is completed", async () => {
      const { second, product } = await pieceWithRepair("completed");
      const response = await edit(product.serialno, idsOf(product, second.idnumber));
      expect(response.statusCode, response.body).toBe(200);
      expect((await ownerOf(product.serialno))?.owner).toBe(second.idnumber);
    });

    it("an owner change waits for a repair request being created for the piece, then is refused", async () => {
      const first = await owner();
      const second = await owner();
      const product = await createProduct(t.db, { customerIdnumber: first.idnumber });
      // What POST /repairs/create does: share-lock the product, check, insert, commit.
      const creating = await holdProductLock(t.db, product.serialno, "share", (tx) =>
        repair(tx, first.idnumber, [product.serialno], new Date(), "pending"),
      );
      const change = edit(product.serialno, idsOf(product, second.idnumber));
      // Give the owner change time to run up against the lock before the request commits.
      await new Promise((resolve) => setTimeout(resolve, 300));
      creating.release();
      await creating.done;
      const response = await change;
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().message).toBe(OWNER_LOCKED);
      expect((await ownerOf(product.serialno))?.owner).toBe(first.idnumber);
    });
  });

  it("answers 404 for an unknown serial number", async () => {
    const customer = await owner();
    const response = await edit(uniqueSerial("NOPE"), beltPayload(customer.idnumber));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe("Product not found.");
  });
});
