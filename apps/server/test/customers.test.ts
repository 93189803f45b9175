import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/identity/passwords";
import { repairLines, repairRequests, users } from "../src/db/schema";
import {
  createAdmin,
  createCustomer,
  createProduct,
  newCustomerPayload,
  signIn,
  signInAs,
  uniqueEmail,
  uniqueIdnumber,
} from "./factories";
import { createTestApp, JSON_HEADERS, ownDataRoute, type TestApp } from "./helpers";

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ routes: ownDataRoute });
  adminCookie = (await signInAs(t.app, t.db, "admin")).cookie;
});
afterAll(() => t.close());

const API = "/lifetime-outfitter";

function send(method: "POST" | "PUT", url: string, payload: unknown, cookie?: string) {
  return t.app.inject({
    method,
    url: `${API}${url}`,
    headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
    payload: JSON.stringify(payload),
  });
}

function get(url: string, cookie?: string) {
  return t.app.inject({ method: "GET", url: `${API}${url}`, headers: cookie ? { cookie } : {} });
}

async function storedUser(idnumber: string) {
  const [row] = await t.db.select().from(users).where(eq(users.idnumber, idnumber));
  return row;
}

let tokenSequence = 0;
/** A word no other test's customer carries, to search by. */
function uniqueWord(prefix = "Tok"): string {
  tokenSequence += 1;
  return `${prefix}${uniqueIdnumber().slice(-6)}x${tokenSequence}`;
}

/** A repair request for a customer with one line per product, created at a known time. */
async function createRepair(
  customerIdnumber: string,
  serials: string[],
  options: { createdAt?: Date; state?: "pending" | "completed" } = {},
) {
  const createdAt = options.createdAt ?? new Date();
  const [request] = await t.db
    .insert(repairRequests)
    .values({ customerIdnumber, currentLocation: "Workshop", createdAt, updatedAt: createdAt })
    .returning();
  if (!request) throw new Error("no repair request");
  for (const serialno of serials) {
    await t.db.insert(repairLines).values({
      repairRequestId: request.id,
      serialno,
      problemDescription: "Stitching came loose",
      state: options.state ?? "pending",
    });
  }
  return request;
}

