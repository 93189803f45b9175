import {
  QUOTE_MESSAGES as Q,
  type Quote,
  type RepairRequestPage,
  type TrackingView,
} from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxMails, repairLines } from "../src/db/schema";
import { signInAs } from "./factories";
import { deliverAll, startTestSmtp, type TestSmtp } from "./mail-support";
import { admin, api, customerRequestWithLines, setUpRepairSuite, t } from "./repairs-support";

// Quotes (decision 095): a paid piece's price, written by the workshop from the price list or
// free lines, sent to the customer, approved or declined per piece from the tracking link or
// the customer's page; no work before approval unless an admin records one, with a note.

setUpRepairSuite();

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  const billing = await api.put(
    "/settings/billing",
    { vatRegistered: true, vatBasisPoints: 1500, vatNumber: "4123456789" },
    admin.cookie,
  );
  expect(billing.statusCode, billing.body).toBe(200);
});
afterAll(() => smtp.close());

const ITEMS = [
  { description: "Restitch a strap", quantity: 1, unitCents: 35_000 },
  { description: "Replace a buckle", quantity: 2, unitCents: 28_000 },
];

/** A customer's request of `n` pieces, the first `paid` of them marked Paid by the workshop. */
async function paidRequest(n = 1, paid = n) {
  const made = await customerRequestWithLines(n);
  for (const line of made.lines.slice(0, paid)) {
    const page = await requestPage(made.id);
    const read = page.lines.find((one) => one.repairlineid === line.id)!;
    const answer = await api.put(
      `/repairs/update-repair/${made.id}`,
      {
        currentLocation: page.request.currentLocation,
        repair_lines: [
          {
            repairlineid: line.id,
            state: "enroute-to-outfitter",
            problemDescription: read.problemDescription,
            version: read.version,
            coverage: "paid",
            causeComponent: "strap-or-handle",
            causeReason: "accident-or-misuse",
          },
        ],
      },
      admin.cookie,
    );
    expect(answer.statusCode, answer.body).toBe(200);
  }
  const token = (await requestPage(made.id)).request.trackingUrl!.split("/track/")[1]!;
  return { ...made, lineIds: made.lines.map((line) => line.id), token };
}

async function requestPage(id: number, cookie = admin.cookie): Promise<RepairRequestPage> {
  const answer = await api.get(`/repairs/requests/${id}`, cookie);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json() as RepairRequestPage;
}

const saveQuote = (lineId: number, items = ITEMS, cookie = admin.cookie) =>
  api.put(`/repairs/lines/${lineId}/quote`, { items }, cookie);

const sendQuotes = (id: number, cookie = admin.cookie) =>
  api.post(`/repairs/${id}/quotes/send`, {}, cookie);

const trackAnswer = (token: string, body: object) =>
  api.post(`/track/${token}/quote-answers`, body);

const tracked = async (token: string) => (await api.get(`/track/${token}`)).json() as TrackingView;

const lineRow = async (lineId: number) =>
  (await t.db.select().from(repairLines).where(eq(repairLines.id, lineId)))[0]!;

const next = async (lineId: number) =>
  api.post(
    `/repairs/lines/${lineId}/next`,
    { version: (await lineRow(lineId)).version },
    admin.cookie,
  );

/** A paid piece with a sent quote (version 1), awaiting the customer's answer. */
async function quotedAndSent(n = 1) {
  const made = await paidRequest(n);
  for (const lineId of made.lineIds) expect((await saveQuote(lineId)).statusCode).toBe(200);
  expect((await sendQuotes(made.id)).statusCode).toBe(200);
  return made;
}

