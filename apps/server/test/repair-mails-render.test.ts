import { createHash } from "node:crypto";
import { formatWorkshopDate, formatWorkshopDateTime } from "@lo/domain";
import { and, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  linkTokens,
  products,
  repairLineNotes,
  repairLines,
  repairLineStateChanges,
  users,
} from "../src/db/schema";
import { findTrackedRequestId } from "../src/links/tracking-links";
import { createProduct, signInAs, uniqueEmail } from "./factories";
import {
  expectNoIdNumber,
  listUnsubscribeUrl,
  mailsOfRequest,
  onlyMailOf,
  render,
  renderMail,
} from "./repair-mails-support";
import { admin, api, changeLine, setUpRepairSuite, t } from "./repairs-support";

setUpRepairSuite();

async function requestOf(pieces: number, raisedBy: "customer" | "admin" = "customer") {
  const customer = await signInAs(t.app, t.db, "customer", {
    name: "Thandi",
    surname: "Mokoena",
    email: uniqueEmail("thandi"),
  });
  const made = [];
  for (let i = 0; i < pieces; i += 1) {
    made.push(await createProduct(t.db, { customerIdnumber: customer.user.idnumber }));
  }
  const serials = made.map((product) => product.serialno);
  const cookie = raisedBy === "admin" ? admin.cookie : customer.cookie;
  const id = await api.createRepair(cookie, customer.user.idnumber, serials, "In my car");
  const names = await Promise.all(
    serials.map(async (serialno) => {
      const [row] = await t.db
        .select({ name: products.typeName })
        .from(products)
        .where(eq(products.serialno, serialno));
      return row?.name ?? "";
    }),
  );
  return { customer, serials, names, id, idnumbers: [customer.user.idnumber, admin.user.idnumber] };
}

const statusRows = async (id: number) =>
  (await mailsOfRequest(t.db, id)).filter((row) => row.kind === "request-status");

describe("'request received', to the customer", () => {
  it("greets by first name and gives the reference, each piece, where to bring it and the tracking link", async () => {
    const { customer, serials, names, id, idnumbers } = await requestOf(2);
    const mail = await renderMail(t, [await onlyMailOf(t.db, id, "request-received")]);
    expect(mail.to).toBe(customer.user.email);
    expect(mail.subject).toBe(`We have your repair request ${id}`);
    expect(mail.text).toMatch(/^Dear Thandi,/);
    expect(mail.html).toContain("Dear Thandi,");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`reference is ${id}`);
      serials.forEach((serial, index) => {
        expect(part).toContain(`Serial number: ${serial}`);
        expect(part).toContain(`Problem ${index + 1} with ${serial}`);
        expect(part).toContain(names[index]);
      });
      expect(part).toContain("Please bring your pieces to the workshop or send them");
      expect(part).toContain("14 Tanner");
      expect(part).toContain("Monday – Saturday: Open all day");
      expect(part).toContain("Sunday: Closed");
    }
    const link = /https:\/\/shop\.lifetime-outfitter\.test\/track\/([\w-]+)/.exec(mail.text);
    expect(link?.[1]).toBeDefined();
    expect(mail.html).toContain(`href="${link?.[0]}"`);
    expect(await findTrackedRequestId(t.db, link?.[1] ?? "")).toBe(id);
    // Not a status mail: no opt-out.
    expect(mail.headers?.["List-Unsubscribe"]).toBeUndefined();
    expectNoIdNumber(mail, idnumbers);
  });

  it("says the workshop raised it when an admin did, and still goes to the customer", async () => {
    const { customer, id, idnumbers } = await requestOf(1, "admin");
    const mail = await renderMail(t, [await onlyMailOf(t.db, id, "request-received")]);
    expect(mail.to).toBe(customer.user.email);
    expect(mail.subject).toBe(`Repair request ${id} raised for you`);
    expect(mail.text).toContain(`Our workshop has raised repair request ${id} for you`);
    expect(mail.text).toContain("Please bring your piece to the workshop or send it");
    expectNoIdNumber(mail, idnumbers);
  });
});

