import type { AdminMessagesResponse, ContactMessageRecord } from "@lo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdmin, signIn, signInAs } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";
import { ids, insertMessages, minutesAfter, uniqueWord } from "./contact-inbox-support";

let t: TestApp;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createAdmin(t.db);
  adminCookie = await signIn(t.app, admin.user.email, admin.password);
});
afterAll(() => t.close());

const API = "/lifetime-outfitter/admin/messages";

type Query = Record<string, string | number | undefined>;

function list(query: Query = {}, cookie = adminCookie) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) search.set(key, String(value));
  }
  return t.app.inject({ method: "GET", url: `${API}?${search}`, headers: { cookie } });
}

async function page(query: Query): Promise<AdminMessagesResponse> {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

function patch(id: number | string, body: unknown, cookie = adminCookie) {
  return t.app.inject({
    method: "PATCH",
    url: `${API}/${id}`,
    headers: { ...JSON_HEADERS, cookie },
    payload: JSON.stringify(body),
  });
}

async function update(id: number, body: unknown): Promise<ContactMessageRecord> {
  const response = await patch(id, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function unreadCount(cookie = adminCookie): Promise<number> {
  const response = await t.app.inject({
    method: "GET",
    url: `${API}/unread-count`,
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().unread;
}

const START = new Date("2027-03-14T08:00:00.000Z");

describe("GET /admin/messages", () => {
  it("lists every message newest first (ties by id), with all its fields", async () => {
    const word = uniqueWord("order");
    const rows = await insertMessages(t.db, [
      { name: `Oldest ${word}`, createdAt: minutesAfter(START, 0) },
      { name: `Newest ${word}`, createdAt: minutesAfter(START, 30) },
      { name: `Tie A ${word}`, createdAt: minutesAfter(START, 10) },
      { name: `Tie B ${word}`, createdAt: minutesAfter(START, 10) },
    ]);
    const [oldest, newest, tieA, tieB] = rows.map((row) => row.id) as [
      number,
      number,
      number,
      number,
    ];
    const { data, total } = await page({ q: word });
    expect(total).toBe(4);
    expect(ids(data)).toEqual([newest, tieB, tieA, oldest]);
    expect(data[0]).toEqual({
      id: newest,
      name: `Newest ${word}`,
      email: "sender1@example.test",
      message: "Message 1",
      createdAt: "2027-03-14T08:30:00.000Z",
      readAt: null,
      answeredAt: null,
      archivedAt: null,
      customerIdnumber: null,
    });
  });

  it("searches the name, the e-mail and the text, in any letter case, LIKE wildcards as written", async () => {
    const word = uniqueWord("find");
    const rows = await insertMessages(t.db, [
      { name: `Thandi ${word}Name`, createdAt: minutesAfter(START, 1) },
      { email: `${word}mail@example.test`, createdAt: minutesAfter(START, 2) },
      {
        message: `The strap of my ${word}Text satchel. 50% off?`,
        createdAt: minutesAfter(START, 3),
      },
      { name: "Unrelated", message: `Nothing here ${word.slice(0, 4)}`, createdAt: START },
    ]);
    const [byName, byEmail, byText] = rows.map((row) => row.id);
    expect(ids((await page({ q: `${word}NAME` })).data)).toEqual([byName]);
    expect(ids((await page({ q: `${word}MAIL@EXAMPLE` })).data)).toEqual([byEmail]);
    expect(ids((await page({ q: `my ${word}text` })).data)).toEqual([byText]);
    expect(ids((await page({ q: word })).data)).toEqual([byText, byEmail, byName]);
    // '%' and '_' are searched for as themselves.
    expect(ids((await page({ q: `${word}Text satchel. 50%` })).data)).toEqual([byText]);
    expect((await page({ q: `${word}_` })).total).toBe(0);
    expect((await page({ q: `${word}%Name` })).total).toBe(0);
  });

  it("pages in SQL: limit and offset, the total before paging, deep pages the same as shallow ones", async () => {
    const word = uniqueWord("paging");
    const rows = await insertMessages(
      t.db,
      Array.from({ length: 1105 }, (_, index) => ({
        name: `Bulk ${index}`,
        message: `bulk ${word}`,
        createdAt: minutesAfter(START, index),
      })),
    );
    const newestFirst = rows.map((row) => row.id).reverse();
    const first = await page({ q: word, limit: 20 });
    expect(first.total).toBe(1105);
    expect(ids(first.data)).toEqual(newestFirst.slice(0, 20));
    expect(ids((await page({ q: word, limit: 20, offset: 40 })).data)).toEqual(
      newestFirst.slice(40, 60),
    );
    // Past the middle and past 1,000: read from the other end, still in order.
    expect(ids((await page({ q: word, limit: 25, offset: 1090 })).data)).toEqual(
      newestFirst.slice(1090, 1105),
    );
    expect((await page({ q: word, limit: 20, offset: 2000 })).data).toEqual([]);
    // Without a limit: one page of 20.
    expect((await page({ q: word })).data).toHaveLength(20);
  });

  it("the inbox leaves archived messages out; the archive and the unread view show their own", async () => {
    const word = uniqueWord("views");
    const [unread, read, archived] = await insertMessages(t.db, [
      { message: `unread ${word}`, createdAt: minutesAfter(START, 3) },
      { message: `read ${word}`, createdAt: minutesAfter(START, 2), readAt: START },
      {
        message: `archived ${word}`,
        createdAt: minutesAfter(START, 1),
        archivedAt: minutesAfter(START, 5),
      },
    ]);
    expect(ids((await page({ q: word })).data)).toEqual([unread!.id, read!.id]);
    expect(ids((await page({ q: word, view: "inbox" })).data)).toEqual([unread!.id, read!.id]);
    expect(ids((await page({ q: word, view: "unread" })).data)).toEqual([unread!.id]);
    const archive = await page({ q: word, view: "archived" });
    expect(ids(archive.data)).toEqual([archived!.id]);
    expect(archive.data[0]?.archivedAt).toBe("2027-03-14T08:05:00.000Z");
  });
});

describe("PATCH /admin/messages/{id}", () => {
  it("marks a message read and unread; reading it again keeps the first time", async () => {
    const [row] = await insertMessages(t.db, [{}]);
    const read = await update(row!.id, { read: true });
    expect(read.readAt).not.toBeNull();
    expect(read).toMatchObject({ id: row!.id, answeredAt: null, archivedAt: null });
    const again = await update(row!.id, { read: true });
    expect(again.readAt).toBe(read.readAt);
    expect((await update(row!.id, { read: false })).readAt).toBeNull();
  });

  it("archives a message and brings it back", async () => {
    const word = uniqueWord("archive");
    const [row] = await insertMessages(t.db, [{ message: word }]);
    const archived = await update(row!.id, { archived: true });
    expect(archived.archivedAt).not.toBeNull();
    expect((await page({ q: word })).total).toBe(0);
    expect(ids((await page({ q: word, view: "archived" })).data)).toEqual([row!.id]);
    expect((await update(row!.id, { archived: false })).archivedAt).toBeNull();
    expect(ids((await page({ q: word })).data)).toEqual([row!.id]);
    expect((await page({ q: word, view: "archived" })).total).toBe(0);
  });

  it("records an answer, which also marks the message read; each answer moves the time on", async () => {
    const [row] = await insertMessages(t.db, [{}]);
    const answered = await update(row!.id, { answered: true });
    expect(answered.answeredAt).not.toBeNull();
    expect(answered.readAt).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await update(row!.id, { answered: true });
    expect(Date.parse(again.answeredAt!)).toBeGreaterThan(Date.parse(answered.answeredAt!));
    expect(again.readAt).toBe(answered.readAt);
    const undone = await update(row!.id, { answered: false });
    expect(undone.answeredAt).toBeNull();
    expect(undone.readAt).toBe(answered.readAt);
  });

  it("404 for an unknown message; 400 for a bad id or body, with nothing changed", async () => {
    const unknown = await patch(2_000_000_000, { read: true });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: "Message not found.", message: "Message not found." });

    const [row] = await insertMessages(t.db, [{}]);
    for (const [id, body] of [
      ["abc", { read: true }],
      ["99999999999", { read: true }],
      [row!.id, {}],
      [row!.id, { read: "yes" }],
      [row!.id, { read: true, deleted: true }],
      [row!.id, [true]],
    ] as const) {
      const response = await patch(id, body);
      expect(response.statusCode, `${id} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json().message).toBe(response.json().error);
    }
    expect((await patch(row!.id, {})).json().message).toBe(
      "Say what to change: read, archived or answered.",
    );
    const [stored] = (await page({ q: "Message 0", limit: 100 })).data.filter(
      (message) => message.id === row!.id,
    );
    expect(stored).toMatchObject({ readAt: null, archivedAt: null, answeredAt: null });
  });
});

describe("GET /admin/messages/unread-count", () => {
  it("counts the inbox's unread messages: new ones add, reading or archiving takes away", async () => {
    const before = await unreadCount();
    const [a, b, c] = await insertMessages(t.db, [{}, {}, {}]);
    await insertMessages(t.db, [{ readAt: START }, { archivedAt: START }]);
    expect(await unreadCount()).toBe(before + 3);
    await update(a!.id, { read: true });
    expect(await unreadCount()).toBe(before + 2);
    await update(b!.id, { archived: true });
    expect(await unreadCount()).toBe(before + 1);
    await update(c!.id, { answered: true });
    expect(await unreadCount()).toBe(before);
    await update(a!.id, { read: false });
    expect(await unreadCount()).toBe(before + 1);
  });
});

describe("who may use the inbox", () => {
  const calls = [
    { method: "GET", url: API },
    { method: "GET", url: `${API}?q=x&view=archived` },
    { method: "GET", url: `${API}/unread-count` },
    { method: "PATCH", url: `${API}/1`, payload: { read: true } },
    { method: "PATCH", url: `${API}/abc`, payload: { nonsense: 1 } },
  ] as const;

  it("a visitor gets 401 and a customer 403 on every call, before any validation", async () => {
    const [row] = await insertMessages(t.db, [{}]);
    const customer = await signInAs(t.app, t.db, "customer");
    for (const call of [...calls, { method: "PATCH", url: `${API}/${row!.id}`, payload: {} }]) {
      const payload = "payload" in call ? JSON.stringify(call.payload) : undefined;
      const headers = payload ? JSON_HEADERS : {};
      const visitor = await t.app.inject({ method: call.method, url: call.url, headers, payload });
      expect(visitor.statusCode, `visitor ${call.method} ${call.url}`).toBe(401);
      const asCustomer = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: { ...headers, cookie: customer.cookie },
        payload,
      });
      expect(asCustomer.statusCode, `customer ${call.method} ${call.url}`).toBe(403);
      expect(asCustomer.json().message).toBe("You do not have access to this.");
    }
    const [stored] = (await page({ q: "Message 0", limit: 100 })).data.filter(
      (message) => message.id === row!.id,
    );
    expect(stored?.readAt).toBeNull();
  });

  it("bad list parameters answer 400", async () => {
    for (const query of [{ view: "spam" }, { limit: 0 }, { limit: 101 }, { offset: -1 }]) {
      expect((await list(query)).statusCode, JSON.stringify(query)).toBe(400);
    }
  });
});
