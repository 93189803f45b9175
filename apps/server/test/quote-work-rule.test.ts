import { QUOTE_MESSAGES as Q } from "@lo/domain";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { quotes, repairLines } from "../src/db/schema";
import {
  bulk,
  lineRow,
  next,
  quotedRequest,
  registerForVat,
  saveQuote,
  sendQuotes,
  setLine,
  trailOf,
  updateLineOf,
} from "./paid-support";
import { admin, api, customerRequestWithLines, setUpRepairSuite, t } from "./repairs-support";

// The rule of paid repairs kept on every way in and while the work goes on (decisions 095,
// 098): a Paid or Not repairable piece is In Progress only with its quote approved, whether it
// moves there (the update, 'Next', bulk, Undo), is set Paid while there, or is sent a new quote;
// the customer's answer is refused once the piece is past the point where it matters.

setUpRepairSuite();
beforeAll(registerForVat);

/** A piece under the warranty, In Progress. */
async function warrantyInProgress() {
  const made = await customerRequestWithLines(1);
  const lineId = made.lines[0]!.id;
  await setLine(made.id, lineId, { state: "in-progress" });
  return { ...made, lineId };
}

const statusOf = async (lineId: number) =>
  (await t.db.select().from(quotes).where(eq(quotes.repairLineId, lineId))).map((row) => ({
    version: row.version,
    sent: row.sentAt !== null,
    answer: row.answer,
  }));

describe("a piece In Progress", () => {
  it("is not set Paid or Not repairable without an approved quote, by the update or bulk; with a move out it is", async () => {
    const made = await warrantyInProgress();
    const { lineId } = made;
    const serial = made.serials[0]!;
    const before = await lineRow(lineId);
    const trail = await trailOf(made.id, [lineId]);

    const update = await updateLineOf(made.id, lineId, { coverage: "paid" });
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe(Q.inProgressNeedsApproval(serial, "paid"));
    expect(update.json().message).toBe(
      `${serial} is In Progress: it can be marked Paid only once the customer has approved its quote. Move it back to En Route to Outfitter with this change, then quote it.`,
    );
    const replacement = await updateLineOf(made.id, lineId, { coverage: "not-repairable" });
    expect(replacement.json().message).toBe(Q.inProgressNeedsApproval(serial, "not-repairable"));
    const coverageOnly = await bulk([lineId], { coverage: "paid" });
    expect(coverageOnly.statusCode).toBe(409);
    expect(coverageOnly.json().message).toBe(Q.inProgressNeedsApproval(serial, "paid"));
    const staying = await bulk([lineId], { state: "in-progress", coverage: "paid" });
    expect(staying.statusCode).toBe(409);
    expect(await lineRow(lineId)).toEqual(before);
    expect(await trailOf(made.id, [lineId])).toEqual(trail);

    // A cause alone changes nothing of who pays: saved.
    await setLine(made.id, lineId, { causeComponent: "zip", causeReason: "wear" });
    // Moved back to En Route to Outfitter with the change, the work waits for the quote.
    await setLine(made.id, lineId, { state: "enroute-to-outfitter", coverage: "paid" });
    expect(await lineRow(lineId)).toMatchObject({
      state: "enroute-to-outfitter",
      coverage: "paid",
    });
  });

  it("set Paid by 'Next' leaves In Progress with it (Ready for Collection), so it is let through", async () => {
    const made = await warrantyInProgress();
    const moved = await next(made.lineId, { coverage: "paid" });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await lineRow(made.lineId)).toMatchObject({
      state: "ready-for-collection",
      coverage: "paid",
    });
  });

  it("is not sent a changed quote: nothing is sent, the approved version stays in force", async () => {
    const made = await quotedRequest();
    const lineId = made.lineIds[0]!;
    await setLine(made.id, lineId, { state: "in-progress" });
    expect(
      (await saveQuote(lineId, [{ description: "More", quantity: 1, unitCents: 100 }])).statusCode,
    ).toBe(200);
    const sent = await sendQuotes(made.id);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().message).toBe(Q.sendWhileInProgress(made.serials[0]!));
    expect(await statusOf(lineId)).toEqual(
      expect.arrayContaining([
        { version: 1, sent: true, answer: "approved" },
        { version: 2, sent: false, answer: null },
      ]),
    );
    expect((await lineRow(lineId)).quoteStatus).toBe("approved");
    // Moved back to En Route to Outfitter, the new quote goes out and the work waits for it.
    await setLine(made.id, lineId, { state: "enroute-to-outfitter" });
    expect((await sendQuotes(made.id)).statusCode).toBe(200);
    expect((await next(lineId)).json().message).toBe(Q.notApproved(made.serials[0]!));
  });

  it("is not put back In Progress by Undo once its quote awaits an answer", async () => {
    const made = await quotedRequest();
    const lineId = made.lineIds[0]!;
    await setLine(made.id, lineId, { state: "in-progress" });
    const moved = await next(lineId);
    expect(moved.json().line.state).toBe("ready-for-collection");
    // Nothing the API offers changes the answer without the line's version since (a new
    // quote is refused there, the customer's answer too): as a concurrent writer would.
    await t.db
      .update(repairLines)
      .set({ quoteStatus: "awaiting" })
      .where(eq(repairLines.id, lineId));
    const before = await lineRow(lineId);
    const undone = await api.post(`/repairs/lines/${lineId}/undo`, moved.json().undo, admin.cookie);
    expect(undone.statusCode).toBe(409);
    expect(undone.json().message).toBe(Q.notApproved(made.serials[0]!));
    expect(await lineRow(lineId)).toEqual(before);
  });
});