describe("who may call the customer routes", () => {
  const calls: [string, (cookie?: string) => ReturnType<typeof get>][] = [
    ["POST /users/create", (cookie) => send("POST", "/users/create", newCustomerPayload(), cookie)],
    ["GET /users/get-all-customers", (cookie) => get("/users/get-all-customers", cookie)],
    ["GET /users/customer-statistics", (cookie) => get("/users/customer-statistics", cookie)],
    ["GET /users/customers-for-products", (cookie) => get("/users/customers-for-products", cookie)],
    [
      "PUT /users/update-customer/{id}",
      (cookie) =>
        send("PUT", `/users/update-customer/${uniqueIdnumber()}`, newCustomerPayload(), cookie),
    ],
  ];

  it.each(calls)("%s: 401 for a visitor", async (_name, call) => {
    const response = await call();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Please sign in.", message: "Please sign in." });
  });

  it.each(calls)("%s: 403 for a customer", async (_name, call) => {
    const { cookie } = await signInAs(t.app, t.db, "customer");
    const response = await call(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("You do not have access to this.");
  });

  it.each(calls)("%s: 403 for an admin who must first set a password", async (_name, call) => {
    const { user, password } = await createAdmin(t.db, { passwordFlag: 0 });
    const cookie = await signIn(t.app, user.email, password);
    const response = await call(cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe("Please set a new password first.");
  });

  it("a refused create or update changes nothing", async () => {
    const { cookie } = await signInAs(t.app, t.db, "customer");
    const payload = newCustomerPayload();
    expect((await send("POST", "/users/create", payload, cookie)).statusCode).toBe(403);
    expect((await send("POST", "/users/create", payload)).statusCode).toBe(401);
    expect(await storedUser(payload.idnumber)).toBeUndefined();

    const target = await createCustomer(t.db, { name: "Original" });
    const changes = { ...newCustomerPayload(), name: "Changed" };
    const path = `/users/update-customer/${target.user.idnumber}`;
    expect((await send("PUT", path, changes, cookie)).statusCode).toBe(403);
    expect((await send("PUT", path, changes)).statusCode).toBe(401);
    expect((await storedUser(target.user.idnumber))?.name).toBe("Original");
  });

  it("a customer may not edit even their own record", async () => {
    const { cookie, user } = await signInAs(t.app, t.db, "customer");
    const response = await send(
      "PUT",
      `/users/update-customer/${user.idnumber}`,
      { ...newCustomerPayload(), email: user.email },
      cookie,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("POST /users/create", () => {
  it("creates a South African customer whose first password is the ID number", async () => {
    const payload = newCustomerPayload({ email: `  Thandi.${uniqueWord()}@Example.TEST ` });
    const response = await send("POST", "/users/create", payload, adminCookie);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      message: "User created successfully",
      idnumber: payload.idnumber,
    });

    const row = await storedUser(payload.idnumber);
    expect(row).toMatchObject({
      role: "customer",
      passwordFlag: 0,
      name: "Thandi",
      surname: "Mokoena",
      email: String(payload.email).trim().toLowerCase(),
      cellphone: "082 555 0199",
      isSouthAfrican: true,
      street: "12 Bree Street",
      city: "Cape Town",
      province: "Western Cape",
      postalCode: 8001,
      country: "South Africa",
    });
    expect(await verifyPassword(row?.passwordHash ?? "", payload.idnumber)).toBe(true);

    // The customer signs in with the ID number and must choose a password first.
    const cookie = await signIn(t.app, String(payload.email).trim(), payload.idnumber);
    expect((await get("/users/me", cookie)).json().passwordflag).toBe(0);
    expect((await get(`/test/own/${payload.idnumber}`, cookie)).statusCode).toBe(403);
  });

  it("creates an international customer with any ID format and their country", async () => {
    const idnumber = `P-${uniqueWord()}`;
    const response = await send(
      "POST",
      "/users/create",
      newCustomerPayload({
        idnumber,
        issouthafrican: 0,
        country: "Namibia",
        postalcode: "9000",
        address: "",
        province: null,
      }),
      adminCookie,
    );
    expect(response.statusCode).toBe(201);
    expect(await storedUser(idnumber)).toMatchObject({
      isSouthAfrican: false,
      country: "Namibia",
      postalCode: 9000,
      street: null,
      province: null,
    });
  });

  it("stores South Africa as the country of a South African whatever the payload says", async () => {
    const payload = newCustomerPayload({ country: "SA" });
    expect((await send("POST", "/users/create", payload, adminCookie)).statusCode).toBe(201);
    expect((await storedUser(payload.idnumber))?.country).toBe("South Africa");
  });

  it("ignores a requested role and password: a new user is always a customer", async () => {
    const payload = newCustomerPayload({ role: "admin", password: "Chosen#Secret9" });
    const response = await send("POST", "/users/create", payload, adminCookie);
    expect(response.statusCode).toBe(201);
    const row = await storedUser(payload.idnumber);
    expect(row?.role).toBe("customer");
    expect(row?.passwordFlag).toBe(0);
    expect(await verifyPassword(row?.passwordHash ?? "", "Chosen#Secret9")).toBe(false);

    const cookie = await signIn(t.app, String(payload.email), payload.idnumber);
    const me = (await get("/users/me", cookie)).json();
    expect(me.role).toBe("customer");
  });

  it.each([
    [{ idnumber: "12345" }, "idnumber", "South African ID must be 13 digits"],
    [{ idnumber: "12345678901ab" }, "idnumber", "South African ID must be 13 digits"],
    [{ idnumber: "   " }, "idnumber", "Customer ID is required"],
    [{ name: "" }, "name", "Name is required"],
    [{ surname: " " }, "surname", "Surname is required"],
    [{ cellphone: "" }, "cellphone", "Contact number is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: undefined }, "email", "Email is required"],
    [{ email: "not-an-email" }, "email", "Please enter a valid email address"],
    [{ issouthafrican: 0, country: "" }, "country", "Country is required"],
    [{ postalcode: "80a1" }, "postalcode", "Postal code must be a number"],
  ])("refuses %o with a 400 on %s and creates nothing", async (overrides, path, message) => {
    const payload = newCustomerPayload(overrides);
    const response = await send("POST", "/users/create", payload, adminCookie);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues).toContainEqual({ path, message });
    expect(body.error).toBe(body.message);
    expect(body.message).toBe(body.issues[0].message);
    if (typeof payload.idnumber === "string" && payload.idnumber.trim() !== "") {
      expect(await storedUser(payload.idnumber.trim())).toBeUndefined();
    }
  });

  it("answers 409 'User already exists!' for an ID number in use, and changes nothing", async () => {
    const existing = await createCustomer(t.db, { name: "Existing" });
    const response = await send(
      "POST",
      "/users/create",
      newCustomerPayload({ idnumber: existing.user.idnumber, name: "Intruder" }),
      adminCookie,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: "User already exists!",
      message: "User already exists!",
    });
    const row = await storedUser(existing.user.idnumber);
    expect(row?.name).toBe("Existing");
    expect(await verifyPassword(row?.passwordHash ?? "", existing.password)).toBe(true);
  });

  it("answers 409 for the ID number of an admin too", async () => {
    const admin = await createAdmin(t.db);
    const response = await send(
      "POST",
      "/users/create",
      newCustomerPayload({ idnumber: admin.user.idnumber }),
      adminCookie,
    );
    expect(response.statusCode).toBe(409);
    expect((await storedUser(admin.user.idnumber))?.role).toBe("admin");
  });

  it("answers 409 with a clear message for an e-mail in use, in any letter case", async () => {
    const existing = await createCustomer(t.db);
    const payload = newCustomerPayload({ email: existing.user.email.toUpperCase() });
    const response = await send("POST", "/users/create", payload, adminCookie);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: "A customer with this email already exists.",
      message: "A customer with this email already exists.",
    });
    expect(await storedUser(payload.idnumber)).toBeUndefined();
  });
});

describe("GET /users/get-all-customers", () => {
  it("answers every field of the Customer, with totals and dates from the database", async () => {
    const surname = uniqueWord("Fielding");
    const { user } = await createCustomer(t.db, {
      name: "Lerato",
      surname,
      cellphone: "083 111 2222",
      street: "5 Loop Street",
      city: "Cape Town",
      province: "Western Cape",
      postalCode: 2,
      country: "South Africa",
      createdAt: new Date("2024-01-10T08:00:00Z"),
    });
    const first = await createProduct(t.db, {
      customerIdnumber: user.idnumber,
      createdAt: new Date("2024-02-01T09:00:00Z"),
    });
    const second = await createProduct(t.db, {
      customerIdnumber: user.idnumber,
      createdAt: new Date("2024-05-20T10:30:00Z"),
    });
    await createProduct(t.db, {
      customerIdnumber: user.idnumber,
      createdAt: new Date("2024-03-15T12:00:00Z"),
    });
    await createRepair(user.idnumber, [first.serialno], {
      createdAt: new Date("2024-06-01T07:00:00Z"),
      state: "completed",
    });
    await createRepair(user.idnumber, [second.serialno], {
      createdAt: new Date("2024-07-04T16:45:00Z"),
    });

    const response = await get(`/users/get-all-customers?q=${surname}`, adminCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        {
          id: user.idnumber,
          name: "Lerato",
          surname,
          email: user.email,
          contactNumber: "083 111 2222",
          customerId: user.idnumber,
          customeridnumber: user.idnumber,
          isSouthAfrican: true,
          street: "5 Loop Street",
          city: "Cape Town",
          province: "Western Cape",
          postalCode: 2,
          country: "South Africa",
          address: "5 Loop Street, Cape Town, Western Cape, 0002, South Africa",
          totalPurchases: 3,
          totalRepairs: 2,
          joinDate: "2024-01-10T08:00:00.000Z",
          lastPurchaseDate: "2024-05-20T10:30:00.000Z",
          lastRepairDate: "2024-07-04T16:45:00.000Z",
          // Made by the factory with a password of their own (flag 1).
          invitationStatus: "accepted",
        },
      ],
      total: 1,
    });
  });

  it("gives a customer without products or repairs zeros and no dates", async () => {
    const surname = uniqueWord("Newcomer");
    await createCustomer(t.db, { surname, cellphone: null, street: null, postalCode: null });
    const [customer] = (await get(`/users/get-all-customers?q=${surname}`, adminCookie)).json()
      .data;
    expect(customer).toMatchObject({
      contactNumber: null,
      totalPurchases: 0,
      totalRepairs: 0,
      lastPurchaseDate: null,
      lastRepairDate: null,
      address: "Cape Town, Western Cape, South Africa",
    });
  });

  it("without parameters answers every customer and no admin, newest first", async () => {
    const older = await createCustomer(t.db, { createdAt: new Date("2020-01-01T00:00:00Z") });
    const newer = await createCustomer(t.db, { createdAt: new Date("2099-01-01T00:00:00Z") });
    const admin = await createAdmin(t.db);
    const count = (await t.db.select().from(users).where(eq(users.role, "customer"))).length;

    const body = (await get("/users/get-all-customers", adminCookie)).json();
    const ids = body.data.map((customer: { id: string }) => customer.id);
    expect(body.data).toHaveLength(count);
    expect(body.total).toBe(count);
    expect(ids).toContain(older.user.idnumber);
    expect(ids).not.toContain(admin.user.idnumber);
    expect(ids[0]).toBe(newer.user.idnumber);
    expect(ids.indexOf(older.user.idnumber)).toBeGreaterThan(0);
  });

  it("searches full name and e-mail, case-insensitively, as substrings", async () => {
    const word = uniqueWord("Sea");
    const byName = await createCustomer(t.db, { name: "Anna", surname: `Van ${word}` });
    const byEmail = await createCustomer(t.db, {
      email: `${word.toLowerCase()}.mail@example.test`,
    });
    await createCustomer(t.db, { name: "Unrelated" });

    const search = async (q: string) =>
      (await get(`/users/get-all-customers?q=${encodeURIComponent(q)}`, adminCookie))
        .json()
        .data.map((customer: { id: string }) => customer.id)
        .sort();

    expect(await search(word.toUpperCase())).toEqual(
      [byName.user.idnumber, byEmail.user.idnumber].sort(),
    );
    // Across the name and the surname, as a person reads the full name.
    expect(await search(`nna van ${word.slice(0, 5)}`)).toEqual([byName.user.idnumber]);
    expect(await search(`${word}.MAIL@`)).toEqual([byEmail.user.idnumber]);
    // The ID number (and the phone, see customer-overview.test.ts) added to requirements §9's.
    expect(await search(byName.user.idnumber)).toEqual([byName.user.idnumber]);
  });

  it("takes % and _ in the search literally", async () => {
    const word = uniqueWord("Pct");
    await createCustomer(t.db, { surname: `${word}ab` });
    const percent = await get(`/users/get-all-customers?q=${word}%25`, adminCookie);
    expect(percent.json().total).toBe(0);
    const underscore = await get(`/users/get-all-customers?q=${word}_b`, adminCookie);
    expect(underscore.json().total).toBe(0);
  });

  it("pages with limit and offset and reports the total", async () => {
    const word = uniqueWord("Pager");
    const created = [];
    for (let index = 0; index < 5; index += 1) {
      created.push(
        await createCustomer(t.db, {
          surname: word,
          createdAt: new Date(Date.UTC(2023, 0, 1 + index)),
        }),
      );
    }
    const newestFirst = created.map((c) => c.user.idnumber).reverse();

    const page = async (offset: number) =>
      (
        await get(`/users/get-all-customers?q=${word}&limit=2&offset=${offset}`, adminCookie)
      ).json();
    const pages = [await page(0), await page(2), await page(4)];
    expect(pages.map((p) => p.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap((p) => p.data.map((c: { id: string }) => c.id))).toEqual(newestFirst);
    expect((await page(6)).data).toEqual([]);
  });

  it("sorts by totals and names in either direction", async () => {
    const word = uniqueWord("Sorter");
    const none = await createCustomer(t.db, { name: "Bongani", surname: word });
    const two = await createCustomer(t.db, { name: "adele", surname: word });
    const one = await createCustomer(t.db, { name: "Craig", surname: word });
    await createProduct(t.db, { customerIdnumber: two.user.idnumber });
    await createProduct(t.db, { customerIdnumber: two.user.idnumber });
    await createProduct(t.db, { customerIdnumber: one.user.idnumber });

    const ids = async (query: string) =>
      (await get(`/users/get-all-customers?q=${word}&${query}`, adminCookie))
        .json()
        .data.map((customer: { id: string }) => customer.id);

    expect(await ids("sort=totalPurchases&dir=desc")).toEqual([
      two.user.idnumber,
      one.user.idnumber,
      none.user.idnumber,
    ]);
    expect(await ids("sort=totalPurchases")).toEqual([
      none.user.idnumber,
      one.user.idnumber,
      two.user.idnumber,
    ]);
    // Names sort as a person reads them, whatever the letter case.
    expect(await ids("sort=name&dir=asc")).toEqual([
      two.user.idnumber,
      none.user.idnumber,
      one.user.idnumber,
    ]);
  });

  it("finds one customer by exact ID number", async () => {
    const { user } = await createCustomer(t.db);
    const found = (
      await get(`/users/get-all-customers?idnumber=${user.idnumber}`, adminCookie)
    ).json();
    expect(found.total).toBe(1);
    expect(found.data[0].id).toBe(user.idnumber);
    const prefix = user.idnumber.slice(0, 10);
    expect(
      (await get(`/users/get-all-customers?idnumber=${prefix}`, adminCookie)).json().total,
    ).toBe(0);
  });

  it.each([
    ["sort=password", "sort"],
    ["dir=sideways", "dir"],
    ["limit=0", "limit"],
    ["limit=501", "limit"],
    ["limit=ten", "limit"],
    ["offset=-1", "offset"],
  ])("answers 400 for %s", async (query, path) => {
    const response = await get(`/users/get-all-customers?${query}`, adminCookie);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].path).toBe(path);
  });
});

