import { hasLoneSurrogate, LONE_SURROGATE_MESSAGE } from "@lo/domain";
import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../src/db/schema";
import { MESSAGES } from "../src/errors";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../src/http/json-body";
import {
  createAdmin,
  DEFAULT_PASSWORD,
  newCustomerPayload,
  signIn,
  uniqueIdnumber,
} from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";
import { bodyRoutes, rowCounts, schemaDepth } from "./hostile-json-support";

// Throw-away routes that show what reached a handler.
const routes: FastifyPluginAsyncZod = async (api) => {
  api.post("/test/echo-json", { config: { access: "public" } }, async (request) => ({
    received: request.body ?? null,
  }));
  api.get<{ Params: { value: string }; Querystring: Record<string, string> }>(
    "/test/echo-text/:value",
    { config: { access: "public" } },
    async (request) => ({
      value: request.params.value,
      query: request.query,
      wellFormed: [request.params.value, ...Object.entries(request.query).flat()].every(
        (text) => !hasLoneSurrogate(text),
      ),
    }),
  );
};

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp({ routes });
  const admin = await createAdmin(t.db);
  adminCookie = await signIn(t.app, admin.user.email, DEFAULT_PASSWORD);
});
afterAll(() => t.close());

const API = "/lifetime-outfitter";
let clients = 0;
// A new client address per call, so no per-IP limit answers before the body is read.
const freshIp = () => {
  clients += 1;
  return `10.77.${Math.floor(clients / 250)}.${(clients % 250) + 1}`;
};

// Both as they come over the wire: JSON.stringify writes a lone surrogate as its \u escape.
const LONE_SURROGATE_BODY = JSON.stringify({ name: "a\ud800b", email: "a@b.co", password: "x" });
const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;
const DEEP_BODY = `{"email":${nested(120_000)},"password":"x"}`;
const HOSTILE = [
  { name: "a lone surrogate", body: LONE_SURROGATE_BODY, message: LONE_SURROGATE_MESSAGE },
  { name: "120,000 nested arrays", body: DEEP_BODY, message: MESSAGES.nestedTooDeeply },
];

const send = (method: string, url: string, payload: string, cookie?: string) =>
  t.app.inject({
    method: method as "POST",
    url,
    headers: cookie ? { ...JSON_HEADERS, cookie } : JSON_HEADERS,
    payload,
    remoteAddress: freshIp(),
  });

describe("hostile JSON bodies are refused by every route, where the body is parsed", () => {
  it("every route that takes a body answers 400 with the clear message, and nothing changes", async () => {
    const found = bodyRoutes(t.app);
    const names = found.map((route) => `${route.method} ${route.pattern}`);
    // The list comes from the router: a sanity check that it was read in full.
    expect(names).toContain(`POST ${API}/users/create`);
    expect(names).toContain(`POST ${API}/users/login`);
    expect(names).toContain(`PUT ${API}/repairs/update-repair/:id`);
    expect(names).toContain(`DELETE ${API}/transfers/pending/:serialno`);
    expect(names).toContain("POST /unsubscribe/:token");
    expect(found.length).toBeGreaterThan(30);

    const before = await rowCounts(t.db);
    for (const route of found) {
      for (const hostile of HOSTILE) {
        const label = `${route.method} ${route.pattern}, ${hostile.name}`;
        const answer = await send(route.method, route.url, hostile.body, adminCookie);
        expect(answer.statusCode, label).toBe(400);
        expect(answer.json(), label).toMatchObject({
          error: hostile.message,
          message: hostile.message,
        });
        // A visitor too, except where a route decides who may send before it reads a byte of
        // the body (the photo uploads): there the visitor is refused first.
        const visitor = await send(route.method, route.url, hostile.body);
        const expected = visitor.statusCode === 401 ? MESSAGES.signIn : hostile.message;
        expect([400, 401], `${label}, as a visitor`).toContain(visitor.statusCode);
        expect(visitor.json().message, `${label}, as a visitor`).toBe(expected);
      }
    }
    expect(await rowCounts(t.db)).toEqual(before);
  });
});

