import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outboxMails, users } from "../src/db/schema";
import { signInAs, uniqueEmail, uniqueIdnumber } from "./factories";
import {
  call,
  cancel,
  newAccountPayload,
  offer,
  offeredToken,
  openRepairOf,
  ownerOf,
  ownerWithPiece,
  TRANSFER_LINK_NOT_LIVE,
  transfersOf,
  useSuite,
} from "./transfer-support";

// Every refusal of a transfer: a clear message, nothing stored, nothing mailed; and who may
// call what (visitor 401, another customer 404, a customer on the admin route 403).

const suite = useSuite();

const outboxCount = async () => (await suite.t.db.select().from(outboxMails)).length;

async function refused(
  response: { statusCode: number; json: () => { error: string; message: string } },
  status: number,
  message: string,
) {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual({ error: message, message });
}

describe("an offer is refused", () => {
  it("for a piece in an open repair, to oneself, to a workshop account", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const before = await outboxCount();
    await refused(
      await offer(suite, owner.cookie, piece.serialno, owner.user.email.toUpperCase()),
      400,
      "That is your own e-mail address. Enter the e-mail address of the person receiving the piece.",
    );
    await refused(
      await offer(suite, owner.cookie, piece.serialno, suite.admin.user.email),
      400,
      "This e-mail address belongs to a workshop account, which cannot own pieces.",
    );
    await openRepairOf(suite, owner.user.idnumber, piece.serialno);
    const mailsBefore = await outboxCount();
    await refused(
      await offer(suite, owner.cookie, piece.serialno, uniqueEmail("gift")),
      409,
      "This piece is in an open repair and cannot be transferred until the repair is completed.",
    );
    expect(await transfersOf(suite, piece.serialno)).toEqual([]);
    expect(await outboxCount()).toBe(mailsBefore);
    expect(mailsBefore).toBeGreaterThanOrEqual(before);
  });

  it("while a transfer of the piece waits, to the same or another address", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const email = uniqueEmail("gift");
    await offeredToken(suite, owner.cookie, piece.serialno, email);
    const before = await outboxCount();
    await refused(
      await offer(suite, owner.cookie, piece.serialno, email),
      409,
      "A transfer of this piece to this e-mail address is already waiting to be accepted.",
    );
    await refused(
      await offer(suite, owner.cookie, piece.serialno, uniqueEmail("other")),
      409,
      "This piece already has a transfer waiting to be accepted. Cancel it first to send it to someone else.",
    );
    expect(await transfersOf(suite, piece.serialno)).toHaveLength(1);
    expect(await outboxCount()).toBe(before);
  });

  it("with a bad address, and for a piece one does not own (404)", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const bad = await offer(suite, owner.cookie, piece.serialno, "not-an-address");
    expect(bad.statusCode).toBe(400);
    const other = await signInAs(suite.t.app, suite.t.db, "customer");
    await refused(
      await offer(suite, other.cookie, piece.serialno, uniqueEmail()),
      404,
      "Product not found",
    );
    await refused(await cancel(suite, other.cookie, piece.serialno), 404, "Product not found");
    expect(await transfersOf(suite, piece.serialno)).toEqual([]);
  });
});

describe("a link is refused", () => {
  it("unknown, malformed, or for another signed-in account", async () => {
    await refused(
      await call(suite.t, "GET", `/transfer-links/${"A".repeat(43)}`),
      404,
      TRANSFER_LINK_NOT_LIVE,
    );
    await refused(await call(suite.t, "GET", "/transfer-links/short"), 404, TRANSFER_LINK_NOT_LIVE);
    const { owner, piece } = await ownerWithPiece(suite);
    const token = await offeredToken(suite, owner.cookie, piece.serialno, uniqueEmail("gift"));
    const stranger = await signInAs(suite.t.app, suite.t.db, "customer");
    await refused(
      await call(suite.t, "POST", `/transfer-links/${token}/accept`, { cookie: stranger.cookie }),
      403,
      "This transfer was sent to another e-mail address. Sign out, then sign in with the account of the address the link was sent to.",
    );
    await refused(
      await call(suite.t, "POST", `/transfer-links/${token}/accept`, { cookie: owner.cookie }),
      403,
      "This transfer was sent to another e-mail address. Sign out, then sign in with the account of the address the link was sent to.",
    );
    expect((await call(suite.t, "POST", `/transfer-links/${token}/accept`)).statusCode).toBe(401);
    expect(await ownerOf(suite, piece.serialno)).toBe(owner.user.idnumber);
  });

  it("when expired", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const recipient = await signInAs(suite.t.app, suite.t.db, "customer");
    const token = await offeredToken(suite, owner.cookie, piece.serialno, recipient.user.email);
    const { productTransfers } = await import("../src/db/schema");
    const { eq, sql } = await import("drizzle-orm");
    await suite.t.db
      .update(productTransfers)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(productTransfers.serialno, piece.serialno));
    await refused(
      await call(suite.t, "POST", `/transfer-links/${token}/accept`, { cookie: recipient.cookie }),
      404,
      TRANSFER_LINK_NOT_LIVE,
    );
    // The piece may be offered again; the expired one is marked so.
    await offeredToken(suite, owner.cookie, piece.serialno, recipient.user.email);
    const states = (await transfersOf(suite, piece.serialno)).map((row) => row.state).sort();
    expect(states).toEqual(["expired", "pending"]);
  });

  it("when the link's address already has an account (its page says so too)", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const email = uniqueEmail("gift");
    const token = await offeredToken(suite, owner.cookie, piece.serialno, email);
    const { createCustomer } = await import("./factories");
    await createCustomer(suite.t.db, { email });
    await refused(
      await call(suite.t, "POST", `/transfer-links/${token}/account`, {
        payload: newAccountPayload("8001015009087"),
      }),
      409,
      "An account with this e-mail address already exists. Sign in to accept the piece.",
    );
    expect(await ownerOf(suite, piece.serialno)).toBe(owner.user.idnumber);
  });

  it("on the account form of a piece in an open repair, alike for a new ID number and one in use", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const token = await offeredToken(suite, owner.cookie, piece.serialno, uniqueEmail("gift"));
    await openRepairOf(suite, owner.user.idnumber, piece.serialno);
    const holder = await signInAs(suite.t.app, suite.t.db, "customer");
    const before = await outboxCount();
    for (const idnumber of [uniqueIdnumber(), holder.user.idnumber]) {
      await refused(
        await call(suite.t, "POST", `/transfer-links/${token}/account`, {
          payload: newAccountPayload(idnumber),
        }),
        409,
        "This piece is in an open repair and cannot be transferred until the repair is completed.",
      );
    }
    // Refused before anyone is told anything.
    expect(await outboxCount()).toBe(before);
    expect(await ownerOf(suite, piece.serialno)).toBe(owner.user.idnumber);
  });
});

