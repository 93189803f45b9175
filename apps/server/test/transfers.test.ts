import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, productOwnerships, repairLines, users } from "../src/db/schema";
import { signIn, signInAs, uniqueEmail } from "./factories";
import {
  call,
  cancel,
  completeLinesOf,
  listedSerials,
  mailsTo,
  NEW_OWNER_PASSWORD,
  newAccountPayload,
  offer,
  offeredToken,
  openRepairOf,
  ownerOf,
  ownerWithPiece,
  sessionCookieOf,
  TRANSFER_LINK_NOT_LIVE,
  transfersOf,
  useSuite,
} from "./transfer-support";

// Ownership transfer (decision 066): an owner offers a piece to an e-mail address, the
// recipient accepts through the mailed link (signed in, or creating their account there) and
// the piece moves with its history; the mails are read from a real SMTP server.

const suite = useSuite();

describe("a transfer between two customers", () => {
  it("mails the link, moves the piece on acceptance and tells the old owner", async () => {
    const { owner, piece } = await ownerWithPiece(suite, "Thandi");
    const recipient = await signInAs(suite.t.app, suite.t.db, "customer", { name: "Lerato" });
    const email = recipient.user.email;

    const offered = await offer(
      suite,
      owner.cookie,
      piece.serialno.toLowerCase(),
      email.toUpperCase(),
    );
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json()).toMatchObject({
      message: "Transfer sent. We e-mailed the recipient a link to accept the piece.",
      transfer: { serialno: piece.serialno, email },
    });
    const mine = await call(suite.t, "GET", "/transfers/mine", { cookie: owner.cookie });
    expect(mine.json().data).toEqual([
      expect.objectContaining({ serialno: piece.serialno, email }),
    ]);

    const [mail] = await mailsTo(suite, email);
    expect(mail?.subject).toBe("A Lifetime Outfitter piece is waiting for you");
    const text = mail?.text ?? "";
    expect(text).toContain(`Serial number: ${piece.serialno}`);
    expect(text).toContain(piece.typeName);
    expect(text).toContain("14 days");
    for (const secret of [
      owner.user.idnumber,
      owner.user.email,
      "Thandi",
      owner.user.cellphone ?? "x",
    ]) {
      expect(text).not.toContain(secret);
      expect(mail?.html).not.toContain(secret);
    }
    const token = /\/transfer\/([A-Za-z0-9_-]{43})/.exec(text)?.[1] ?? "";
    expect(text).toContain(`https://shop.lifetime-outfitter.test/transfer/${token}`);

    const view = await call(suite.t, "GET", `/transfer-links/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      serialNumber: piece.serialno,
      productType: piece.typeName,
      email,
      accountExists: true,
    });
    expect(view.body).not.toContain(owner.user.idnumber);

    const accepted = await call(suite.t, "POST", `/transfer-links/${token}/accept`, {
      cookie: recipient.cookie,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toEqual({
      message: "The piece is yours now, with its whole history.",
      serialno: piece.serialno,
    });
    expect(await ownerOf(suite, piece.serialno)).toBe(recipient.user.idnumber);
    const times = await suite.t.db
      .select()
      .from(productOwnerships)
      .where(eq(productOwnerships.serialno, piece.serialno));
    expect(times.find((row) => row.endedAt === null)).toMatchObject({
      customerIdnumber: recipient.user.idnumber,
      via: "transfer",
    });

    const [told] = await mailsTo(suite, owner.user.email);
    expect(told?.subject).toBe("Your transfer was accepted");
    expect(told?.text).toContain(`${email} accepted the piece you passed on.`);
    expect(told?.text).toContain(piece.serialno);
    expect(told?.text).not.toContain(recipient.user.idnumber);
    expect(told?.text).not.toContain("Lerato");

    // The old owner no longer lists it; the new owner does and may raise a repair on it.
    expect(await listedSerials(suite, owner.user.idnumber, owner.cookie)).not.toContain(
      piece.serialno,
    );
    expect(await listedSerials(suite, recipient.user.idnumber, recipient.cookie)).toContain(
      piece.serialno,
    );
    const raised = await call(suite.t, "POST", "/repairs/create", {
      cookie: recipient.cookie,
      payload: {
        customeridnumber: recipient.user.idnumber,
        current_location: "Home",
        status: "Pending",
        repairlines: [{ serialno: piece.serialno, problemdescription: "Strap", state: "pending" }],
      },
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const oldOwnersRepairs = await call(
      suite.t,
      "GET",
      `/repairs/get-customer-repairs/${owner.user.idnumber}`,
      {
        cookie: owner.cookie,
      },
    );
    expect(oldOwnersRepairs.body).not.toContain(piece.serialno);
    // The old owner cannot raise one on it any more.
    const refused = await call(suite.t, "POST", "/repairs/create", {
      cookie: owner.cookie,
      payload: {
        customeridnumber: owner.user.idnumber,
        current_location: "Home",
        status: "Pending",
        repairlines: [{ serialno: piece.serialno, problemdescription: "Mine?", state: "pending" }],
      },
    });
    expect(refused.statusCode).not.toBe(201);

    // The link is used: a second acceptance, and the page, say so; the transfer is recorded.
    const again = await call(suite.t, "POST", `/transfer-links/${token}/accept`, {
      cookie: recipient.cookie,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      error: TRANSFER_LINK_NOT_LIVE,
      message: TRANSFER_LINK_NOT_LIVE,
    });
    expect((await call(suite.t, "GET", `/transfer-links/${token}`)).statusCode).toBe(404);
    const [row] = await transfersOf(suite, piece.serialno);
    expect(row).toMatchObject({
      state: "accepted",
      toIdnumber: recipient.user.idnumber,
      via: "customer",
    });
    const audited = await suite.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityKind, "transfer"));
    expect(audited.filter((entry) => entry.entityId === String(row?.id))).toHaveLength(2);
  });

  it("lets a new recipient create their account with their own password and accept", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const email = uniqueEmail("newowner");
    const token = await offeredToken(suite, owner.cookie, piece.serialno, email);
    const view = await call(suite.t, "GET", `/transfer-links/${token}`);
    expect(view.json()).toMatchObject({ accountExists: false, email });

    const idnumber = "9001015009087";
    const weak = await call(suite.t, "POST", `/transfer-links/${token}/account`, {
      payload: newAccountPayload(idnumber, idnumber),
    });
    expect(weak.statusCode).toBe(400);
    expect(await ownerOf(suite, piece.serialno)).toBe(owner.user.idnumber);

    const made = await call(suite.t, "POST", `/transfer-links/${token}/account`, {
      payload: newAccountPayload(idnumber),
    });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({
      serialno: piece.serialno,
      idnumber,
      email,
      passwordflag: 1,
    });
    const cookie = sessionCookieOf(made);
    expect(cookie).toBeDefined();
    expect(await ownerOf(suite, piece.serialno)).toBe(idnumber);
    const [account] = await suite.t.db.select().from(users).where(eq(users.idnumber, idnumber));
    expect(account).toMatchObject({ email, name: "Sipho", role: "customer", passwordFlag: 1 });

    await signIn(suite.t.app, email, NEW_OWNER_PASSWORD);
    const withId = await call(suite.t, "POST", "/users/login", {
      payload: { email, password: idnumber },
    });
    expect(withId.statusCode).toBe(401);
    expect(await listedSerials(suite, idnumber, cookie ?? "")).toEqual([piece.serialno]);
  });

  it("lets the owner cancel until it is accepted; the link then no longer works", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const recipient = await signInAs(suite.t.app, suite.t.db, "customer");
    const token = await offeredToken(suite, owner.cookie, piece.serialno, recipient.user.email);
    const cancelled = await cancel(suite, owner.cookie, piece.serialno);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toEqual({ message: "Transfer cancelled. The piece stays yours." });
    const accept = await call(suite.t, "POST", `/transfer-links/${token}/accept`, {
      cookie: recipient.cookie,
    });
    expect(accept.statusCode).toBe(404);
    expect(accept.json().message).toBe(TRANSFER_LINK_NOT_LIVE);
    expect(await ownerOf(suite, piece.serialno)).toBe(owner.user.idnumber);
    const again = await cancel(suite, owner.cookie, piece.serialno);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This piece has no transfer waiting to be accepted.");
    // Now it may be offered again.
    await offeredToken(suite, owner.cookie, piece.serialno, recipient.user.email);
  });

  it("is refused at acceptance while the piece is in an open repair", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const recipient = await signInAs(suite.t.app, suite.t.db, "customer");
    const token = await offeredToken(suite, owner.cookie, piece.serialno, recipient.user.email);
    await openRepairOf(suite, owner.user.idnumber, piece.serialno);
    const accept = await call(suite.t, "POST", `/transfer-links/${token}/accept`, {
      cookie: recipient.cookie,
    });
    expect(accept.statusCode).toBe(409);
    expect(accept.json().message).toBe(
      "This piece is in an open repair and cannot be transferred until the repair is completed.",
    );
    expect(await ownerOf(suite, piece.serialno)).toBe(owner.user.idnumber);
    await completeLinesOf(suite, piece.serialno);
    const later = await call(suite.t, "POST", `/transfer-links/${token}/accept`, {
      cookie: recipient.cookie,
    });
    expect(later.statusCode, later.body).toBe(200);
    // The old owner's earlier repair stays theirs; the new owner's list does not show it.
    const lines = await suite.t.db
      .select()
      .from(repairLines)
      .where(eq(repairLines.serialno, piece.serialno));
    expect(lines).toHaveLength(1);
  });

  it("is cancelled when an admin gives the piece another owner", async () => {
    const { owner, piece } = await ownerWithPiece(suite);
    const token = await offeredToken(suite, owner.cookie, piece.serialno, uniqueEmail("gift"));
    const other = await signInAs(suite.t.app, suite.t.db, "customer");
    const direct = await call(suite.t, "POST", "/transfers/direct", {
      cookie: suite.admin.cookie,
      payload: { serialno: piece.serialno, customeridnumber: other.user.idnumber },
    });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(direct.json()).toEqual({ message: "Piece transferred." });
    expect(await ownerOf(suite, piece.serialno)).toBe(other.user.idnumber);
    const rows = await transfersOf(suite, piece.serialno);
    expect(rows.map((row) => row.state).sort()).toEqual(["accepted", "cancelled"]);
    expect((await call(suite.t, "GET", `/transfer-links/${token}`)).statusCode).toBe(404);
    const direct2 = rows.find((row) => row.via === "admin");
    const entries = await suite.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(direct2?.id)));
    expect(entries.filter((e) => e.entityKind === "transfer")).toHaveLength(2);
    expect(entries.map((e) => e.customerIdnumber).sort()).toEqual(
      [owner.user.idnumber, other.user.idnumber].sort(),
    );
    expect(entries.find((e) => e.serialno === piece.serialno)).toMatchObject({
      action: "transfer-direct",
      actorIdnumber: suite.admin.user.idnumber,
    });
  });
});
