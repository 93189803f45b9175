import fastJson from "fast-json-stringify";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  answerChunksOf,
  answerJsonSchema,
  answerSerializerCompiler,
  serializableSchema,
} from "../src/http/answer-serializer";
import { comparedAnswers } from "./answer-bytes";
import {
  createCustomer,
  createProduct,
  newCustomerPayload,
  sessionCookieOf,
  uniqueSerial,
} from "./factories";
import { setUpRepairSuite, admin, api, t } from "./repairs-support";

setUpRepairSuite();

/** Text that JSON must escape or carry exactly: quotes, backslashes, controls, non-BMP. */
const AWKWARD = 'Zoë "Z" O\'Brien \\ \u2028 \u0007 🧵 é'.repeat(3);
/** The API refuses a lone surrogate; a row written some other way may still hold one. */
const STORED = `${AWKWARD} \ud800`;

/** Requirements §7's calls that answer through a route's schema, as Fastify names their routes. */
const SPEC_CALLS = [
  "POST /lifetime-outfitter/users/login 200",
  "POST /lifetime-outfitter/users/create 201",
  "GET /lifetime-outfitter/users/get-all-customers 200",
  "GET /lifetime-outfitter/users/customers-for-products 200",
  "PUT /lifetime-outfitter/users/update-customer/:id 200",
  "PUT /lifetime-outfitter/users/reset-password/:id 200",
  "POST /lifetime-outfitter/users/contact-form 201",
  "GET /lifetime-outfitter/products/ 200",
  "GET /lifetime-outfitter/products/products-for-customer/:id 200",
  "GET /lifetime-outfitter/products/no-repair-products-for-customer/:id 200",
  "POST /lifetime-outfitter/products/create 201",
  "PUT /lifetime-outfitter/products/:id 200",
  "GET /lifetime-outfitter/products/product-types 200",
  "GET /lifetime-outfitter/products/product-attributes/:id 200",
  "GET /lifetime-outfitter/repairs/get-customer-repairs/:id 200",
  "GET /lifetime-outfitter/repairs/get-admin-repairs 200",
  "POST /lifetime-outfitter/repairs/create 201",
  "PUT /lifetime-outfitter/repairs/update-repair/:id 200",
];

const expectOk = (response: { statusCode: number; body: string }, status = 200) =>
  expect(response.statusCode, response.body).toBe(status);

