import {
  PAYMENT_MESSAGES as P,
  type RepairRequestPage,
  type RepairRequestRecord,
  type RequestMoney,
  type TrackingView,
} from "@lo/domain";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxMails } from "../src/db/schema";
import { signInAs } from "./factories";
import { deliverAll, startTestSmtp, type TestSmtp } from "./mail-support";
import { admin, api, customerRequestWithLines, setUpRepairSuite, t } from "./repairs-support";

// A request's money (decision 096): the approved quotes of its paid pieces and its fees are
// due; payments and refunds recorded by the workshop; the balance on every page that shows
// the request, kept by the database with every change.

setUpRepairSuite();

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  await api.put(
    "/settings/billing",
    { vatRegistered: true, vatBasisPoints: 1500, vatNumber: "4123456789" },
    admin.cookie,
  );
});
afterAll(() => smtp.close());

const ITEMS = [
  { description: "Restitch a strap", quantity: 1, unitCents: 35_000 },
  { description: "Replace a buckle", quantity: 2, unitCents: 28_000 },
];

async function page(id: number, cookie = admin.cookie): Promise<RepairRequestPage> {
  return (await api.get(`/repairs/requests/${id}`, cookie)).json() as RepairRequestPage;
}

/** Sets line `lineId` of request `id` as the admin's dialog does. */
async function setLine(id: number, lineId: number, change: object) {
  const read = (await page(id)).lines.find((line) => line.repairlineid === lineId)!;
  const answer = await api.put(
    `/repairs/update-repair/${id}`,
    {
      currentLocation: "Workshop",
      repair_lines: [
        {
          repairlineid: lineId,
          state: read.state,
          problemDescription: read.problemDescription,
          version: read.version,
          ...change,
        },
      ],
    },
    admin.cookie,
  );
  expect(answer.statusCode, answer.body).toBe(200);
}

/** A request whose one piece is paid, quoted R 910.00 and approved by the customer. */
async function approvedRequest() {
  const made = await customerRequestWithLines(1);
  const lineId = made.lines[0]!.id;
  await setLine(made.id, lineId, { state: "enroute-to-outfitter", coverage: "paid" });
  await api.put(`/repairs/lines/${lineId}/quote`, { items: ITEMS }, admin.cookie);
  await api.post(`/repairs/${made.id}/quotes/send`, {}, admin.cookie);
  const answer = await api.post(
    `/repairs/${made.id}/quote-answers`,
    { serialNumber: made.serials[0], version: 1, answer: "approve" },
    made.customer.cookie,
  );
  expect(answer.statusCode, answer.body).toBe(200);
  const token = (await page(made.id)).request.trackingUrl!.split("/track/")[1]!;
  return { ...made, lineId, token };
}

const pay = (id: number, body: object, cookie = admin.cookie) =>
  api.post(`/repairs/${id}/payments`, { method: "eft", paidOn: "2026-11-28", ...body }, cookie);

const BANK = {
  bankName: "First National Bank",
  accountHolder: "Lifetime Outfitter (Pty) Ltd",
  accountNumber: "62512345678",
  branchCode: "250655",
};

const moneyOf = async (id: number) =>
  (await api.get(`/repairs/${id}/money`, admin.cookie)).json() as RequestMoney;

