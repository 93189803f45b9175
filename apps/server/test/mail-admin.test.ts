import { readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxMails } from "../src/db/schema";
import { queueMail } from "../src/mail/outbox";
import { fileTransport } from "../src/mail/transport";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";
import { createCustomer, signInAs } from "./factories";

let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signInAs(t.app, t.db, "admin")).cookie;
  customer = (await signInAs(t.app, t.db, "customer")).cookie;
});

afterAll(async () => {
  await t.close();
});

async function failedMail(values: Partial<typeof outboxMails.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(outboxMails)
    .values({
      kind: "request-received",
      toAddress: "thandi@example.test",
      state: "failed",
      attempts: 10,
      subject: "We have your repair request 12",
      lastError: "connect ECONNREFUSED 127.0.0.1:25",
      ...values,
    })
    .returning();
  if (!row) throw new Error("no row");
  return row;
}

describe("mails that could not be delivered (admin)", () => {
  it("lists failed mails, newest failure first, with recipient, subject and reason", async () => {
    const owner = await createCustomer(t.db, { email: "lindiwe@example.test" });
    const older = await failedMail({ updatedAt: new Date("2026-01-01T10:00:00Z") });
    const newer = await failedMail({
      toAddress: null,
      customerIdnumber: owner.user.idnumber,
      subject: null,
      kind: "request-status",
      lastError: "The mail could not be written: boom",
    });
    await queueMail(t.db, { kind: "request-received", to: "pending@example.test" });

    const response = await t.app.inject({
      url: "/lifetime-outfitter/admin/mail/failed",
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(2);
    expect(body.data.map((mail: { id: number }) => mail.id)).toEqual([newer.id, older.id]);
    expect(body.data[0]).toMatchObject({
      to: "lindiwe@example.test",
      subject: null,
      kind: "request-status",
      reason: "The mail could not be written: boom",
    });
    expect(body.data[1]).toMatchObject({
      to: "thandi@example.test",
      subject: "We have your repair request 12",
      attempts: 10,
      reason: "connect ECONNREFUSED 127.0.0.1:25",
      failedAt: "2026-01-01T10:00:00.000Z",
    });
    expect(JSON.stringify(body)).not.toContain(owner.user.idnumber);
  });

  it("retry puts a failed mail back in the queue with a fresh set of tries", async () => {
    const mail = await failedMail();
    const response = await t.app.inject({
      method: "POST",
      url: `/lifetime-outfitter/admin/mail/${mail.id}/retry`,
      headers: { cookie: admin, ...JSON_HEADERS },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "The mail will be sent again shortly." });
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, mail.id));
    expect(row).toMatchObject({ state: "pending", attempts: 0 });
    expect(row!.dueAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);

    const again = await t.app.inject({
      method: "POST",
      url: `/lifetime-outfitter/admin/mail/${mail.id}/retry`,
      headers: { cookie: admin, ...JSON_HEADERS },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe("This mail has not failed, so there is nothing to retry.");

    const missing = await t.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/admin/mail/999999999/retry",
      headers: { cookie: admin, ...JSON_HEADERS },
    });
    expect(missing.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "POST",
      url: "/lifetime-outfitter/admin/mail/abc/retry",
      headers: { cookie: admin, ...JSON_HEADERS },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses visitors (401) and customers (403)", async () => {
    const mail = await failedMail();
    for (const [cookie, status] of [
      [undefined, 401],
      [customer, 403],
    ] as const) {
      const list = await t.app.inject({
        url: "/lifetime-outfitter/admin/mail/failed",
        headers: cookie ? { cookie } : {},
      });
      expect(list.statusCode).toBe(status);
      const retry = await t.app.inject({
        method: "POST",
        url: `/lifetime-outfitter/admin/mail/${mail.id}/retry`,
        headers: { ...JSON_HEADERS, ...(cookie ? { cookie } : {}) },
      });
      expect(retry.statusCode).toBe(status);
    }
    const [row] = await t.db.select().from(outboxMails).where(eq(outboxMails.id, mail.id));
    expect(row?.state).toBe("failed");
  });
});

describe("mail without SMTP_URL", () => {
  it("is written as an .eml file under the mail directory, with one line saying so", async () => {
    const dir = join(tmpdir(), `lo-mail-${Date.now()}`);
    const lines: string[] = [];
    const transport = fileTransport(dir, "hello@lifetime-outfitter.test", (line) =>
      lines.push(line),
    );
    try {
      const path = await transport.send({
        to: "thandi@example.test",
        subject: "Your repair 7 is ready for collection",
        text: "Dear Thandi,\n\nIt is ready.\n",
        html: "<p>Dear Thandi,</p><p>It is ready.</p>",
      });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      expect(path).toBe(join(dir, files[0]!));
      expect(files[0]).toMatch(/your-repair-7-is-ready-for-collection\.eml$/);
      expect(lines).toEqual([
        `Mail to thandi@example.test: "Your repair 7 is ready for collection" written to ${path}`,
      ]);
      const parsed = await simpleParser(await readFile(path));
      expect(parsed.subject).toBe("Your repair 7 is ready for collection");
      expect(parsed.text).toContain("It is ready.");
      expect(parsed.html).toContain("<p>It is ready.</p>");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