describe("billing settings", () => {
  it("are read and saved by admins only, audited, and refuse a registration without a number", async () => {
    const customer = await signInAs(t.app, t.db, "customer");
    expect((await api.get("/settings/billing")).statusCode).toBe(401);
    expect((await api.get("/settings/billing", customer.cookie)).statusCode).toBe(403);
    expect(
      (await api.put("/settings/price-list", { prices: [] }, customer.cookie)).statusCode,
    ).toBe(403);

    const noNumber = await api.put(
      "/settings/billing",
      { vatRegistered: true, vatBasisPoints: 1500, vatNumber: "" },
      admin.cookie,
    );
    expect(noNumber.statusCode).toBe(400);
    expect(noNumber.body).toContain("Enter the VAT number: it is printed on every tax invoice.");
    const badNumber = await api.put(
      "/settings/billing",
      { vatRegistered: true, vatBasisPoints: 1500, vatNumber: "123" },
      admin.cookie,
    );
    expect(badNumber.body).toContain("A South African VAT number is 10 digits starting with 4.");
    expect((await api.get("/settings/billing", admin.cookie)).json()).toEqual({
      vatRegistered: true,
      vatBasisPoints: 1500,
      vatNumber: "4123456789",
    });

    const prices = [{ description: "Restitch a strap", unitCents: 35_000 }];
    const twice = await api.put(
      "/settings/price-list",
      { prices: [...prices, { description: "restitch a strap", unitCents: 1 }] },
      admin.cookie,
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('"restitch a strap" is on the price list twice.');
    const saved = await api.put("/settings/price-list", { prices }, admin.cookie);
    expect(saved.json()).toEqual({ prices, message: "Price list saved" });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, "setting"), eq(auditLog.entityId, "price-list")));
    expect(entry?.changes).toHaveProperty("prices");
  });
});

describe("writing and sending a quote", () => {
  it("is refused for a piece under the warranty, and for anyone but an admin", async () => {
    const made = await paidRequest(2, 1);
    const warranty = await saveQuote(made.lineIds[1]!);
    expect(warranty.statusCode).toBe(409);
    expect(warranty.json().message).toBe(Q.notQuoted);
    expect((await saveQuote(made.lineIds[0]!, ITEMS, made.customer.cookie)).statusCode).toBe(403);
    expect(
      (await api.put(`/repairs/lines/${made.lineIds[0]}/quote`, { items: ITEMS })).statusCode,
    ).toBe(401);
    expect((await sendQuotes(made.id, made.customer.cookie)).statusCode).toBe(403);
    const empty = await saveQuote(made.lineIds[0]!, []);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain(Q.noItems);
    // R 10 000 000.00 is the most the shop writes: 1000 × R 10 000 000.00 is refused, not a 500.
    const huge = await saveQuote(made.lineIds[0]!, [
      { description: "Gold buckles", quantity: 1000, unitCents: 1_000_000_000 },
    ]);
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toBe(Q.tooLarge);
  });

  it("prices each line VAT included with its VAT rounded per line, and keeps the draft until it is sent", async () => {
    const made = await paidRequest();
    const lineId = made.lineIds[0]!;
    const first = await saveQuote(lineId, [ITEMS[0]!]);
    expect(first.statusCode, first.body).toBe(200);
    const saved = await saveQuote(lineId);
    const quote = saved.json().quote as Quote;
    // R 350.00 holds R 45.65 of VAT (350 × 15/115 = 45.652…); R 560.00 holds R 73.04.
    expect(quote).toMatchObject({
      version: 1,
      status: "draft",
      totalCents: 91_000,
      vatCents: 4_565 + 7_304,
      vatBasisPoints: 1500,
      sentAt: null,
    });
    expect(quote.items.map((item) => [item.totalCents, item.vatCents])).toEqual([
      [35_000, 4_565],
      [56_000, 7_304],
    ]);
    // The customer does not see a draft.
    const own = await requestPage(made.id, made.customer.cookie);
    expect(own.lines[0]).not.toHaveProperty("quote");
    expect(own.lines[0]).not.toHaveProperty("quoteDraft");
    expect((await tracked(made.token)).items[0]).not.toHaveProperty("quote");
    expect((await requestPage(made.id)).lines[0]!.quoteDraft).toMatchObject({ version: 1 });

    const sent = await sendQuotes(made.id);
    expect(sent.json()).toEqual({ message: Q.sent(1), sent: 1 });
    expect((await sendQuotes(made.id)).json().message).toBe(Q.nothingToSend);
    expect((await lineRow(lineId)).quoteStatus).toBe("awaiting");
    const mails = await t.db
      .select()
      .from(outboxMails)
      .where(eq(outboxMails.groupKey, `quote-sent:${made.id}`));
    expect(mails).toHaveLength(1);
    expect((await tracked(made.token)).items[0]!.quote).toMatchObject({
      version: 1,
      status: "awaiting",
      totalCents: 91_000,
    });
  });
});

