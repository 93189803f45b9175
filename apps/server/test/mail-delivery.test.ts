import { eq, inArray } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type Db } from "../src/db/client";
import { outboxMails } from "../src/db/schema";
import type { MailKinds, OutboxRow } from "../src/mail/kinds";
import { queueMail } from "../src/mail/outbox";
import { smtpTransport, transportFor } from "../src/mail/transport";
import { claimDueMails, deliverDueMails, startMailWorker } from "../src/mail/worker";
import { createTestDatabase, testConfig, type TestDatabase } from "./helpers";
import { startTestSmtp, type TestSmtp } from "./mail-support";

const config = testConfig();

/** Test kinds: 'note' lists its group's payload texts; 'broken' cannot be written; 'nobody' skips. */
const kinds: MailKinds = {
  note: async (rows: OutboxRow[]) => ({
    to: rows[0]?.toAddress ?? "nobody@example.test",
    subject: `Note ${rows.map((row) => String(row.payload.text)).join(" + ")}`,
    text: rows.map((row) => String(row.payload.text)).join("\n"),
    html: `<p>${rows.map((row) => String(row.payload.text)).join("<br>")}</p>`,
  }),
  broken: async () => {
    throw new Error("template exploded");
  },
  nobody: async () => ({ skip: "The customer has no e-mail address" }),
};

let database: TestDatabase;
let smtp: TestSmtp;

beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  smtp = await startTestSmtp();
});

afterAll(async () => {
  await smtp.close();
  await database.close();
});

afterEach(async () => {
  smtp.mails.length = 0;
  smtp.refuseNext(0);
  await database.db.delete(outboxMails);
});

function worker(db: Db = database.db, retryDelaysSeconds: number[] = [0, 0]) {
  return {
    db,
    config,
    kinds,
    transport: smtpTransport(smtp.url, config.mailFrom),
    retryDelaysSeconds,
  };
}

async function drain(options = worker()) {
  try {
    while ((await deliverDueMails(options)) > 0);
  } finally {
    await options.transport.close();
  }
}

async function rowsOf(db: Db = database.db) {
  return db.select().from(outboxMails).orderBy(outboxMails.id);
}