describe("'new request', to the workshop", () => {
  it("names the customer (name, e-mail), the pieces, and links to the request in the admin screen", async () => {
    const { customer, serials, id, idnumbers } = await requestOf(2);
    const mail = await renderMail(t, [await onlyMailOf(t.db, id, "workshop-new-request")]);
    expect(mail.to).toBe("workshop@lifetime-outfitter.test");
    expect(mail.replyTo).toBe(customer.user.email);
    expect(mail.subject).toBe(`New repair request ${id} from Thandi Mokoena`);
    expect(mail.text).not.toContain("Dear ");
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`Thandi Mokoena (${customer.user.email}) raised it`);
      expect(part).toContain("Where the pieces are now: In my car");
      for (const serial of serials) expect(part).toContain(serial);
    }
    const link = `https://shop.lifetime-outfitter.test/admin/requests?highlight=${id}`;
    expect(mail.text).toContain(link);
    expect(mail.html).toContain(`href="${link}"`);
    expectNoIdNumber(mail, idnumbers);
  });

  it("goes to WORKSHOP_EMAIL as it is when sent, and names the admin who raised it", async () => {
    const { id, idnumbers } = await requestOf(1, "admin");
    const row = await onlyMailOf(t.db, id, "workshop-new-request");
    const config = { ...t.config, workshopEmail: "bench@lifetime-outfitter.test" };
    const mail = await renderMail({ db: t.db, config }, [row]);
    expect(mail.to).toBe("bench@lifetime-outfitter.test");
    expect(mail.text).toContain(`${admin.user.name} ${admin.user.surname} raised it for Thandi`);
    expectNoIdNumber(mail, idnumbers);
  });
});

describe("'request status', to the customer, batched per request", () => {
  it("three lines moved in three calls make ONE mail listing all three, with dates and the note", async () => {
    const { customer, serials, names, id, idnumbers } = await requestOf(3);
    const owner = customer.user.idnumber;
    await changeLine(owner, id, 0, { state: "in-progress" });
    await changeLine(owner, id, 1, {
      state: "ready-for-collection",
      workshopLog: "Polished <b>&</b> waxed",
    });
    await changeLine(owner, id, 2, { state: "completed" });
    const rows = await statusRows(id);
    expect(rows).toHaveLength(3);
    const mail = await renderMail(t, rows);
    expect(mail.to).toBe(customer.user.email);
    expect(mail.subject).toBe(`Repair request ${id}: ready for collection`);
    expect(mail.text).toMatch(/^Dear Thandi,/);
    expect(mail.html).toContain("Dear Thandi,");

    const [note] = await t.db
      .select({ at: repairLineNotes.createdAt })
      .from(repairLineNotes)
      .innerJoin(repairLines, eq(repairLines.id, repairLineNotes.repairLineId))
      .where(eq(repairLines.repairRequestId, id));
    const noteDate = formatWorkshopDateTime(note?.at ?? new Date(0));
    expect(mail.text).toContain(`${noteDate} – Note from the workshop: Polished <b>&</b> waxed`);
    expect(mail.html).toContain("Note from the workshop: Polished &lt;b&gt;&amp;&lt;/b&gt; waxed");
    expect(mail.text).toMatch(/\d{1,2} \w+ \d{4}, \d{2}:\d{2} – Moved to In Progress/);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain("Moved to In Progress");
      expect(part).toContain("Moved to Ready for Collection");
      expect(part).toContain("Moved to Completed");
      serials.forEach((serial) => expect(part).toContain(`Serial number: ${serial}`));
      // Where and when to collect the piece that is ready.
      expect(part).toContain(
        `your ${names[1]} (${serials[1]}) is ready for collection at the workshop`,
      );
      expect(part).toContain("Where and when to collect");
      expect(part).toContain("14 Tanner");
      expect(part).toContain("Monday – Saturday: Open all day");
    }
    // Each piece's news under its own name, in line order.
    const positions = serials.map((serial) => mail.text.indexOf(serial));
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(mail.text).toContain("/track/");
    expectNoIdNumber(mail, idnumbers);
  });

  it("carries the one-click opt-out: a link in both parts and the RFC 8058 headers", async () => {
    const { customer, id, idnumbers } = await requestOf(1);
    await changeLine(customer.user.idnumber, id, 0, { state: "in-progress" });
    const mail = await renderMail(t, await statusRows(id));
    expect(mail.subject).toBe(`Repair request ${id}: news from the workshop`);
    expect(mail.text).not.toContain("Where and when to collect");
    const url = listUnsubscribeUrl(mail);
    expect(url).toMatch(/^https:\/\/shop\.lifetime-outfitter\.test\/unsubscribe\/[\w-]{43}$/);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.text).toContain(`To stop these e-mails about your repairs: ${url}`);
    expect(mail.html).toContain(`href="${url}"`);
    expectNoIdNumber(mail, idnumbers);

    // The same link in every mail, one live token per customer, stored only as its hash.
    await changeLine(customer.user.idnumber, id, 0, { workshopLog: "Second coat of wax" });
    const rows = await statusRows(id);
    expect(listUnsubscribeUrl(await renderMail(t, rows.slice(1)))).toBe(url);
    const tokens = await t.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.userIdnumber, customer.user.idnumber));
    expect(tokens).toHaveLength(1);
    const token = url.split("/").pop() ?? "";
    expect(tokens[0]?.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(tokens)).not.toContain(token);
  });

  it("a piece ready and then sent on within the window is not called ready for collection", async () => {
    const { customer, id } = await requestOf(1);
    await changeLine(customer.user.idnumber, id, 0, { state: "ready-for-collection" });
    await changeLine(customer.user.idnumber, id, 0, { state: "enroute-to-customer" });
    const mail = await renderMail(t, await statusRows(id));
    expect(mail.text).toContain("Moved to Ready for Collection");
    expect(mail.text).toContain("Moved to En Route to Customer");
    expect(mail.text).not.toContain("Where and when to collect");
    expect(mail.subject).toBe(`Repair request ${id}: news from the workshop`);
  });

  it("counts the keeping time from when the piece became ready, not from an earlier change in the same mail", async () => {
    const { customer, id } = await requestOf(1);
    await changeLine(customer.user.idnumber, id, 0, { state: "in-progress" });
    // The earlier move happened three days before (a mail held back, then sent with the next).
    await t.db
      .update(repairLineStateChanges)
      .set({ changedAt: sql`${repairLineStateChanges.changedAt} - interval '3 days'` })
      .where(
        and(
          eq(repairLineStateChanges.toState, "in-progress"),
          inArray(
            repairLineStateChanges.repairLineId,
            t.db
              .select({ id: repairLines.id })
              .from(repairLines)
              .where(eq(repairLines.repairRequestId, id)),
          ),
        ),
      );
    await changeLine(customer.user.idnumber, id, 0, { state: "ready-for-collection" });
    const [ready] = await t.db
      .select({ at: repairLineStateChanges.changedAt })
      .from(repairLineStateChanges)
      .innerJoin(repairLines, eq(repairLines.id, repairLineStateChanges.repairLineId))
      .where(
        and(
          eq(repairLines.repairRequestId, id),
          eq(repairLineStateChanges.toState, "ready-for-collection"),
        ),
      );
    const until = formatWorkshopDate(new Date(ready!.at.getTime() + 30 * 86_400_000));
    const mail = await renderMail(t, await statusRows(id));
    expect(mail.text).toContain(`We will keep it for you until ${until}.`);
  });

  it("is skipped when the customer has turned status mails off by the time it is sent", async () => {
    const { customer, id } = await requestOf(1);
    await changeLine(customer.user.idnumber, id, 0, { state: "in-progress" });
    await t.db
      .update(users)
      .set({ statusMails: false })
      .where(eq(users.idnumber, customer.user.idnumber));
    expect(await render(t, await statusRows(id))).toEqual({
      skip: "The customer turned status mails off",
    });
    // The confirmation of a request is not a status mail: it still goes.
    expect("to" in (await render(t, [await onlyMailOf(t.db, id, "request-received")]))).toBe(true);
  });
});