describe("the two bodies that answered 500", () => {
  it("a new customer named a\\ud800b: 400 on the name, and no customer is created", async () => {
    const idnumber = uniqueIdnumber();
    const payload = JSON.stringify(newCustomerPayload({ idnumber, name: "a\ud800b" }));
    expect(payload).toContain(String.raw`"a\ud800b"`);
    const before = await rowCounts(t.db);
    const answer = await send("POST", `${API}/users/create`, payload, adminCookie);
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: LONE_SURROGATE_MESSAGE,
      message: LONE_SURROGATE_MESSAGE,
      issues: [{ path: "name", message: LONE_SURROGATE_MESSAGE }],
    });
    expect(await t.db.select().from(users).where(eq(users.idnumber, idnumber))).toEqual([]);
    expect(await rowCounts(t.db)).toEqual(before);
    // The same customer with a real name is created: only the surrogate was refused.
    const valid = await send(
      "POST",
      `${API}/users/create`,
      payload.replace("\\ud800", ""),
      adminCookie,
    );
    expect(valid.statusCode).toBe(201);
  });

  it("a sign-in whose e-mail is 120,000 nested arrays: 400 at once", async () => {
    expect(DEEP_BODY.length).toBeGreaterThan(230 * 1024);
    const started = performance.now();
    const answer = await send("POST", `${API}/users/login`, DEEP_BODY);
    const elapsed = performance.now() - started;
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({
      error: MESSAGES.nestedTooDeeply,
      message: MESSAGES.nestedTooDeeply,
      issues: [{ path: "body", message: MESSAGES.nestedTooDeeply }],
    });
    // It was 400 ms and a stack overflow; one pass over the text takes a few.
    expect(elapsed).toBeLessThan(200);
  });
});

describe("what is refused and what is not", () => {
  const echo = (payload: string) => send("POST", `${API}/test/echo-json`, payload);

  it("refuses a lone surrogate anywhere: a key, a nested value, a pair in the wrong order", async () => {
    for (const [payload, path] of [
      [String.raw`{"k\udc00ey":1}`, "k\uFFFDey"],
      [String.raw`{"lines":[{"notes":["ok","\ud83d"]}]}`, "lines.0.notes.1"],
      [String.raw`{"name":"\ude00\ud83d"}`, "name"],
      [String.raw`"\udfff"`, "body"],
    ] as const) {
      const answer = await echo(payload);
      expect(answer.statusCode, payload).toBe(400);
      expect(answer.json().issues, payload).toEqual([{ path, message: LONE_SURROGATE_MESSAGE }]);
    }
  });

  it("accepts a surrogate pair and text that only looks like an escape", async () => {
    const payload = String.raw`{"name":"\ud83d\ude00 \\ud800 é","raw":"😀"}`;
    const answer = await echo(payload);
    expect(answer.statusCode).toBe(200);
    expect(answer.json().received).toEqual({ name: "😀 \\ud800 é", raw: "😀" });
  });

  it(`accepts ${MAX_JSON_DEPTH} levels of nesting and refuses one more`, async () => {
    const deepest = `{"a":${nested(MAX_JSON_DEPTH - 1)}}`;
    expect((await echo(deepest)).statusCode).toBe(200);
    const tooDeep = `{"a":${nested(MAX_JSON_DEPTH)}}`;
    const answer = await echo(tooDeep);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe(MESSAGES.nestedTooDeeply);
  });

  it("counts brackets outside strings only", () => {
    expect(nestsDeeperThan(`{"a":"${"[".repeat(100)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(String.raw`{"a":"\"[[[[\\"}`, 1)).toBe(false);
    expect(nestsDeeperThan(String.raw`{"a":"\\",  "b":[[1]]}`, 2)).toBe(true);
    expect(nestsDeeperThan(`[${"[],".repeat(1000)}[]]`, 2)).toBe(false);
  });

  it("leaves room above the deepest payload any route documents", () => {
    const doc = t.app.swagger() as {
      paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
      components?: { schemas?: Record<string, unknown> };
    };
    const depths = Object.values(doc.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => {
        const content = operation.requestBody?.content as Record<string, { schema?: unknown }>;
        return schemaDepth(content?.["application/json"]?.schema, doc.components?.schemas ?? {});
      }),
    );
    // A new repair request: the request, its lines, a line, the line's photos.
    expect(Math.max(...depths)).toBeGreaterThanOrEqual(4);
    expect(Math.max(...depths)).toBeLessThanOrEqual(MAX_JSON_DEPTH);
  });
});

describe("a lone surrogate cannot come in through the URL", () => {
  it("a query value of its UTF-8-like bytes stays %-text; as a path parameter it is a 400", async () => {
    const query = await t.app.inject({ url: `${API}/test/echo-text/x?q=%ED%A0%80&%ED%B0%80=1` });
    expect(query.statusCode).toBe(200);
    expect(query.json()).toEqual({
      value: "x",
      query: { q: "%ED%A0%80", "%ED%B0%80": "1" },
      wellFormed: true,
    });
    const decoded = await t.app.inject({
      url: `${API}/test/echo-text/%F0%9F%98%80?q=%F0%9F%98%80`,
    });
    expect(decoded.json()).toEqual({ value: "😀", query: { q: "😀" }, wellFormed: true });
    const param = await t.app.inject({ url: `${API}/test/echo-text/%ED%A0%80` });
    expect(param.statusCode).toBe(400);
    expect(param.json().message).toBe(MESSAGES.badRequest);
  });
});
