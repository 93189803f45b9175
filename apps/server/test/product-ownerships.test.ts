import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productOwnerships, products, users } from "../src/db/schema";
import { createCustomer, createProduct } from "./factories";
import { createTestDatabase, type TestDatabase } from "./helpers";

// Who owned a piece when is kept by the database (migration 0017), whatever writes the owner.
let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ migrate: true });
});
afterAll(() => t.close());

function timesOf(serialno: string) {
  return t.db
    .select({
      customer: productOwnerships.customerIdnumber,
      via: productOwnerships.via,
      open: sql<boolean>`${productOwnerships.endedAt} is null`,
    })
    .from(productOwnerships)
    .where(eq(productOwnerships.serialno, serialno))
    .orderBy(asc(productOwnerships.id));
}

describe("product_ownerships", () => {
  it("opens the first owner's time when a piece is made", async () => {
    const { user } = await createCustomer(t.db);
    const product = await createProduct(t.db, { customerIdnumber: user.idnumber });
    expect(await timesOf(product.serialno)).toEqual([
      { customer: user.idnumber, via: "made", open: true },
    ]);
  });

  it("closes it and opens the next owner's on a change of owner ('admin', or as the transaction says)", async () => {
    const first = (await createCustomer(t.db)).user;
    const second = (await createCustomer(t.db)).user;
    const third = (await createCustomer(t.db)).user;
    const product = await createProduct(t.db, { customerIdnumber: first.idnumber });
    await t.db
      .update(products)
      .set({ customerIdnumber: second.idnumber })
      .where(eq(products.serialno, product.serialno));
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('lo.ownership_via', 'transfer', true)`);
      await tx
        .update(products)
        .set({ customerIdnumber: third.idnumber })
        .where(eq(products.serialno, product.serialno));
    });
    // Another write of the piece that keeps its owner opens nothing.
    await t.db
      .update(products)
      .set({ description: "Re-stitched" })
      .where(eq(products.serialno, product.serialno));
    expect(await timesOf(product.serialno)).toEqual([
      { customer: first.idnumber, via: "made", open: false },
      { customer: second.idnumber, via: "admin", open: false },
      { customer: third.idnumber, via: "transfer", open: true },
    ]);
  });

  it("keeps one time when the owner's ID number is corrected", async () => {
    const { user } = await createCustomer(t.db);
    const product = await createProduct(t.db, { customerIdnumber: user.idnumber });
    const corrected = `${user.idnumber.slice(0, -1)}X`;
    await t.db.update(users).set({ idnumber: corrected }).where(eq(users.idnumber, user.idnumber));
    expect(await timesOf(product.serialno)).toEqual([
      { customer: corrected, via: "made", open: true },
    ]);
  });
});