describe("a customer without an e-mail address", () => {
  it("gets no mail: both kinds are skipped, with the reason", async () => {
    const { customer, id } = await requestOf(1);
    await changeLine(customer.user.idnumber, id, 0, { state: "in-progress" });
    await t.db.update(users).set({ email: "" }).where(eq(users.idnumber, customer.user.idnumber));
    const skip = { skip: "The customer has no e-mail address" };
    expect(await render(t, [await onlyMailOf(t.db, id, "request-received")])).toEqual(skip);
    expect(await render(t, await statusRows(id))).toEqual(skip);
  });
});

describe("rows that make no sense", () => {
  it("a status row without a request id fails the mail with the reason", async () => {
    const { id } = await requestOf(1);
    const [row] = await mailsOfRequest(t.db, id);
    if (!row) throw new Error("no row");
    await expect(render(t, [{ ...row, kind: "request-status", payload: {} }])).rejects.toThrow(
      /has no valid changes/,
    );
    await expect(render(t, [{ ...row, payload: { requestId: "x" } }])).rejects.toThrow(
      /names no repair request/,
    );
  });

  it("a request that is gone is skipped", async () => {
    const { id } = await requestOf(1);
    const rows = await mailsOfRequest(t.db, id);
    const gone = rows.map((row) => ({ ...row, payload: { requestId: 2_000_000_000 } }));
    expect(await render(t, gone.slice(0, 1))).toEqual({
      skip: "The repair request no longer exists",
    });
  });
});
