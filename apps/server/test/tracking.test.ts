import {
  NUL_CHARACTER_MESSAGE,
  type AdminRepairsResponse,
  type RepairRequestRecord,
  type TrackingView,
} from "@lo/domain";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { linkTokens, repairLineNotes, repairLines, repairRequests } from "../src/db/schema";
import { ensureTrackingLinks } from "../src/links/tracking-links";
import { TRACKING_RATE_LIMIT } from "../src/repairs/tracking-routes";
import { createProduct, signInAs } from "./factories";
import { admin, api, pendingPasswordSession, setUpRepairSuite, t } from "./repairs-support";

setUpRepairSuite();

let ip = 0;
/** Each call from an address of its own, unless one is given (the limit is per address). */
function track(tokenOrUrl: string, remoteAddress = `198.51.100.${(ip = (ip % 250) + 1)}`) {
  const token = tokenOrUrl.split("/track/").pop() ?? tokenOrUrl;
  return t.app.inject({
    method: "GET",
    url: `/lifetime-outfitter/track/${token}`,
    remoteAddress,
  });
}

/** A signed-in customer with a two-item request raised through the API, as they read it. */
async function customerWithRequest(location = "Flat 4, 9 Kloof Street, Gardens") {
  const customer = await signInAs(t.app, t.db, "customer", {
    name: "Nomvula",
    surname: "Zungu-Pillay",
    cellphone: "083 555 0199",
    street: "9 Kloof Street",
  });
  const owner = customer.user.idnumber;
  const first = await createProduct(t.db, { customerIdnumber: owner });
  const second = await createProduct(t.db, { customerIdnumber: owner, typeName: "Custom" });
  const id = await api.createRepair(
    customer.cookie,
    owner,
    [first.serialno, second.serialno],
    location,
  );
  return {
    customer,
    id,
    serials: [first.serialno, second.serialno],
    record: await own(customer, id),
  };
}

