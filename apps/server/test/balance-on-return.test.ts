import { BALANCE_DUE_CODE, PAYMENT_MESSAGES as P } from "@lo/domain";
import { beforeAll, describe, expect, it } from "vitest";
import { signInAs } from "./factories";
import {
  balanceEntries,
  bulk,
  lineRow,
  next,
  quotedRequest,
  registerForVat,
  setLine,
  trailOf,
  updateLineOf,
} from "./paid-support";
import { admin, api, customerRequestWithLines, setUpRepairSuite, t } from "./repairs-support";

// Sending a piece back with a balance still due (decision 098): a move into En Route to
// Customer or Completed while the request's balance is due is refused (409, code balance-due,
// the amount named) unless confirmed; a confirmed one is audited with the amount. The update,
// 'Next' and bulk all keep it; a request with nothing due moves as it always did.

setUpRepairSuite();
beforeAll(registerForVat);

/** A request whose one paid piece (R 910.00, approved) is done: Ready for Collection. */
async function readyWithBalance(n = 1) {
  const made = await quotedRequest(n);
  for (const lineId of made.lineIds) {
    await setLine(made.id, lineId, { state: "in-progress" });
    await setLine(made.id, lineId, { state: "ready-for-collection" });
  }
  return made;
}

const pay = (id: number, amountCents: number) =>
  api.post(
    `/repairs/${id}/payments`,
    { kind: "payment", amountCents, method: "eft", paidOn: "2026-11-28" },
    admin.cookie,
  );