describe("a Not repairable piece", () => {
  it("goes In Progress only once the customer approved the replacement, on every path", async () => {
    const unquoted = await quotedRequest(1, "not-repairable", null);
    const lineId = unquoted.lineIds[0]!;
    const serial = unquoted.serials[0]!;
    const before = await lineRow(lineId);
    const update = await updateLineOf(unquoted.id, lineId, { state: "in-progress" });
    expect(update.statusCode).toBe(409);
    expect(update.json().message).toBe(Q.replacementNotApproved(serial));
    const together = await bulk([lineId], { state: "in-progress" });
    expect(together.json().message).toBe(Q.replacementNotApproved(serial));
    expect(await lineRow(lineId)).toEqual(before);
    // 'Next' sends it back without work.
    expect((await next(lineId)).json().line.state).toBe("ready-for-collection");

    const declined = await quotedRequest(1, "not-repairable", "decline");
    const refused = await updateLineOf(declined.id, declined.lineIds[0]!, { state: "in-progress" });
    expect(refused.json().message).toBe(Q.replacementDeclined(declined.serials[0]!));

    const approved = await quotedRequest(1, "not-repairable", "approve");
    expect((await next(approved.lineIds[0]!)).json().line.state).toBe("in-progress");
  });
});

describe("the customer's answer", () => {
  it("is refused once the piece is Ready for Collection or further on, by either way; the quote awaits still", async () => {
    const made = await quotedRequest(2, "paid", "awaiting");
    const [first, second] = made.lineIds as [number, number];
    await setLine(made.id, first, { state: "ready-for-collection" });
    await setLine(made.id, second, { state: "completed" });
    const body = (serialNumber: string) => ({ serialNumber, version: 1, answer: "approve" });
    const tracked = await api.post(`/track/${made.token}/quote-answers`, body(made.serials[0]!));
    expect(tracked.statusCode).toBe(409);
    expect(tracked.json().message).toBe(Q.answerClosed(made.serials[0]!, "ready-for-collection"));
    expect(tracked.json().message).toBe(
      `${made.serials[0]} is already Ready for Collection, so its quote can no longer be answered here. Please call the workshop.`,
    );
    const own = await api.post(
      `/repairs/${made.id}/quote-answers`,
      body(made.serials[1]!),
      made.customer.cookie,
    );
    expect(own.json().message).toBe(Q.answerClosed(made.serials[1]!, "completed"));
    expect((await lineRow(first)).quoteStatus).toBe("awaiting");
    expect(await statusOf(second)).toEqual([{ version: 1, sent: true, answer: null }]);

    // Nor is a new quote sent for a piece the customer could not answer for.
    expect((await saveQuote(first)).statusCode).toBe(200);
    const late = await sendQuotes(made.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(Q.sendTooLate(made.serials[0]!, "ready-for-collection"));
  });
});