describe("the mail delivery worker", () => {
  it("sends a queued mail over SMTP with both parts and records it sent", async () => {
    await database.db.transaction((tx) =>
      queueMail(tx, { kind: "note", to: "thandi@example.test", payload: { text: "hello" } }),
    );
    await drain();
    const [mail] = await smtp.waitForMails(1);
    expect(mail?.subject).toBe("Note hello");
    expect(mail?.to).toMatchObject({ text: "thandi@example.test" });
    expect(mail?.from?.value[0]).toMatchObject({
      name: "Lifetime Outfitter",
      address: config.mailFrom,
    });
    expect(mail?.text?.trim()).toBe("hello");
    expect(mail?.html).toContain("<p>hello</p>");
    const [row] = await rowsOf();
    expect(row).toMatchObject({ state: "sent", attempts: 1, subject: "Note hello" });
    expect(row?.deliveredAs).toBe(mail?.messageId);
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it("queues nothing when the change that causes the mail rolls back", async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queueMail(tx, { kind: "note", to: "a@example.test", payload: { text: "x" } });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await rowsOf()).toEqual([]);
  });

  it("holds a mail until its window has passed, then sends its group as one mail", async () => {
    const group = { kind: "note", to: "a@example.test", groupKey: "request-status:1" };
    await queueMail(database.db, { ...group, payload: { text: "one" }, delaySeconds: 1 });
    await queueMail(database.db, { ...group, payload: { text: "two" }, delaySeconds: 1 });
    await queueMail(database.db, { ...group, payload: { text: "three" }, delaySeconds: 1 });
    await queueMail(database.db, { kind: "note", to: "b@example.test", payload: { text: "own" } });
    await drain();
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(["Note own"]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await drain();
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(["Note own", "Note one + two + three"]);
    expect((await rowsOf()).map((row) => row.state)).toEqual(["sent", "sent", "sent", "sent"]);
  });

  it("retries a mail the server refused, then delivers it once", async () => {
    await queueMail(database.db, { kind: "note", to: "a@example.test", payload: { text: "r" } });
    smtp.refuseNext(1);
    const options = worker(database.db, [0.2, 0.2]);
    await deliverDueMails(options);
    let [row] = await rowsOf();
    expect(row).toMatchObject({ state: "pending", attempts: 1 });
    expect(row?.lastError).toMatch(/451|try again later/i);
    expect(smtp.mails).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await drain(options);
    [row] = await rowsOf();
    expect(row).toMatchObject({ state: "sent", attempts: 2, lastError: null });
    expect(smtp.mails).toHaveLength(1);
  });

  it("marks a mail failed with the reason after its last try", async () => {
    await queueMail(database.db, { kind: "note", to: "a@example.test", payload: { text: "f" } });
    smtp.refuseNext(2);
    await drain(worker(database.db, [0]));
    const [row] = await rowsOf();
    expect(row).toMatchObject({ state: "failed", attempts: 2, subject: "Note f" });
    expect(row?.lastError).toMatch(/451|try again later/i);
    expect(smtp.mails).toHaveLength(0);
  });

  it("marks a mail that cannot be written failed with the reason, and an unknown kind too", async () => {
    await queueMail(
      database.db,
      { kind: "broken", to: "a@example.test" },
      { kind: "vanished", to: "a@example.test" },
    );
    await drain();
    const rows = await rowsOf();
    expect(rows.map((row) => [row.state, row.lastError])).toEqual([
      ["failed", "The mail could not be written: template exploded"],
      ["failed", "No template for mail 'vanished'"],
    ]);
    expect(smtp.mails).toHaveLength(0);
  });

  it("records a mail with no one to send it to as skipped, with the reason", async () => {
    await queueMail(database.db, { kind: "nobody" });
    await drain();
    const [row] = await rowsOf();
    expect(row).toMatchObject({
      state: "skipped",
      lastError: "The customer has no e-mail address",
    });
    expect(smtp.mails).toHaveLength(0);
  });

  it("sends a mail once when the server stopped after the change committed and before sending", async () => {
    await database.db.transaction((tx) =>
      queueMail(tx, { kind: "note", to: "a@example.test", payload: { text: "crash" } }),
    );
    // A worker takes the mail and dies before sending it: no one else sends it while its
    // claim lasts; once the claim lapses, the next worker sends it, once.
    const claimed = await claimDueMails(database.db, 10, 1);
    expect(claimed).toHaveLength(1);
    await drain();
    expect(smtp.mails).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await drain();
    await drain();
    expect(smtp.mails.map((mail) => mail.subject)).toEqual(["Note crash"]);
  });

  it("the server's worker sends mail as it is queued, and stops cleanly", async () => {
    const transport = smtpTransport(smtp.url, config.mailFrom);
    const running = startMailWorker({
      db: database.db,
      config,
      kinds,
      transport,
      pollMs: 50,
    });
    try {
      await queueMail(database.db, { kind: "note", to: "a@example.test", payload: { text: "w" } });
      running.wake();
      await smtp.waitForMails(1);
    } finally {
      await running.stop();
      await transport.close();
    }
    expect((await rowsOf())[0]?.state).toBe("sent");
  });

  it("two workers sharing one database send each mail exactly once", async () => {
    // On PostgreSQL the second worker has a connection pool of its own, as a second server
    // process would; on PGlite both share the one embedded database.
    const { handle } = database;
    const second =
      handle.kind === "postgres"
        ? await openPostgres((handle.pool.options as { connectionString: string }).connectionString)
        : undefined;
    try {
      const count = 60;
      await queueMail(
        database.db,
        ...Array.from({ length: count }, (_, index) => ({
          kind: "note",
          to: "a@example.test",
          payload: { text: `m${index}` },
        })),
      );
      const batch = { batchSize: 5 };
      await Promise.all([
        drain({ ...worker(), ...batch }),
        drain({ ...worker(second?.db ?? database.db), ...batch }),
      ]);
      await smtp.waitForMails(count);
      const subjects = smtp.mails.map((mail) => mail.subject);
      expect(new Set(subjects).size).toBe(count);
      expect(subjects).toHaveLength(count);
      const states = await database.db
        .select({ state: outboxMails.state })
        .from(outboxMails)
        .where(inArray(outboxMails.state, ["sent"]));
      expect(states).toHaveLength(count);
    } finally {
      await second?.close();
    }
  });

  it("leaves other rows alone when one is sent", async () => {
    await queueMail(database.db, { kind: "note", to: "a@example.test", delaySeconds: 3600 });
    await drain();
    const [row] = await database.db.select().from(outboxMails).where(eq(outboxMails.kind, "note"));
    expect(row?.state).toBe("pending");
    expect(smtp.mails).toHaveLength(0);
  });
});

describe("SMTP_REQUIRE_TLS", () => {
  const mail = { to: "a@example.test", subject: "Plain", text: "hello", html: "<p>hello</p>" };
  const noLog = () => {};

  it("refuses to send to a server that offers no STARTTLS; off, it sends", async () => {
    // The test server has STARTTLS turned off, as a misconfigured or tampered-with one would.
    const offeredBefore = smtp.offered;
    const required = transportFor({ ...config, smtpUrl: smtp.url, smtpRequireTls: true }, noLog);
    try {
      await expect(required.send(mail)).rejects.toMatchObject({
        code: "ETLS",
        message: expect.stringContaining("STARTTLS"),
      });
    } finally {
      await required.close();
    }
    // Refused before any mail was offered: the message never left.
    expect(smtp.offered).toBe(offeredBefore);
    expect(smtp.mails).toEqual([]);

    const optional = transportFor({ ...config, smtpUrl: smtp.url, smtpRequireTls: false }, noLog);
    try {
      await optional.send(mail);
    } finally {
      await optional.close();
    }
    expect(smtp.mails.map((sent) => sent.subject)).toEqual(["Plain"]);
  });
});