describe("sending a piece back with a balance due", () => {
  it("through the update: refused with the amount, nothing changed; confirmed, saved and audited", async () => {
    const made = await readyWithBalance();
    const lineId = made.lineIds[0]!;
    await pay(made.id, 46_000);
    const before = await lineRow(lineId);
    const trail = await trailOf(made.id, made.lineIds);

    const refused = await updateLineOf(made.id, lineId, { state: "completed" });
    expect(refused.statusCode).toBe(409);
    const message = P.balanceDue([{ requestId: made.id, balanceCents: 45_000 }], 1);
    expect(message).toBe(
      `R 450.00 is still due on request ${made.id}. Confirm to send the piece back anyway.`,
    );
    expect(refused.json()).toEqual({ error: message, message, code: BALANCE_DUE_CODE });
    expect(await lineRow(lineId)).toEqual(before);
    expect(await trailOf(made.id, made.lineIds)).toEqual(trail);

    // A change that does not send the piece back needs no confirmation.
    await setLine(made.id, lineId, { workshopLog: "Polished the buckle" });
    const confirmed = await api.put(
      `/repairs/update-repair/${made.id}`,
      {
        currentLocation: "Workshop",
        confirmBalanceDue: true,
        repair_lines: [
          {
            repairlineid: lineId,
            state: "Done",
            problemDescription: before.problemDescription,
          },
        ],
      },
      admin.cookie,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await lineRow(lineId)).state).toBe("completed");
    const [entry, ...more] = await balanceEntries(made.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorIdnumber: admin.user.idnumber,
      entityKind: "repair-line",
      entityId: String(lineId),
      serialno: made.serials[0],
      customerIdnumber: made.customer.user.idnumber,
      changes: { balanceDue: { before: null, after: "R 450.00" } },
    });
  });

  it("through 'Next': collected (Completed) only once confirmed; Undo, and a piece already on its way, need nothing", async () => {
    const made = await readyWithBalance();
    const lineId = made.lineIds[0]!;
    const before = await lineRow(lineId);
    const refused = await next(lineId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: P.balanceDue([{ requestId: made.id, balanceCents: 91_000 }], 1),
      code: BALANCE_DUE_CODE,
    });
    expect(await lineRow(lineId)).toEqual(before);
    expect(await balanceEntries(made.id)).toEqual([]);

    const collected = await next(lineId, { confirmBalanceDue: true });
    expect(collected.statusCode, collected.body).toBe(200);
    expect(collected.json().line.state).toBe("completed");
    expect((await balanceEntries(made.id)).map((entry) => entry.changes)).toEqual([
      { balanceDue: { before: null, after: "R 910.00" } },
    ]);
    // Undo takes the piece back into the workshop: no confirmation.
    const undo = collected.json().undo;
    const undone = await api.post(`/repairs/lines/${lineId}/undo`, undo, admin.cookie);
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await lineRow(lineId)).state).toBe("ready-for-collection");

    // Sent by courier (confirmed), then delivered with 'Next' without asking again.
    const posted = await updateLineOf(made.id, lineId, { state: "enroute-to-customer" });
    expect(posted.json().code).toBe(BALANCE_DUE_CODE);
    const sent = { state: "enroute-to-customer" };
    const confirmed = await updateLineOf(made.id, lineId, sent, admin.cookie, {
      confirmBalanceDue: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const delivered = await next(lineId);
    expect(delivered.statusCode, delivered.body).toBe(200);
    expect(delivered.json().line.state).toBe("completed");
    expect(await balanceEntries(made.id)).toHaveLength(2);
  });

  it("through bulk: every request owing is named, all or nothing; confirmed, each piece audited", async () => {
    const first = await readyWithBalance(2);
    const second = await readyWithBalance();
    await pay(second.id, 1_000);
    const plain = await customerRequestWithLines(1);
    const lineIds = [...first.lineIds, ...second.lineIds, plain.lines[0]!.id];
    const before = await Promise.all(lineIds.map(lineRow));

    const refused = await bulk(lineIds, { state: "completed" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `R 1 820.00 is still due on request ${first.id} and R 900.00 on request ${second.id}. Confirm to send the pieces back anyway.`,
    );
    expect(refused.json().code).toBe(BALANCE_DUE_CODE);
    expect(await Promise.all(lineIds.map(lineRow))).toEqual(before);

    const done = await bulk(lineIds, { state: "completed", confirmBalanceDue: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().updated).toBe(4);
    expect(
      (await balanceEntries(first.id)).map((entry) => [entry.serialno, entry.changes]),
    ).toEqual(
      first.serials.map((serial) => [
        serial,
        { balanceDue: { before: null, after: "R 1 820.00" } },
      ]),
    );
    expect(await balanceEntries(second.id)).toHaveLength(1);
    expect(await balanceEntries(plain.id)).toEqual([]);
  });

  it("leaves a request with nothing due as it always was, and Ready for Collection free", async () => {
    // The original API's payload, a warranty piece: no flag, no money, moved anywhere.
    const plain = await customerRequestWithLines(1);
    await setLine(plain.id, plain.lines[0]!.id, { state: "enroute-to-customer" });
    await setLine(plain.id, plain.lines[0]!.id, { state: "completed" });
    // Paid in full: nothing due any more.
    const paid = await readyWithBalance();
    await pay(paid.id, 91_000);
    expect((await next(paid.lineIds[0]!)).statusCode).toBe(200);
    expect(await balanceEntries(paid.id)).toEqual([]);
    // A quote awaiting its answer is not due yet.
    const awaiting = await quotedRequest(1, "paid", "awaiting");
    await setLine(awaiting.id, awaiting.lineIds[0]!, { state: "ready-for-collection" });
    expect((await next(awaiting.lineIds[0]!)).statusCode).toBe(200);
  });

  it("takes the flag from admins only: a visitor 401, a customer 403", async () => {
    const made = await readyWithBalance();
    const lineId = made.lineIds[0]!;
    const customer = made.customer.cookie;
    const stranger = await signInAs(t.app, t.db, "customer");
    for (const cookie of ["", customer, stranger.cookie]) {
      const status = cookie === "" ? 401 : 403;
      expect((await next(lineId, { confirmBalanceDue: true }, cookie)).statusCode).toBe(status);
      expect(
        (await bulk([lineId], { state: "completed", confirmBalanceDue: true }, cookie)).statusCode,
      ).toBe(status);
      expect((await updateLineOf(made.id, lineId, { state: "completed" }, cookie)).statusCode).toBe(
        status,
      );
    }
    expect((await lineRow(lineId)).state).toBe("ready-for-collection");
  });
});
