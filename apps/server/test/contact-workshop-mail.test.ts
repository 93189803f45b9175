import { simpleParser, type ParsedMail } from "mailparser";
import { and, eq, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { renderWorkshopContactMail, WORKSHOP_CONTACT_MAIL } from "../src/contact/workshop-mail";
import { contactMessages, outboxMails } from "../src/db/schema";
import type { OutboxRow, RenderedMail } from "../src/mail/kinds";
import { MAIL_KINDS } from "../src/mail-kinds";
import { uniqueEmail } from "./factories";
import { JSON_HEADERS } from "./helpers";
import { deliverAll } from "./mail-support";
import { setUpMailSuite, smtp, t } from "./mail-suite";

setUpMailSuite();

let ip = 0;
function send(payload: { name: string; email: string; message: string }) {
  return t.app.inject({
    method: "POST",
    url: "/lifetime-outfitter/users/contact-form",
    headers: JSON_HEADERS,
    payload: JSON.stringify(payload),
    remoteAddress: `198.51.100.${++ip}`,
  });
}

async function messagesFrom(email: string) {
  return t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

async function workshopMailsFor(messageId: number) {
  return t.db
    .select()
    .from(outboxMails)
    .where(
      and(
        eq(outboxMails.kind, WORKSHOP_CONTACT_MAIL),
        sql`${outboxMails.payload} ->> 'messageId' = ${String(messageId)}`,
      ),
    );
}

async function workshopMailCount(): Promise<number> {
  const rows = await t.db
    .select({ id: outboxMails.id })
    .from(outboxMails)
    .where(eq(outboxMails.kind, WORKSHOP_CONTACT_MAIL));
  return rows.length;
}

/** Sends the form and renders the workshop's mail its message queued, as the worker would. */
/** Runs `run` while a check constraint (never validated) refuses such rows of `table`. */
async function whileRefused(table: string, check: string, run: () => Promise<void>) {
  await t.db.execute(
    sql.raw(`alter table ${table} add constraint test_refuse check (${check}) not valid`),
  );
  try {
    await run();
  } finally {
    await t.db.execute(sql.raw(`alter table ${table} drop constraint test_refuse`));
  }
}

async function sendAndRender(payload: { name: string; email: string; message: string }) {
  expect((await send(payload)).statusCode).toBe(201);
  const [saved] = await messagesFrom(payload.email);
  const [row] = await workshopMailsFor(saved!.id);
  const outboxRow: OutboxRow = {
    id: row!.id,
    kind: row!.kind,
    toAddress: row!.toAddress,
    customerIdnumber: row!.customerIdnumber,
    payload: row!.payload as Record<string, unknown>,
    createdAt: row!.createdAt,
  };
  const rendered = await MAIL_KINDS[WORKSHOP_CONTACT_MAIL]!([outboxRow], {
    db: t.db,
    config: t.config,
  });
  if ("skip" in rendered) throw new Error(`skipped: ${rendered.skip}`);
  return { saved: saved!, row: row!, rendered };
}

/** The mail as a mail client reads it: composed by nodemailer, parsed by mailparser. */
async function asReceived(mail: RenderedMail) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: t.config.mailFrom, ...mail });
  return simpleParser(info.message as Buffer);
}