describe("a request's money", () => {
  it("is due once a quote is approved, with its fees; part payments, the rest and a refund keep the balance", async () => {
    const made = await approvedRequest();
    expect(await moneyOf(made.id)).toMatchObject({
      dueCents: 91_000,
      paidCents: 0,
      balanceCents: 91_000,
    });

    const fee = await api.post(
      `/repairs/${made.id}/fees`,
      { description: "Return postage", amountCents: 12_000 },
      admin.cookie,
    );
    expect(fee.json()).toMatchObject({ message: P.feeAdded, money: { dueCents: 103_000 } });

    const part = await pay(made.id, {
      kind: "payment",
      amountCents: 50_000,
      reference: "FNB 1234",
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      message: "Payment of R 500.00 recorded.",
      money: { paidCents: 50_000, balanceCents: 53_000, creditCents: 0 },
    });
    const rest = await pay(made.id, { kind: "payment", amountCents: 55_000, method: "card" });
    expect(rest.json().money).toMatchObject({ balanceCents: 0, creditCents: 2_000 });
    const tooMuch = await pay(made.id, { kind: "refund", amountCents: 200_000, method: "cash" });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe(P.refundTooLarge(105_000));
    const refund = await pay(made.id, { kind: "refund", amountCents: 2_000, method: "cash" });
    expect(refund.json().money).toMatchObject({
      paidCents: 103_000,
      balanceCents: 0,
      creditCents: 0,
    });
    expect(refund.json().money.payments).toHaveLength(3);

    const feeId = (await moneyOf(made.id)).fees[0]!.id;
    const removed = await api.delete(`/repairs/${made.id}/fees/${feeId}`, admin.cookie);
    expect(removed.json().money).toMatchObject({ dueCents: 91_000, creditCents: 12_000 });
    const entries = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityKind, "repair-request"),
          eq(auditLog.repairRequestId, made.id),
          sql`${auditLog.action} <> 'update'`,
        ),
      );
    expect(entries.map((entry) => entry.action).sort()).toEqual(
      [
        "fee-added",
        "fee-removed",
        // The first payment came with the request's invoice (decision 099).
        "invoice-issued",
        "payment-recorded",
        "payment-recorded",
        "refund-recorded",
      ].sort(),
    );
  });

  it("follows the quote and the coverage: a quote sent again is not due until approved, a piece under the warranty costs nothing", async () => {
    const made = await approvedRequest();
    await api.put(`/repairs/lines/${made.lineId}/quote`, { items: [ITEMS[0]] }, admin.cookie);
    expect((await moneyOf(made.id)).dueCents).toBe(91_000);
    await api.post(`/repairs/${made.id}/quotes/send`, {}, admin.cookie);
    expect((await moneyOf(made.id)).dueCents).toBe(0);
    await api.post(
      `/repairs/${made.id}/quote-answers`,
      { serialNumber: made.serials[0], version: 2, answer: "approve" },
      made.customer.cookie,
    );
    expect((await moneyOf(made.id)).dueCents).toBe(35_000);
    await setLine(made.id, made.lineId, { coverage: "warranty" });
    expect((await moneyOf(made.id)).dueCents).toBe(0);
  });

  it("shows on the request page, the tracking page and the admin list", async () => {
    const made = await approvedRequest();
    await pay(made.id, { kind: "payment", amountCents: 41_000 });
    expect((await page(made.id, made.customer.cookie)).money).toMatchObject({
      dueCents: 91_000,
      paidCents: 41_000,
      balanceCents: 50_000,
    });
    const tracked = (await api.get(`/track/${made.token}`)).json() as TrackingView;
    expect(tracked.money).toEqual({
      dueCents: 91_000,
      paidCents: 41_000,
      balanceCents: 50_000,
      creditCents: 0,
      bankDetails: null,
    });
    const list = await api.get(`/repairs/get-admin-repairs?q=${made.id}`, admin.cookie);
    const record = (list.json().repairRequests as RepairRequestRecord[]).find(
      (r) => r.id === made.id,
    );
    expect(record?.balanceCents).toBe(50_000);
    expect(record?.creditCents).toBe(0);
    // A request with nothing charged or paid reads as before.
    const plain = await customerRequestWithLines(1);
    const plainTracked = (
      await api.get(`/track/${(await page(plain.id)).request.trackingUrl!.split("/track/")[1]}`)
    ).json();
    expect(plainTracked).not.toHaveProperty("money");
  });

  it("is recorded by admins only, read by its customer and admins only, and refuses a bad amount or date", async () => {
    const made = await approvedRequest();
    const stranger = await signInAs(t.app, t.db, "customer");
    expect(
      (await pay(made.id, { kind: "payment", amountCents: 100 }, made.customer.cookie)).statusCode,
    ).toBe(403);
    expect((await api.post(`/repairs/${made.id}/payments`, {})).statusCode).toBe(401);
    expect(
      (
        await api.post(
          `/repairs/${made.id}/fees`,
          { description: "x", amountCents: 1 },
          made.customer.cookie,
        )
      ).statusCode,
    ).toBe(403);
    expect((await api.get(`/repairs/${made.id}/money`, stranger.cookie)).statusCode).toBe(404);
    expect((await api.get(`/repairs/${made.id}/money`)).statusCode).toBe(401);
    expect((await api.get(`/repairs/${made.id}/money`, made.customer.cookie)).statusCode).toBe(200);
    const zero = await pay(made.id, { kind: "payment", amountCents: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe(P.amount);
    const fraction = await pay(made.id, { kind: "payment", amountCents: 10.5 });
    expect(fraction.statusCode).toBe(400);
    expect(
      (await pay(made.id, { kind: "payment", amountCents: 100, paidOn: "29/11/2026" })).json()
        .message,
    ).toBe(P.date);
    const other = await approvedRequest();
    // R 10 000 000.00 is the most the shop writes: a payment taking the sum past it is refused.
    expect((await pay(other.id, { kind: "payment", amountCents: 100 })).statusCode).toBe(200);
    const huge = await pay(other.id, { kind: "payment", amountCents: 1_000_000_000 });
    expect(huge.statusCode).toBe(409);
    expect(huge.json().message).toBe(P.tooLarge);
    await api.post(
      `/repairs/${other.id}/fees`,
      { description: "Assessment", amountCents: 5_000 },
      admin.cookie,
    );
    const otherFee = (await moneyOf(other.id)).fees[0]!.id;
    expect(
      (await api.delete(`/repairs/${made.id}/fees/${otherFee}`, admin.cookie)).statusCode,
    ).toBe(404);
    expect((await moneyOf(made.id)).payments).toEqual([]);
  });

  it("is told in the Ready for Collection mail as the amount due", async () => {
    const made = await approvedRequest();
    await pay(made.id, { kind: "payment", amountCents: 46_000 });
    await setLine(made.id, made.lineId, { state: "in-progress" });
    await setLine(made.id, made.lineId, { state: "ready-for-collection" });
    await t.db
      .update(outboxMails)
      .set({ dueAt: sql`now()` })
      .where(eq(outboxMails.state, "pending"));
    smtp.mails.length = 0;
    await deliverAll(t, smtp);
    const ready = smtp.mails.find(
      (mail) => mail.subject === `Repair request ${made.id}: ready for collection`,
    );
    expect(ready?.text).toContain(
      `Amount due: R 450.00. Pay by bank transfer with the reference ${made.id}, or at the workshop when you collect.`,
    );
  });

  it("names the workshop's bank details once Settings has them: the request page, the tracking page, the mail", async () => {
    await api.put("/settings/payment", { ...BANK, assessmentFeeCents: 15_000 }, admin.cookie);
    const made = await approvedRequest();
    await pay(made.id, { kind: "payment", amountCents: 46_000 });
    const expected = {
      accountHolder: BANK.accountHolder,
      bankName: BANK.bankName,
      accountNumber: BANK.accountNumber,
      branchCode: BANK.branchCode,
    };
    expect((await page(made.id, made.customer.cookie)).money?.bankDetails).toEqual(expected);
    const tracked = (await api.get(`/track/${made.token}`)).json() as TrackingView;
    expect(tracked.money).toEqual({
      dueCents: 91_000,
      paidCents: 46_000,
      balanceCents: 45_000,
      creditCents: 0,
      bankDetails: expected,
    });
    // A request without money reads as before, with no bank details either.
    const plain = await customerRequestWithLines(1);
    expect(await page(plain.id, plain.customer.cookie)).not.toHaveProperty("money.bankDetails");

    await setLine(made.id, made.lineId, { state: "in-progress" });
    await setLine(made.id, made.lineId, { state: "ready-for-collection" });
    await t.db
      .update(outboxMails)
      .set({ dueAt: sql`now()` })
      .where(eq(outboxMails.state, "pending"));
    smtp.mails.length = 0;
    await deliverAll(t, smtp);
    const ready = smtp.mails.find(
      (mail) => mail.subject === `Repair request ${made.id}: ready for collection`,
    );
    const said = `Amount due: R 450.00. Pay by bank transfer with the reference ${made.id}, or at the workshop when you collect. Our bank details: Lifetime Outfitter (Pty) Ltd, First National Bank, account number 62512345678, branch code 250655.`;
    expect(ready?.text?.replace(/\s+/g, " ")).toContain(said);
    expect(said).toBe(P.amountDue(made.id, 45_000, expected));
    await api.put("/settings/payment", {}, admin.cookie);
  });

  it("shows a credit in the admin list when more was paid than is due", async () => {
    const made = await approvedRequest();
    await pay(made.id, { kind: "payment", amountCents: 96_000 });
    const list = await api.get(`/repairs/get-admin-repairs?q=${made.id}`, admin.cookie);
    const record = (list.json().repairRequests as RepairRequestRecord[]).find(
      (r) => r.id === made.id,
    );
    expect(record).toMatchObject({ balanceCents: 0, creditCents: 5_000 });
  });
});
