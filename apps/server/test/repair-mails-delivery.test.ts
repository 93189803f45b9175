import { formatWorkshopDate } from "@lo/domain";
import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { repairLines } from "../src/db/schema";
import { createProduct, signInAs, uniqueEmail } from "./factories";
import { deliverAll, startTestSmtp, type TestSmtp } from "./mail-support";
import { mailsOfRequest } from "./repair-mails-support";
import { admin, api, changeLine, setUpRepairSuite, t } from "./repairs-support";

// The repair mails end to end: queued by the real API calls, rendered and sent by the real
// delivery worker through a real SMTP server, read back as a mail client would (mailparser).

setUpRepairSuite();

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
});
afterAll(() => smtp.close());
afterEach(() => {
  smtp.mails.length = 0;
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Past the batching window (NOTIFY_BATCH_SECONDS is 1 in tests), then send what is due. */
async function deliverAfterWindow(): Promise<void> {
  await sleep(t.config.notifyBatchSeconds * 1000 + 150);
  await deliverAll(t, smtp);
}

async function customerRequest(pieces: number) {
  const customer = await signInAs(t.app, t.db, "customer", {
    name: "Thandi",
    surname: "Mokoena",
    email: uniqueEmail("thandi"),
  });
  const serials: string[] = [];
  for (let i = 0; i < pieces; i += 1) {
    serials.push(
      (await createProduct(t.db, { customerIdnumber: customer.user.idnumber })).serialno,
    );
  }
  const id = await api.createRepair(customer.cookie, customer.user.idnumber, serials);
  const idnumbers = [customer.user.idnumber, admin.user.idnumber];
  return { customer, serials, id, idnumbers };
}

const moveLine = (customerIdnumber: string, id: number, index: number, state: string) =>
  changeLine(customerIdnumber, id, index, { state });

function everything(mail: ParsedMail): string {
  return JSON.stringify({
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headerLines,
  });
}

/** A header as it was sent (mailparser folds the List-* headers into one object). */
function rawHeader(mail: ParsedMail | undefined, key: string): string | undefined {
  const line = mail?.headerLines.find((header) => header.key === key)?.line;
  return line?.replace(/\r?\n[ \t]+/g, " ").replace(/^[^:]+:\s*/, "");
}

/** The opt-out link of a status mail's List-Unsubscribe header. */
function optOutLink(mail: ParsedMail | undefined): string {
  const match = /^<(https:[^>]+)>$/.exec(rawHeader(mail, "list-unsubscribe") ?? "");
  if (!match?.[1]) throw new Error("no List-Unsubscribe link");
  return match[1];
}

const to = (mail: ParsedMail | undefined) =>
  (Array.isArray(mail?.to) ? mail?.to[0] : mail?.to)?.value[0]?.address;

describe("repair mails through a real SMTP server", () => {
  it("a new request: the customer's confirmation and the workshop's notice arrive, without an ID number", async () => {
    const { customer, serials, id, idnumbers } = await customerRequest(2);
    await deliverAll(t, smtp);
    const mails = await smtp.waitForMails(2);
    const received = mails.find((mail) => mail.subject === `We have your repair request ${id}`);
    const workshop = mails.find(
      (mail) => mail.subject === `New repair request ${id} from Thandi Mokoena`,
    );
    expect(to(received)).toBe(customer.user.email);
    expect(received?.text).toMatch(/^Dear Thandi,/);
    expect(received?.html).toContain("Dear Thandi,");
    for (const serial of serials) {
      expect(received?.text).toContain(`Serial number: ${serial}`);
      expect(received?.html).toContain(serial);
    }
    expect(received?.text).toMatch(/https:\/\/shop\.lifetime-outfitter\.test\/track\/[\w-]{43}/);
    expect(to(workshop)).toBe("workshop@lifetime-outfitter.test");
    expect(workshop?.replyTo?.value[0]?.address).toBe(customer.user.email);
    expect(workshop?.text).toContain(`/admin/requests?highlight=${id}`);
    for (const mail of [received, workshop]) {
      for (const idnumber of idnumbers)
        expect(everything(mail as ParsedMail)).not.toContain(idnumber);
    }
    expect((await mailsOfRequest(t.db, id)).map((row) => row.state)).toEqual(["sent", "sent"]);
  });

  it("three lines moved one by one within the window arrive as ONE mail listing all three, with the opt-out", async () => {
    const { customer, serials, id, idnumbers } = await customerRequest(3);
    await deliverAll(t, smtp);
    await smtp.waitForMails(2);
    smtp.mails.length = 0;

    await moveLine(customer.user.idnumber, id, 0, "in-progress");
    await moveLine(customer.user.idnumber, id, 1, "ready-for-collection");
    await moveLine(customer.user.idnumber, id, 2, "completed");
    // (The rows are held for the window, repair-mails-queue.test.ts; the worker takes a due
    // row's whole group with it, so the three go as one even if the moves took longer.)
    await deliverAfterWindow();
    const [mail] = await smtp.waitForMails(1);
    await sleep(100);
    expect(smtp.mails).toHaveLength(1);
    expect(mail?.subject).toBe(`Repair request ${id}: ready for collection`);
    expect(to(mail)).toBe(customer.user.email);
    for (const label of ["In Progress", "Ready for Collection", "Completed"]) {
      expect(mail?.text).toContain(`Moved to ${label}`);
    }
    for (const serial of serials) expect(mail?.text).toContain(serial);
    expect(mail?.text).toContain("Where and when to collect");
    expect(mail?.text).toContain("Monday – Saturday: Open all day");
    // How long the piece is kept: the Ready for Collection target (30 days by default) from
    // when it became ready, as a date in the workshop's time zone (decision 067).
    const [ready] = await t.db
      .select({ since: repairLines.stateSince })
      .from(repairLines)
      .where(
        and(eq(repairLines.repairRequestId, id), eq(repairLines.state, "ready-for-collection")),
      );
    const until = formatWorkshopDate(new Date(ready!.since!.getTime() + 30 * 86_400_000));
    expect(until).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(mail?.text).toContain(`We will keep it for you until ${until}.`);
    expect(mail?.html).toContain(`We will keep it for you until ${until}.`);

    const url = optOutLink(mail);
    expect(url).toMatch(/^https:\/\/shop\.lifetime-outfitter\.test\/unsubscribe\/[\w-]{43}$/);
    expect(rawHeader(mail, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(mail?.html).toContain(`href="${url}"`);
    expect(mail?.text).toContain(url);
    expect(everything(mail as ParsedMail)).not.toMatch(new RegExp(idnumbers.join("|")));
    const states = (await mailsOfRequest(t.db, id))
      .filter((row) => row.kind === "request-status")
      .map((row) => row.state);
    expect(states).toEqual(["sent", "sent", "sent"]);
  });

  it("after the one-click opt-out from that mail, the next status mail is skipped and recorded so", async () => {
    const { customer, id } = await customerRequest(1);
    await moveLine(customer.user.idnumber, id, 0, "in-progress");
    await deliverAfterWindow();
    const status = (await smtp.waitForMails(3)).find((mail) => mail.subject?.includes("news from"));
    const url = optOutLink(status);
    const oneClick = await t.app.inject({
      method: "POST",
      url: new URL(url).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(oneClick.statusCode).toBe(200);
    smtp.mails.length = 0;

    await moveLine(customer.user.idnumber, id, 0, "ready-for-collection");
    await deliverAfterWindow();
    expect(smtp.mails).toHaveLength(0);
    const last = (await mailsOfRequest(t.db, id)).at(-1);
    expect(last?.kind).toBe("request-status");
    expect(last?.state).toBe("skipped");
    expect(last?.lastError).toBe("The customer turned status mails off");
  });
});