describe("the rule: no work before the customer's approval", () => {
  it("refuses In Progress on every path with 409 and changes nothing", async () => {
    const made = await quotedAndSent();
    const lineId = made.lineIds[0]!;
    const before = await lineRow(lineId);
    const moved = await next(lineId);
    expect(moved.statusCode).toBe(409);
    expect(moved.json().message).toBe(Q.notApproved(before.serialno));
    const bulk = await api.post(
      "/repairs/lines/bulk",
      { lines: [{ repairlineid: lineId, version: before.version }], state: "in-progress" },
      admin.cookie,
    );
    expect(bulk.statusCode, bulk.body).toBe(409);
    const page = await requestPage(made.id);
    const update = await api.put(
      `/repairs/update-repair/${made.id}`,
      {
        currentLocation: page.request.currentLocation,
        repair_lines: [
          {
            repairlineid: lineId,
            state: "in-progress",
            problemDescription: page.lines[0]!.problemDescription,
            version: before.version,
          },
        ],
      },
      admin.cookie,
    );
    expect(update.statusCode).toBe(409);
    expect(await lineRow(lineId)).toEqual(before);
  });

  it("lets an admin record an approval taken by phone, with a note, audited", async () => {
    const made = await quotedAndSent();
    const lineId = made.lineIds[0]!;
    const path = `/repairs/lines/${lineId}/quote/approval`;
    const body = { version: 1, via: "phone", note: "Mrs Mokoena approved on the phone at 10:15" };
    expect((await api.post(path, body, made.customer.cookie)).statusCode).toBe(403);
    expect((await api.post(path, body)).statusCode).toBe(401);
    const noNote = await api.post(path, { ...body, note: " " }, admin.cookie);
    expect(noNote.statusCode).toBe(400);
    expect(noNote.body).toContain(Q.noteRequired);
    expect((await api.post(path, { ...body, version: 2 }, admin.cookie)).json().message).toBe(
      Q.changed,
    );

    const recorded = await api.post(path, body, admin.cookie);
    expect(recorded.statusCode, recorded.body).toBe(200);
    expect(recorded.json().quote).toMatchObject({
      status: "approved",
      answeredVia: "phone",
      answerNote: body.note,
    });
    expect((await api.post(path, body, admin.cookie)).json().message).toBe(Q.alreadyApproved);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityKind, "quote"),
          eq(auditLog.action, "quote-approval-recorded"),
          eq(auditLog.repairRequestId, made.id),
        ),
      );
    expect(entry?.changes).toMatchObject({
      answeredVia: { after: "by phone" },
      answerNote: { after: body.note },
    });
    expect((await next(lineId)).json().line.state).toBe("in-progress");
    // The customer sees the approval, never the workshop's note.
    expect((await tracked(made.token)).items[0]!.quote).not.toHaveProperty("answerNote");
  });
});