describe("GET /users/customers-for-products", () => {
  it("lists customers by name, matching the name or the ID number", async () => {
    const word = uniqueWord("Picker");
    const zola = await createCustomer(t.db, { name: "Zola", surname: word });
    const abe = await createCustomer(t.db, { name: "Abe", surname: word });
    await createAdmin(t.db, { surname: word });

    const byName = (await get(`/users/customers-for-products?q=${word}`, adminCookie)).json();
    expect(byName).toEqual({
      data: [
        { idnumber: abe.user.idnumber, name: "Abe", surname: word },
        { idnumber: zola.user.idnumber, name: "Zola", surname: word },
      ],
    });

    const byId = (
      await get(`/users/customers-for-products?q=${zola.user.idnumber.slice(3)}`, adminCookie)
    ).json();
    expect(byId.data).toEqual([{ idnumber: zola.user.idnumber, name: "Zola", surname: word }]);

    const limited = (
      await get(`/users/customers-for-products?q=${word}&limit=1`, adminCookie)
    ).json();
    expect(limited.data).toHaveLength(1);
  });

  it("without parameters answers every customer", async () => {
    const { user } = await createCustomer(t.db);
    const count = (await t.db.select().from(users).where(eq(users.role, "customer"))).length;
    const body = (await get("/users/customers-for-products", adminCookie)).json();
    expect(body.data).toHaveLength(count);
    expect(body.data.map((c: { idnumber: string }) => c.idnumber)).toContain(user.idnumber);
  });
});