describe("a new recipient's password is refused", () => {
  it("when common or holding their name, e-mail or ID number: no account, the link still works", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const email = uniqueEmail("gift");
    const token = await offeredToken(suite, owner.cookie, piece.serialno, email);
    const idnumber = "8001015009087";
    const refusals = [
      [
        "Password1!",
        "This password is one of the most common passwords, perhaps with numbers or symbols added: choose one that is harder to guess.",
      ],
      // The e-mail is the link's: only the server knows it.
      [
        `Q#${email.split("@")[0]}`,
        "Your password must not contain your e-mail address (the part before the @).",
      ],
      ["Sipho#Stitch1", "Your password must not contain your name."],
      [`Ab#${idnumber}`, "Your password must not contain your ID number."],
    ];
    for (const [weak, message] of refusals) {
      const response = await call(suite.t, "POST", `/transfer-links/${token}/account`, {
        payload: newAccountPayload(idnumber, weak),
      });
      expect(response.statusCode, weak).toBe(400);
      expect(response.json()).toEqual({
        error: message,
        message,
        issues: [{ path: "password", message }],
      });
    }
    const [account] = await suite.t.db.select().from(users).where(eq(users.idnumber, idnumber));
    expect(account).toBeUndefined();
    expect(await ownerOf(suite, piece.serialno)).toBe(owner.user.idnumber);
    expect((await call(suite.t, "GET", `/transfer-links/${token}`)).statusCode).toBe(200);
  });
});

describe("access", () => {
  it("visitor 401, customer on the admin route 403, admin transfer refusals", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    expect((await offer(suite, undefined, piece.serialno, uniqueEmail())).statusCode).toBe(401);
    expect((await cancel(suite, undefined, piece.serialno)).statusCode).toBe(401);
    expect((await call(suite.t, "GET", "/transfers/mine")).statusCode).toBe(401);
    const direct = (cookie: string | undefined, customeridnumber: string) =>
      call(suite.t, "POST", "/transfers/direct", {
        cookie,
        payload: { serialno: piece.serialno, customeridnumber },
      });
    expect((await direct(undefined, owner.user.idnumber)).statusCode).toBe(401);
    expect((await direct(owner.cookie, owner.user.idnumber)).statusCode).toBe(403);
    await refused(
      await direct(suite.admin.cookie, owner.user.idnumber),
      400,
      "This customer already owns this piece.",
    );
    await refused(await direct(suite.admin.cookie, "nobody-here"), 404, "Customer not found.");
    const other = await signInAs(suite.t.app, suite.t.db, "customer");
    await openRepairOf(suite, owner.user.idnumber, piece.serialno);
    await refused(
      await direct(suite.admin.cookie, other.user.idnumber),
      409,
      "This piece is in an open repair and cannot be transferred until the repair is completed.",
    );
    expect(await ownerOf(suite, piece.serialno)).toBe(owner.user.idnumber);
    expect(await transfersOf(suite, piece.serialno)).toEqual([]);
  });
});

describe("an acceptance and a cancel at the same moment", () => {
  it("end with one of them done and neither answering an error of ours", async () => {
    for (let round = 0; round < 5; round += 1) {
      const { owner, piece } = await ownerWithPiece(suite);
      const recipient = await signInAs(suite.t.app, suite.t.db, "customer");
      const token = await offeredToken(suite, owner.cookie, piece.serialno, recipient.user.email);
      const [accepted, cancelled] = await Promise.all([
        call(suite.t, "POST", `/transfer-links/${token}/accept`, { cookie: recipient.cookie }),
        cancel(suite, owner.cookie, piece.serialno),
      ]);
      expect([accepted.statusCode, cancelled.statusCode]).not.toContain(500);
      const owned = await ownerOf(suite, piece.serialno);
      expect(owned === recipient.user.idnumber).toBe(accepted.statusCode === 200);
    }
  });
});