describe("the customer's answer", () => {
  it("by the tracking link: a forged or another request's link is 404, a stale version 409, once only", async () => {
    const made = await quotedAndSent(2);
    const other = await quotedAndSent();
    const serial = made.serials[0]!;
    const body = { serialNumber: serial, version: 1, answer: "approve" };
    expect((await trackAnswer("forged-token-of-nothing", body)).statusCode).toBe(404);
    const elsewhere = await trackAnswer(other.token, body);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().message).toBe(Q.pieceNotFound);
    expect((await trackAnswer(made.token, { ...body, version: 2 })).json().message).toBe(Q.changed);

    const approved = await trackAnswer(made.token, body);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().message).toBe(Q.approved(serial));
    expect((await trackAnswer(made.token, body)).json().message).toBe(Q.alreadyAnswered);
    const declined = await trackAnswer(made.token, {
      serialNumber: made.serials[1],
      version: 1,
      answer: "decline",
    });
    expect(declined.json().message).toBe(Q.declined(made.serials[1]!));

    const view = await tracked(made.token);
    expect(view.items.map((item) => [item.quote?.status, item.returnUnrepaired])).toEqual([
      ["approved", false],
      ["declined", true],
    ]);
    // The approved piece goes to work; the declined one skips it, and is refused In Progress.
    expect((await next(made.lineIds[0]!)).json().line.state).toBe("in-progress");
    const back = await next(made.lineIds[1]!);
    expect(back.json().line.state).toBe("ready-for-collection");
    const [answered] = await t.db
      .select()
      .from(outboxMails)
      .where(
        and(
          eq(outboxMails.kind, "quote-answered"),
          sql`${outboxMails.payload}->>'requestId' = ${String(made.id)}`,
        ),
      );
    expect(answered).toBeDefined();
  });

  it("on the customer's own page; another customer and a visitor are refused", async () => {
    const made = await quotedAndSent();
    const body = { serialNumber: made.serials[0], version: 1, answer: "decline" };
    const path = `/repairs/${made.id}/quote-answers`;
    const stranger = await signInAs(t.app, t.db, "customer");
    expect((await api.post(path, body, stranger.cookie)).statusCode).toBe(404);
    expect((await api.post(path, body)).statusCode).toBe(401);
    const answer = await api.post(path, body, made.customer.cookie);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().quote).toMatchObject({ status: "declined", answeredVia: "customer-page" });
    const moved = await api.put(
      `/repairs/update-repair/${made.id}`,
      {
        currentLocation: "Workshop",
        repair_lines: [
          {
            repairlineid: made.lineIds[0],
            state: "in-progress",
            problemDescription: made.lines[0]!.problemDescription,
          },
        ],
      },
      admin.cookie,
    );
    expect(moved.json().message).toBe(Q.declinedNoWork(made.serials[0]!));
  });

  it("must be given again after the quote changed, and every version stays in the history", async () => {
    const made = await quotedAndSent();
    const lineId = made.lineIds[0]!;
    await trackAnswer(made.token, { serialNumber: made.serials[0], version: 1, answer: "approve" });
    const changed = await saveQuote(lineId, [ITEMS[0]!]);
    expect(changed.json().quote).toMatchObject({ version: 2, status: "draft" });
    // Until version 2 is sent, version 1 (approved) is in force.
    expect((await lineRow(lineId)).quoteStatus).toBe("approved");
    await sendQuotes(made.id);
    expect((await lineRow(lineId)).quoteStatus).toBe("awaiting");
    expect((await next(lineId)).statusCode).toBe(409);
    const stale = await trackAnswer(made.token, {
      serialNumber: made.serials[0],
      version: 1,
      answer: "approve",
    });
    expect(stale.json().message).toBe(Q.changed);
    const history = await api.get(`/repairs/lines/${lineId}/quotes`, admin.cookie);
    // Set back to the warranty, the piece offers no quote to answer any more; its history stays.
    const page = await requestPage(made.id);
    const back = await api.put(
      `/repairs/update-repair/${made.id}`,
      {
        currentLocation: page.request.currentLocation,
        repair_lines: [
          {
            repairlineid: lineId,
            state: page.lines[0]!.state,
            problemDescription: page.lines[0]!.problemDescription,
            version: page.lines[0]!.version,
            coverage: "warranty",
          },
        ],
      },
      admin.cookie,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await tracked(made.token)).items[0]).not.toHaveProperty("quote");
    expect((await requestPage(made.id)).lines[0]).not.toHaveProperty("quoteDraft");
    expect(
      (history.json().versions as Quote[]).map((v) => [v.version, v.status, v.totalCents]),
    ).toEqual([
      [2, "awaiting", 35_000],
      [1, "approved", 91_000],
    ]);
    expect(
      (await api.get(`/repairs/lines/${lineId}/quotes`, made.customer.cookie)).statusCode,
    ).toBe(403);
  });
});

describe("the quote mails", () => {
  it("tell the customer each piece's coverage and price with the total, and the workshop the answer", async () => {
    const made = await quotedAndSent(2);
    await t.db
      .update(outboxMails)
      .set({ dueAt: sql`now()` })
      .where(eq(outboxMails.groupKey, `quote-sent:${made.id}`));
    smtp.mails.length = 0;
    await deliverAll(t, smtp);
    const quoteMail = smtp.mails.find(
      (mail) => mail.subject === `Your quote for repair request ${made.id}`,
    );
    expect(quoteMail, smtp.mails.map((mail) => mail.subject).join()).toBeDefined();
    const text = quoteMail!.text ?? "";
    expect(text).toContain("Not covered: accident damage, see the quote");
    expect(text).toContain("Replace a buckle × 2: R 560.00");
    expect(text).toContain("Price: R 910.00");
    expect(text).toContain("VAT at 15 % included: R 118.69");
    expect(text).toContain("Total of the quotes: R 1 820.00");
    expect(text).toContain(`/track/${made.token}`);

    smtp.mails.length = 0;
    await trackAnswer(made.token, { serialNumber: made.serials[0], version: 1, answer: "approve" });
    await deliverAll(t, smtp);
    const workshop = smtp.mails.find(
      (mail) => mail.subject === `Quote approved on request ${made.id}`,
    );
    expect(workshop?.text).toContain("Approved on the tracking page: R 910.00 (version 1)");
    expect(workshop?.to).toMatchObject({ text: t.config.workshopEmail });
  });
});