describe("answers serialised from their compiled schemas", () => {
  it("are byte for byte what zod's parse and JSON.stringify wrote, on every call of requirements §7", async () => {
    comparedAnswers.length = 0;
    const { user: owner, password } = await createCustomer(t.db, {
      name: STORED,
      surname: "Ndlovu",
    });
    const piece = await createProduct(t.db, {
      customerIdnumber: owner.idnumber,
      typeName: "Custom",
      customColour: STORED,
      description: STORED,
    });
    const login = await api.post("/users/login", { email: owner.email, password });
    expectOk(login);
    const cookie = sessionCookieOf(login) ?? "";

    const created = newCustomerPayload({ address: AWKWARD.slice(0, 60) });
    expectOk(await api.post("/users/create", created, admin.cookie), 201);
    const { idnumber: _idnumber, password: _password, ...update } = created;
    expectOk(await api.put(`/users/update-customer/${created.idnumber}`, update, admin.cookie));
    const reset = { password: created.idnumber, passwordflag: 0 };
    expectOk(await api.put(`/users/reset-password/${created.idnumber}`, reset, admin.cookie));
    const message = { name: "Sipho", email: "sipho@example.test", message: AWKWARD };
    expectOk(await api.post("/users/contact-form", message), 201);

    const types = await api.get("/products/product-types");
    expectOk(types);
    const belt = (types.json() as { data: { producttypeid: number; name: string }[] }).data.find(
      (type) => type.name === "Classic Belt",
    );
    const attributes = await api.get(`/products/product-attributes/${belt?.producttypeid}`);
    expectOk(attributes);
    const { colors, sizes } = attributes.json() as {
      colors: { colourid: number }[];
      sizes: { sizeid: number }[];
    };
    const serialno = uniqueSerial("BELT");
    const product = {
      serialno,
      producttypeid: belt?.producttypeid,
      colourid: colors[0]?.colourid,
      sizeid: sizes[0]?.sizeid,
      customerid: owner.idnumber,
      customcolour: null,
    };
    expectOk(await api.post("/products/create", product, admin.cookie), 201);
    expectOk(await api.put(`/products/${serialno}`, product, admin.cookie));

    const raised = await api.raise(
      {
        customeridnumber: owner.idnumber,
        current_location: AWKWARD.slice(0, 80),
        status: "Pending",
        repairlines: [{ serialno: piece.serialno, problemdescription: AWKWARD, state: "pending" }],
      },
      cookie,
    );
    expectOk(raised, 201);
    const id = (raised.json() as { repairid: number }).repairid;
    const lines = await api.get(`/repairs/get-customer-repairs/${owner.idnumber}`, cookie);
    expectOk(lines);
    const [request] = lines.json() as {
      currentLocation: string;
      products: { repairlineid: number; state: string; problemDescription: string }[];
    }[];
    const repairLines = (request?.products ?? []).map((line) => ({
      repairlineid: line.repairlineid,
      state: "in-progress",
      problemDescription: line.problemDescription,
      workshopLog: AWKWARD,
    }));
    const moved = { currentLocation: "Workshop", repair_lines: repairLines };
    expectOk(await api.put(`/repairs/update-repair/${id}`, moved, admin.cookie));

    for (const path of [
      "/users/get-all-customers?limit=25",
      "/users/customers-for-products?limit=25",
      "/products/?limit=25",
      `/products/products-for-customer/${owner.idnumber}`,
      `/products/no-repair-products-for-customer/${owner.idnumber}`,
      `/repairs/get-customer-repairs/${owner.idnumber}`,
      "/repairs/get-admin-repairs?limit=25",
    ]) {
      expectOk(await api.get(path, path.includes(owner.idnumber) ? cookie : admin.cookie));
    }

    const called = new Set(comparedAnswers.map((a) => `${a.method} ${a.url} ${a.status}`));
    expect(SPEC_CALLS.filter((call) => !called.has(call))).toEqual([]);
    expect(comparedAnswers.filter((answer) => !answer.same)).toEqual([]);
  });

  it("writes strings exactly as JSON.stringify does, whatever they hold", () => {
    const schema = z.object({
      text: z.string(),
      maybe: z.string().nullable(),
      list: z.array(z.string()),
    });
    const serialize = fastJson(serializableSchema(answerJsonSchema(schema)) as object);
    const texts = [STORED, "", "a".repeat(100), "\u0000\u001f", "\udfff lone", "plain"];
    for (const text of texts) {
      const value = { text, maybe: text || null, list: [text, text] };
      expect(serialize(value)).toBe(JSON.stringify(value));
    }
  });

  it("keeps the schema's order and leaves out what the schema does not name, as zod's parse did", () => {
    const schema = z.object({ b: z.number().int(), a: z.string().optional(), c: z.boolean() });
    const serialize = fastJson(serializableSchema(answerJsonSchema(schema)) as object);
    const value = { c: true, extra: "secret", a: undefined, b: 3 };
    expect(serialize(value)).toBe(JSON.stringify(schema.parse(value)));
    expect(serialize(value)).toBe('{"b":3,"c":true}');
    // An optional property between required ones stays where the schema puts it.
    const full = { c: false, a: "x", b: 4 };
    expect(serialize(full)).toBe(JSON.stringify(schema.parse(full)));
    expect(serialize(full)).toBe('{"b":4,"a":"x","c":false}');
  });

  it("writes a long list in pieces below V8's large strings, the same bytes, streamed over HTTP", async () => {
    const schema = z.array(
      z.object({ id: z.number().int(), note: z.string(), tags: z.array(z.string()) }),
    );
    const chunksOf = answerChunksOf(schema);
    const list = Array.from({ length: 3000 }, (_, id) => ({
      id,
      note: `${AWKWARD} ${id}`,
      tags: [AWKWARD, "ok"],
      extra: "left out",
    }));
    const chunks = chunksOf(list);
    expect(chunks.length).toBeGreaterThan(3);
    expect(Math.max(...chunks.map((chunk) => chunk.length))).toBeLessThan(128 * 1024);
    expect(chunks.join("")).toBe(JSON.stringify(schema.parse(list)));
    expect(chunksOf(list.slice(0, 2))).toEqual([JSON.stringify(schema.parse(list.slice(0, 2)))]);
    expect(chunksOf([])).toEqual(["[]"]);

    // Through Fastify: the pieces are one chunked answer the client reads whole.
    const app = Fastify();
    app.setSerializerCompiler(answerSerializerCompiler);
    app.get("/long", { schema: { response: { 200: schema } } }, async () => list);
    const response = await app.inject({ method: "GET", url: "/long" });
    await app.close();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.body).toBe(chunks.join(""));
  });
});