async function own(customer: { cookie: string; user: { idnumber: string } }, id: number) {
  const response = await api.get(
    `/repairs/get-customer-repairs/${customer.user.idnumber}`,
    customer.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  const record = (response.json() as RepairRequestRecord[]).find((r) => r.id === id);
  if (!record) throw new Error(`request ${id} is not in its customer's list`);
  return record;
}

/** The admin moves the first line on, with a note, through the real update call. */
async function moveFirstLine(record: RepairRequestRecord, state: string, note: string) {
  const [line] = record.products;
  const response = await api.put(
    `/repairs/update-repair/${record.id}`,
    {
      currentLocation: record.currentLocation,
      repair_lines: [
        {
          repairlineid: line!.repairlineid,
          state,
          problemDescription: line!.problemDescription,
          workshopLog: note,
        },
      ],
    },
    admin.cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().repairRequest as RepairRequestRecord;
}

describe("the tracking link on a request", () => {
  it("is on every request its customer reads, with each line's dated state history", async () => {
    const { record } = await customerWithRequest();
    expect(record.trackingUrl).toMatch(
      /^https:\/\/shop\.lifetime-outfitter\.test\/track\/[A-Za-z0-9_-]{43}$/,
    );
    for (const line of record.products) {
      expect(line.stateHistory).toEqual([
        { state: "pending", changedAt: expect.any(String) as string },
      ]);
      expect(Date.parse(line.stateHistory![0]!.changedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it("is on the admin's list, paged and unpaged (streamed), and on the update's answer", async () => {
    const { id, record } = await customerWithRequest();
    const paged = (
      await api.get(`/repairs/get-admin-repairs?q=${id}&limit=20`, admin.cookie)
    ).json() as AdminRepairsResponse;
    expect(paged.repairRequests.find((r) => r.id === id)?.trackingUrl).toBe(record.trackingUrl);

    const streamed = await api.get("/repairs/get-admin-repairs", admin.cookie);
    expect(streamed.statusCode).toBe(200);
    // The salt the link is made from never leaves the server.
    expect(streamed.body).not.toMatch(/salt/i);
    const all = streamed.json() as AdminRepairsResponse;
    const listed = all.repairRequests.find((r) => r.id === id);
    expect(listed?.trackingUrl).toBe(record.trackingUrl);
    expect(listed?.products[0]?.stateHistory).toHaveLength(1);

    const updated = await moveFirstLine(record, "in-progress", "On the bench");
    expect(updated.trackingUrl).toBe(record.trackingUrl);
    expect(updated.products[0]?.stateHistory?.map((change) => change.state)).toEqual([
      "pending",
      "in-progress",
    ]);
  });
});

describe("GET /track/{token}: the public tracking page", () => {
  it("shows the request's items, states and timeline to anyone holding the link", async () => {
    const { record, serials } = await customerWithRequest();
    const response = await track(record.trackingUrl!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response.headers["cache-control"]).toBe("no-store");
    const view = response.json() as TrackingView;
    expect(view).toEqual({
      reference: record.id,
      headlineState: "pending",
      createdAt: record.creationDate,
      // Pending: 7 + 10 + 21 days from the lines' start (decision 067).
      estimatedCompletion: expect.any(String) as string,
      items: [
        {
          productType: record.products[0]!.productType,
          color: record.products[0]!.color,
          serialNumber: serials[0],
          state: "pending",
          timeline: [{ kind: "state", state: "pending", at: expect.any(String) as string }],
          photos: [],
          coverageText: "Covered by your lifetime warranty",
        },
        {
          productType: "Custom",
          color: "Forest Green",
          serialNumber: serials[1],
          state: "pending",
          timeline: [{ kind: "state", state: "pending", at: expect.any(String) as string }],
          photos: [],
          coverageText: "Covered by your lifetime warranty",
        },
      ],
    });
  });

  it("never shows who the customer is, where they are, or who wrote a note", async () => {
    const { customer, record } = await customerWithRequest();
    await moveFirstLine(record, "in-progress", "Restitching the strap today");
    const body = (await track(record.trackingUrl!)).body;
    const { user } = customer;
    for (const personal of [
      user.idnumber,
      user.email,
      user.cellphone,
      user.surname,
      "Zungu",
      "Kloof Street",
      "Flat 4",
      record.products[0]!.problemDescription,
      admin.user.surname,
      admin.user.email,
    ]) {
      expect(body, `the answer shows ${personal}`).not.toContain(personal!);
    }
    expect(body).not.toMatch(/idnumber|email|phone|surname|customer|author|location|salt/i);
  });

  it("follows the admin's changes: each state with its time, the notes between, the headline", async () => {
    const { record } = await customerWithRequest();
    await moveFirstLine(record, "in-progress", "On the bench");
    const moved = await own(
      { cookie: admin.cookie, user: { idnumber: record.customeridnumber } },
      record.id,
    );
    await moveFirstLine(moved, "ready-for-collection", "Ready: collect any weekday");
    const view = (await track(record.trackingUrl!)).json() as TrackingView;
    // The second item is still pending, so the request as a whole reads Pending.
    expect(view.headlineState).toBe("pending");
    const [first, second] = view.items;
    expect(first!.state).toBe("ready-for-collection");
    expect(
      first!.timeline.map((event) => (event.kind === "state" ? event.state : event.message)),
    ).toEqual([
      "pending",
      "in-progress",
      "On the bench",
      "ready-for-collection",
      "Ready: collect any weekday",
    ]);
    const times = first!.timeline.map((event) => Date.parse(event.at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(second!.timeline).toHaveLength(1);
  });

  it("answers 404 in JSON, not indexed, for a wrong token, and asks nothing of the database for a malformed one", async () => {
    const { record } = await customerWithRequest();
    const token = record.trackingUrl!.split("/track/")[1]!;
    const wrongLetter = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    for (const wrong of [wrongLetter, "abc", "x".repeat(43), `${token}x`]) {
      const response = await track(wrong);
      expect(response.statusCode, wrong).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
      expect(response.json().error).toBe(
        "This tracking link is not valid. It may have been replaced by a newer one.",
      );
    }
    // A NUL byte is bad input on every route (decision 063), refused before any lookup.
    const nul = await track("%00");
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error).toBe(NUL_CHARACTER_MESSAGE);
    expect(nul.headers["x-robots-tag"]).toBe("noindex, nofollow");
  });

  it(`limits each address to ${TRACKING_RATE_LIMIT} answers a minute (429), others are unaffected`, async () => {
    const { record } = await customerWithRequest();
    const address = "203.0.113.77";
    for (let i = 0; i < TRACKING_RATE_LIMIT; i += 1) {
      expect((await track(record.trackingUrl!, address)).statusCode).toBe(200);
    }
    const limited = await track(record.trackingUrl!, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe("Too many requests. Please wait a minute and try again.");
    expect(limited.headers["x-robots-tag"]).toBe("noindex, nofollow");
    // Guessing tokens is limited the same way: a wrong token counts too.
    expect((await track("y".repeat(43), address)).statusCode).toBe(429);
    expect((await track(record.trackingUrl!, "203.0.113.78")).statusCode).toBe(200);
  });
});

describe("reading and revoking the link", () => {
  const read = (id: number, cookie?: string) => api.get(`/repairs/tracking-link/${id}`, cookie);
  const revoke = (id: number, cookie?: string) =>
    api.post(`/repairs/revoke-tracking-link/${id}`, undefined, cookie);

  it("gives the customer and admins the link the lists show", async () => {
    const { customer, id, record } = await customerWithRequest();
    for (const cookie of [customer.cookie, admin.cookie]) {
      const response = await read(id, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ trackingUrl: record.trackingUrl });
    }
  });

  it("revoked by the customer: the old link is dead at once, the new one works and is listed", async () => {
    const { customer, id, record } = await customerWithRequest();
    const response = await revoke(id, customer.cookie);
    expect(response.statusCode, response.body).toBe(200);
    const { trackingUrl } = response.json() as { trackingUrl: string };
    expect(trackingUrl).not.toBe(record.trackingUrl);
    expect(trackingUrl).toMatch(/^https:\/\/shop\.lifetime-outfitter\.test\/track\//);
    expect((await track(record.trackingUrl!)).statusCode).toBe(404);
    expect((await track(trackingUrl)).json().reference).toBe(id);
    expect((await own(customer, id)).trackingUrl).toBe(trackingUrl);
  });

  it("revoked by an admin, several times at once: each answers, one live link is left and it works", async () => {
    const { customer, id, record } = await customerWithRequest();
    const answers = await Promise.all(Array.from({ length: 6 }, () => revoke(id, admin.cookie)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const live = await t.db
      .select({ hash: linkTokens.tokenHash })
      .from(linkTokens)
      .where(
        and(
          eq(linkTokens.repairRequestId, id),
          eq(linkTokens.purpose, "track"),
          isNull(linkTokens.revokedAt),
        ),
      );
    expect(live).toHaveLength(1);
    const listed = (await own(customer, id)).trackingUrl!;
    expect(listed).not.toBe(record.trackingUrl);
    expect(answers.map((answer) => answer.json().trackingUrl)).toContain(listed);
    expect((await track(listed)).statusCode).toBe(200);
    expect((await track(record.trackingUrl!)).statusCode).toBe(404);
  });

  it("refuses a visitor (401), another customer (404, as for no such request) and a pending password (403)", async () => {
    const { id, record } = await customerWithRequest();
    const stranger = await signInAs(t.app, t.db, "customer");
    const pending = await pendingPasswordSession(t);
    for (const call of [read, revoke]) {
      expect((await call(id)).statusCode).toBe(401);
      const other = await call(id, stranger.cookie);
      expect(other.statusCode).toBe(404);
      expect(other.json().error).toBe("Repair request not found.");
      expect((await call(2_000_000_000, stranger.cookie)).json()).toEqual(other.json());
      expect((await call(id, pending.cookie)).statusCode).toBe(403);
      expect((await call(2_000_000_000, admin.cookie)).statusCode).toBe(404);
    }
    // Nothing the stranger did touched the link.
    expect((await track(record.trackingUrl!)).statusCode).toBe(200);
  });

  it("refuses a customer the admin's list, which carries every request's link (403)", async () => {
    const { customer } = await customerWithRequest();
    const response = await api.get("/repairs/get-admin-repairs?limit=5", customer.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.body).not.toContain("/track/");
  });
});

describe("requests made before tracking links existed", () => {
  it("get a live link from ensureTrackingLinks (run at start), once; linked ones keep theirs", async () => {
    const linkedBefore = await customerWithRequest();
    const customer = await signInAs(t.app, t.db, "customer");
    const product = await createProduct(t.db, { customerIdnumber: customer.user.idnumber });
    // Written as an older version of the server did: no link_tokens row.
    const [request] = await t.db
      .insert(repairRequests)
      .values({
        customerIdnumber: customer.user.idnumber,
        currentLocation: "Workshop counter",
        status: "Pending",
        createdByIdnumber: customer.user.idnumber,
      })
      .returning({ id: repairRequests.id });
    const [line] = await t.db
      .insert(repairLines)
      .values({
        repairRequestId: request!.id,
        serialno: product.serialno,
        problemDescription: "Worn edge",
        state: "in-progress",
      })
      .returning({ id: repairLines.id });
    await t.db.insert(repairLineNotes).values({ repairLineId: line!.id, message: "Edge re-dyed" });
    expect((await own(customer, request!.id)).trackingUrl).toBeUndefined();

    // Walked in batches of two, past requests that have their link.
    expect(await ensureTrackingLinks(t.db, 2)).toBeGreaterThanOrEqual(1);
    expect(await ensureTrackingLinks(t.db)).toBe(0);
    const linkedAfter = await own(linkedBefore.customer, linkedBefore.id);
    expect(linkedAfter.trackingUrl).toBe(linkedBefore.record.trackingUrl);

    const record = await own(customer, request!.id);
    expect(record.trackingUrl).toMatch(/\/track\/[A-Za-z0-9_-]{43}$/);
    const view = (await track(record.trackingUrl!)).json() as TrackingView;
    expect(view.headlineState).toBe("in-progress");
    // No state was recorded back then: the timeline holds what there is, the note.
    expect(view.items[0]?.timeline).toEqual([
      { kind: "note", message: "Edge re-dyed", at: expect.any(String) as string },
    ]);
  });
});