describe("the workshop is told of each contact message", () => {
  it("the form queues one 'workshop-contact' mail to WORKSHOP_EMAIL with the message it saved", async () => {
    const email = uniqueEmail("visitor");
    const response = await send({ name: "Lindiwe", email, message: "A rivet, please." });
    expect(response.statusCode).toBe(201);
    // requirements §7's answer, unchanged.
    expect(response.json()).toEqual({ message: "Message sent successfully" });
    const [saved] = await messagesFrom(email);
    const mails = await workshopMailsFor(saved!.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      toAddress: "workshop@lifetime-outfitter.test",
      customerIdnumber: null,
      groupKey: null,
      state: "pending",
      payload: { messageId: saved!.id },
    });
    expect(mails[0]!.dueAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("a message that cannot be saved queues no mail, and a mail that cannot be queued saves no message", async () => {
    const before = await workshopMailCount();
    const refusals = [
      { table: "contact_messages", allow: "name <> 'Refused Sender'", name: "Refused Sender" },
      { table: "outbox_mails", allow: "kind <> 'workshop-contact'", name: "Thabo" },
    ];
    for (const { table, allow, name } of refusals) {
      await whileRefused(table, allow, async () => {
        const email = uniqueEmail("refused");
        const response = await send({ name, email, message: "Hello" });
        expect(response.statusCode).toBe(500);
        expect(await messagesFrom(email)).toHaveLength(0);
        expect(await workshopMailCount()).toBe(before);
      });
    }
  });

  it("renders to the workshop, Reply-To the sender, with who wrote, when, their words and the inbox link", async () => {
    const email = uniqueEmail("thandi");
    const { saved, rendered } = await sendAndRender({
      name: "Thandi Mokoena",
      email,
      message: "Hello,\n\nMy <satchel> strap & buckle need work.\nThanks",
    });
    expect(rendered).toMatchObject({
      to: "workshop@lifetime-outfitter.test",
      subject: "New message from Thandi Mokoena",
      replyTo: `"Thandi Mokoena" <${email}>`,
    });
    const { text, html } = rendered;
    expect(text).toContain("Thandi Mokoena");
    expect(text).toContain(`E-mail: ${email}`);
    expect(text).toMatch(/Sent: \d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2}/);
    expect(text).toContain("> Hello,\n>\n> My <satchel> strap & buckle need work.\n> Thanks");
    expect(text).toContain("Open the inbox: https://shop.lifetime-outfitter.test/admin/messages");
    expect(html).toContain("My &lt;satchel&gt; strap &amp; buckle need work.<br>Thanks");
    expect(html).toContain('href="https://shop.lifetime-outfitter.test/admin/messages"');
    expect(html).not.toContain("<satchel>");
    // The workshop's own details, as in every mail; and never an ID number.
    for (const part of [text, html]) {
      expect(part).toContain("Lifetime Outfitter");
      expect(part).not.toMatch(/\d{13}/);
    }
    expect(saved.id).toBeGreaterThan(0);
  });

  it("a mail client reads both parts and replies to the sender, whatever the name holds", async () => {
    const email = uniqueEmail("odd");
    const { rendered } = await sendAndRender({
      name: 'Dr. "Sipho", Esq. <x@evil.test>',
      email,
      message: "Line one\nLine two",
    });
    const received = await asReceived(rendered);
    expect(received.replyTo?.value).toEqual([
      { name: 'Dr. "Sipho", Esq. <x@evil.test>', address: email },
    ]);
    expect(received.to && !Array.isArray(received.to) ? received.to.value : []).toEqual([
      { name: "", address: "workshop@lifetime-outfitter.test" },
    ]);
    expect(received.subject).toBe('New message from Dr. "Sipho", Esq. <x@evil.test>');
    expect(received.text).toContain("> Line one\n> Line two");
    expect(received.html).toContain("Line one<br>Line two");
  });

  it("a mail whose message is gone fails with the reason", async () => {
    const row: OutboxRow = {
      id: 1,
      kind: WORKSHOP_CONTACT_MAIL,
      toAddress: "workshop@lifetime-outfitter.test",
      customerIdnumber: null,
      payload: { messageId: 2_000_000_000 },
      createdAt: new Date(),
    };
    await expect(renderWorkshopContactMail([row], { db: t.db, config: t.config })).rejects.toThrow(
      "Contact message 2000000000 no longer exists.",
    );
    await expect(
      renderWorkshopContactMail([{ ...row, payload: {} }], { db: t.db, config: t.config }),
    ).rejects.toThrow("The mail names no contact message");
  });

  it("end to end: the form's message arrives at the workshop through a real SMTP server", async () => {
    const email = uniqueEmail("naledi");
    const arrived = smtp.mails.length;
    const response = await send({
      name: "Naledi Khumalo",
      email,
      message: "Good morning,\nMy briefcase handle came loose.\n\nKind regards, Naledi",
    });
    expect(response.statusCode).toBe(201);
    await deliverAll(t, smtp);
    const mails = (await smtp.waitForMails(arrived + 1)).slice(arrived);
    const mail = mails.find((received) => received.subject === "New message from Naledi Khumalo");
    expect(mail).toBeDefined();
    const addresses = (field: ParsedMail["to"]) =>
      (Array.isArray(field) ? field : field ? [field] : []).flatMap((group) => group.value);
    expect(addresses(mail!.to)).toEqual([
      { name: "", address: "workshop@lifetime-outfitter.test" },
    ]);
    expect(mail!.from?.value[0]?.address).toBe("hello@lifetime-outfitter.test");
    expect(mail!.replyTo?.value).toEqual([{ name: "Naledi Khumalo", address: email }]);
    expect(mail!.text).toContain(`E-mail: ${email}`);
    expect(mail!.text).toContain(
      "> Good morning,\n> My briefcase handle came loose.\n>\n> Kind regards, Naledi",
    );
    expect(mail!.text).toContain("https://shop.lifetime-outfitter.test/admin/messages");
    expect(mail!.html).toContain("Good morning,<br>My briefcase handle came loose.<br><br>");
    expect(mail!.html).toContain('href="https://shop.lifetime-outfitter.test/admin/messages"');
    for (const part of [mail!.text ?? "", String(mail!.html)]) expect(part).not.toMatch(/\d{13}/);
    // Delivered once, and recorded as sent.
    const [saved] = await messagesFrom(email);
    const [row] = await workshopMailsFor(saved!.id);
    expect(row).toMatchObject({ state: "sent", attempts: 1 });
    await deliverAll(t, smtp);
    expect(smtp.mails.filter((received) => received.subject === mail!.subject)).toHaveLength(1);
  });
});