describe("PUT /users/update-customer/{id}", () => {
  function updatePayload(overrides: Record<string, unknown> = {}) {
    return {
      name: "Sipho",
      surname: "Dlamini",
      email: uniqueEmail("sipho"),
      cellphone: "071 000 1234",
      issouthafrican: 1,
      address: "9 Long Street",
      city: "Durban",
      province: "KwaZulu-Natal",
      postalcode: 4001,
      country: "SA",
      ...overrides,
    };
  }

  it("saves the changes; 'SA' is stored as South Africa", async () => {
    const { user } = await createCustomer(t.db);
    const payload = updatePayload();
    const response = await send(
      "PUT",
      `/users/update-customer/${user.idnumber}`,
      payload,
      adminCookie,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Customer updated successfully" });
    expect(await storedUser(user.idnumber)).toMatchObject({
      name: "Sipho",
      surname: "Dlamini",
      email: payload.email,
      cellphone: "071 000 1234",
      isSouthAfrican: true,
      street: "9 Long Street",
      city: "Durban",
      province: "KwaZulu-Natal",
      postalCode: 4001,
      country: "South Africa",
      role: "customer",
    });
  });

  it("lets a customer become international with a country, and clears blank fields", async () => {
    const { user } = await createCustomer(t.db);
    const response = await send(
      "PUT",
      `/users/update-customer/${user.idnumber}`,
      updatePayload({ issouthafrican: 0, country: "Botswana", cellphone: "", postalcode: null }),
      adminCookie,
    );
    expect(response.statusCode).toBe(200);
    expect(await storedUser(user.idnumber)).toMatchObject({
      isSouthAfrican: false,
      country: "Botswana",
      cellphone: null,
      postalCode: null,
    });
  });

  it("keeps the customer's own e-mail in another letter case", async () => {
    const { user } = await createCustomer(t.db);
    const response = await send(
      "PUT",
      `/users/update-customer/${user.idnumber}`,
      updatePayload({ email: user.email.toUpperCase() }),
      adminCookie,
    );
    expect(response.statusCode).toBe(200);
    expect((await storedUser(user.idnumber))?.email).toBe(user.email);
  });

  it.each([
    [{ name: "" }, "name", "Name is required"],
    [{ surname: "  " }, "surname", "Surname is required"],
    [{ email: "" }, "email", "Email is required"],
    [{ email: "nope@" }, "email", "Please enter a valid email address"],
    [{ issouthafrican: 0, country: "" }, "country", "Country is required"],
    [{ issouthafrican: 2 }, "issouthafrican", "Please say whether the customer is South African"],
  ])("refuses %o with a 400 on %s and changes nothing", async (overrides, path, message) => {
    const { user } = await createCustomer(t.db, { name: "Unchanged" });
    const response = await send(
      "PUT",
      `/users/update-customer/${user.idnumber}`,
      updatePayload(overrides),
      adminCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toContainEqual({ path, message });
    expect((await storedUser(user.idnumber))?.name).toBe("Unchanged");
  });

  it("refuses to make someone South African whose ID is not 13 digits", async () => {
    const idnumber = `X${uniqueWord()}`;
    await createCustomer(t.db, { idnumber, isSouthAfrican: false, country: "Kenya" });
    const response = await send(
      "PUT",
      `/users/update-customer/${idnumber}`,
      updatePayload(),
      adminCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: "idnumber", message: "South African ID must be 13 digits" },
    ]);
    expect((await storedUser(idnumber))?.isSouthAfrican).toBe(false);
  });

  it("answers 409 for an e-mail another person uses, and changes nothing", async () => {
    const { user } = await createCustomer(t.db, { name: "Keeps" });
    const other = await createCustomer(t.db);
    const response = await send(
      "PUT",
      `/users/update-customer/${user.idnumber}`,
      updatePayload({ email: other.user.email.toUpperCase() }),
      adminCookie,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe("A customer with this email already exists.");
    expect(await storedUser(user.idnumber)).toMatchObject({ name: "Keeps", email: user.email });
  });

  it("answers 404 for an unknown ID number or an admin", async () => {
    const admin = await createAdmin(t.db, { name: "Boss" });
    const unknown = await send(
      "PUT",
      `/users/update-customer/${uniqueIdnumber()}`,
      updatePayload(),
      adminCookie,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Customer not found.");
    const onAdmin = await send(
      "PUT",
      `/users/update-customer/${admin.user.idnumber}`,
      updatePayload(),
      adminCookie,
    );
    expect(onAdmin.statusCode).toBe(404);
    expect((await storedUser(admin.user.idnumber))?.name).toBe("Boss");
  });
});
