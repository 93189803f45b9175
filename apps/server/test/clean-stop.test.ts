import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerDatabase, TEST_DRIVER } from "./helpers";
import { call, startServer, type ServerProcess } from "./server-processes";
import { startTestSmtp, type TestSmtp } from "./smtp-inbox";

// A clean stop (decision 090): on SIGTERM a real server process finishes the request in flight,
// lets the mail being sent go and returns the rest to the outbox, closes its database and
// exits 0; started again on the same database, it loses nothing and sends nothing twice.

let smtp: TestSmtp;
let env: Record<string, string>;
let cleanUp: () => Promise<void>;

beforeAll(async () => {
  // A slow mail server: each mail takes 1.5 s to be accepted, so a stop comes while one goes.
  smtp = await startTestSmtp({ acceptAfterMs: 1500 });
  if (TEST_DRIVER === "postgres") {
    const database = await createServerDatabase();
    env = { DATABASE_URL: database.url };
    cleanUp = database.drop;
  } else {
    const dataDir = await mkdtemp(join(tmpdir(), "lo-clean-stop-"));
    env = { DATA_DIR: dataDir };
    cleanUp = () => rm(dataDir, { recursive: true, force: true });
  }
  env = { ...env, SMTP_URL: smtp.url, WORKSHOP_EMAIL: "workshop@example.test" };
}, 60_000);

afterAll(async () => {
  await smtp.close();
  await cleanUp();
});

const message = (n: number) => `Message ${n} of the clean-stop test`;

const sendMessage = (server: ServerProcess, n: number) =>
  call(server, "POST", "/users/contact-form", {
    ip: `10.40.0.${n}`,
    body: { name: `Sender ${n}`, email: `sender${n}@example.test`, message: message(n) },
  });

/** A contact message whose body the client sends in two parts: the request stays in flight. */
function slowRequest(server: ServerProcess, n: number) {
  const body = JSON.stringify({
    name: `Sender ${n}`,
    email: `sender${n}@example.test`,
    message: message(n),
  });
  const request = http.request(`${server.base}/lifetime-outfitter/users/contact-form`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const answered = new Promise<number>((resolve, reject) => {
    request.on("response", (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("error", reject);
  });
  request.write(body.slice(0, 20));
  return { answered, finish: () => request.end(body.slice(20)) };
}

const until = async (test: () => boolean, timeoutMs = 20_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!test()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("SIGTERM", () => {
  it("finishes the request in flight and the mail being sent, and a restart sends the rest once", async () => {
    const first = await startServer(env);
    // Two messages: two workshop mails queued; the worker starts sending the first.
    expect((await sendMessage(first, 1)).status).toBe(201);
    expect((await sendMessage(first, 2)).status).toBe(201);
    const inFlight = slowRequest(first, 3);
    await until(() => smtp.offered >= 1);

    const stopped = first.terminate();
    // The rest of the body arrives after the signal: the request is still answered.
    await new Promise((resolve) => setTimeout(resolve, 200));
    inFlight.finish();
    expect(await inFlight.answered).toBe(201);
    expect(await stopped, first.output()).toBe(0);
    // The mail being sent went; the other one waits in the outbox.
    expect(smtp.mails).toHaveLength(1);

    const second = await startServer(env);
    try {
      await smtp.waitForMails(3, 30_000);
      // A moment more: nothing else (a repeat) arrives.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const texts = smtp.mails.map((mail) => mail.text ?? "");
      for (const n of [1, 2, 3]) {
        expect(
          texts.filter((text) => text.includes(message(n))),
          message(n),
        ).toHaveLength(1);
      }
      expect(smtp.mails).toHaveLength(3);
    } finally {
      await second.stop();
    }
  }, 120_000);
});
