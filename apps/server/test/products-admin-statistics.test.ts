import { CUSTOM_PRODUCT_TYPE } from "@lo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCustomer, createProduct, signInAs } from "./factories";
import { createTestApp, type TestApp } from "./helpers";
import { API, repair, setUpProductsAdmin, ids } from "./products-admin-support";

setUpProductsAdmin();

describe("GET /products/statistics", () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  async function statistics() {
    const { cookie } = await signInAs(fresh.app, fresh.db, "admin");
    const response = await fresh.app.inject({
      method: "GET",
      url: `${API}/products/statistics`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  it("answers zeros and no favourites for an empty shop, then counts the products", async () => {
    expect(await statistics()).toEqual({
      totalProducts: 0,
      customProducts: 0,
      productsWithRepairs: 0,
      productsWithOpenRepairs: 0,
      addedThisMonth: 0,
      mostPopularType: null,
      mostPopularColour: null,
      mostPopularSize: null,
    });

    const customer = (await createCustomer(fresh.db)).user.idnumber;
    const belt = (colourId: number, sizeId: number, createdAt = new Date()) =>
      createProduct(fresh.db, {
        customerIdnumber: customer,
        productTypeId: ids.belt,
        colourId,
        sizeId,
        createdAt,
      });
    const old = new Date("2020-01-01T00:00:00Z");
    const p1 = await belt(ids.black, ids.size28);
    const p2 = await belt(ids.black, ids.size46, old);
    await belt(ids.tan, ids.size46, old);
    await createProduct(fresh.db, {
      customerIdnumber: customer,
      typeName: CUSTOM_PRODUCT_TYPE,
      customColour: "Olive",
      customSize: "Huge",
    });
    await repair(fresh.db, customer, [p1.serialno], old);
    await repair(fresh.db, customer, [p1.serialno, p2.serialno], new Date(), "pending");

    expect(await statistics()).toEqual({
      totalProducts: 4,
      customProducts: 1,
      productsWithRepairs: 2,
      productsWithOpenRepairs: 2,
      addedThisMonth: 2,
      mostPopularType: "Classic Belt",
      mostPopularColour: "Black",
      mostPopularSize: "46",
    });
  });
});
