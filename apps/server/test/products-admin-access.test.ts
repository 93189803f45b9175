import { describe, expect, it } from "vitest";
import { createAdmin, signIn, signInAs } from "./factories";
import { beltPayload, list, request, setUpProductsAdmin, t, ids } from "./products-admin-support";

setUpProductsAdmin();

describe("who may call the admin product routes", () => {
  const calls = [
    ["GET", "/products/", undefined],
    ["GET", "/products/statistics", undefined],
    ["POST", "/products/create", {}],
    ["PUT", "/products/SN-1", {}],
  ] as const;

  it.each(calls)("%s %s: 401 for a visitor", async (method, url, payload) => {
    const response = await request(method, url, { cookie: "", payload });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Please sign in.", message: "Please sign in." });
  });

  it.each(calls)("%s %s: 403 for a customer", async (method, url, payload) => {
    const { cookie } = await signInAs(t.app, t.db, "customer");
    const response = await request(method, url, { cookie, payload });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe("You do not have access to this.");
  });

  it.each(calls)(
    "%s %s: 403 for an admin who must set a password",
    async (method, url, payload) => {
      const { user, password } = await createAdmin(t.db, { passwordFlag: 0 });
      const cookie = await signIn(t.app, user.email, password);
      const response = await request(method, url, { cookie, payload });
      expect(response.statusCode).toBe(403);
      expect(response.json().error).toBe("Please set a new password first.");
    },
  );

  it("a customer cannot create a product, and none is created", async () => {
    const { cookie, user } = await signInAs(t.app, t.db, "customer");
    const payload = beltPayload(user.idnumber);
    const response = await request("POST", "/products/create", { cookie, payload });
    expect(response.statusCode).toBe(403);
    expect((await list({ customerid: user.idnumber })).total).toBe(0);
  });

  it("every colour and size stay public for the filters", async () => {
    const response = await request("GET", "/products/product-attributes", { cookie: "" });
    expect(response.statusCode).toBe(200);
    const { colors, sizes: sizeList } = response.json();
    expect(colors[0]).toEqual({ colourid: ids.darkBrown, name: "Dark Brown" });
    expect(sizeList.map((size: { name: string }) => size.name).slice(0, 2)).toEqual(["28", "30"]);
    expect(sizeList.map((size: { name: string }) => size.name)).toContain("Standard");
  });
});
