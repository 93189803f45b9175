import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, productOwnerships, repairLines, users } from "../src/db/schema";
import { signIn, signInAs, uniqueEmail, uniqueIdnumber } from "./factories";
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
  TRANSFER_LINK_NOT_LIVE,
  transfersOf,
  useSuite,
} from "./transfer-support";

// Ownership transfer (decision 066): an owner offers a piece to an e-mail address, the
// recipient accepts through the mailed link (signed in, or creating their account there) and
// the piece moves with its history; the mails are read from a real SMTP server.

const suite = useSuite();

const ACCOUNT_REQUESTED = {
  message:
    "Thank you. Sign in with the e-mail address this link was sent to and the password you chose: if your account was made, the piece is in it. An ID number that already has an account cannot have a second one; its holder has been told by e-mail.",
};

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
    // Nothing that tells a made account from an ID number already in use (below): no details
    // of the account, no session.
    expect(made.json()).toEqual(ACCOUNT_REQUESTED);
    expect(made.headers["set-cookie"]).toBeUndefined();
    expect(await ownerOf(suite, piece.serialno)).toBe(idnumber);
    const [account] = await suite.t.db.select().from(users).where(eq(users.idnumber, idnumber));
    expect(account).toMatchObject({ email, name: "Sipho", role: "customer", passwordFlag: 1 });

    // The page signs in with the link's address and the chosen password; never with the ID.
    const cookie = await signIn(suite.t.app, email, NEW_OWNER_PASSWORD);
    const withId = await call(suite.t, "POST", "/users/login", {
      payload: { email, password: idnumber },
    });
    expect(withId.statusCode).toBe(401);
    expect(await listedSerials(suite, idnumber, cookie)).toEqual([piece.serialno]);
  });

  it("answers an ID number that already has an account exactly as a new one, and mails its holder", async () => {
    const holder = await signInAs(suite.t.app, suite.t.db, "customer", { name: "Nomsa" });
    const sent = async (idnumber: string) => {
      const { owner, piece } = await ownerWithPiece(suite);
      const email = uniqueEmail("gift");
      const token = await offeredToken(suite, owner.cookie, piece.serialno, email);
      const answer = await call(suite.t, "POST", `/transfer-links/${token}/account`, {
        payload: newAccountPayload(idnumber),
      });
      return { answer, owner, piece, email, token };
    };
    const made = await sent(uniqueIdnumber());
    // Any letter case and spaces around it: still the holder's.
    const inUse = await sent(` ${holder.user.idnumber.toLowerCase()} `);
    expect(inUse.answer.statusCode).toBe(made.answer.statusCode);
    expect(inUse.answer.body).toBe(made.answer.body);
    expect(inUse.answer.headers["set-cookie"]).toBeUndefined();
    expect(inUse.answer.headers["content-type"]).toBe(made.answer.headers["content-type"]);

    // Nothing was made or moved, and the link still works (a mistyped number can be fixed).
    expect(await ownerOf(suite, inUse.piece.serialno)).toBe(inUse.owner.user.idnumber);
    const [byEmail] = await suite.t.db.select().from(users).where(eq(users.email, inUse.email));
    expect(byEmail).toBeUndefined();
    expect((await call(suite.t, "GET", `/transfer-links/${inUse.token}`)).statusCode).toBe(200);
    const login = await call(suite.t, "POST", "/users/login", {
      payload: { email: inUse.email, password: NEW_OWNER_PASSWORD },
    });
    expect(login.statusCode).toBe(401);

    // The holder is told at their own address; the visitor's address gets nothing more.
    const [told] = await mailsTo(suite, holder.user.email);
    expect(told?.subject).toBe("Your ID number was entered for a new account");
    expect(told?.text).toContain("Dear Nomsa");
    expect(told?.text).toContain("No account was made");
    for (const secret of [inUse.email, inUse.piece.serialno, holder.user.idnumber]) {
      expect(told?.text).not.toContain(secret);
    }
    expect(await mailsTo(suite, inUse.email)).toHaveLength(1);

    // At most three such mails an hour to one holder, however often the number is typed.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const again = await call(suite.t, "POST", `/transfer-links/${inUse.token}/account`, {
        payload: newAccountPayload(holder.user.idnumber),
      });
      expect(again.body).toBe(made.answer.body);
    }
    expect(await mailsTo(suite, holder.user.email)).toHaveLength(3);
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
