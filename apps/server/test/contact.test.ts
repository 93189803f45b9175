import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages } from "../src/db/schema";
import { uniqueEmail } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let ip = 0;
function send(payload: unknown, remoteAddress = `192.0.2.${++ip}`) {
  return t.app.inject({
    method: "POST",
    url: "/lifetime-outfitter/users/contact-form",
    headers: JSON_HEADERS,
    payload: JSON.stringify(payload),
    remoteAddress,
  });
}

describe("POST /users/contact-form", () => {
  it("stores the trimmed message and answers 201", async () => {
    const email = uniqueEmail("visitor");
    const response = await send({
      name: "  Lindiwe Dlamini ",
      email,
      message: "  My satchel strap needs a new rivet.  ",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: "Message sent successfully" });
    const rows = await t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Lindiwe Dlamini",
      message: "My satchel strap needs a new rivet.",
    });
  });

  it("validates every field with per-field issues", async () => {
    const response = await send({ name: "   ", email: "nope", message: "" });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.issues.map((issue: { path: string }) => issue.path).sort()).toEqual([
      "email",
      "message",
      "name",
    ]);
    expect(body.error).toBe(body.issues[0].message);
  });

  it("limits each IP to 10 messages a minute", async () => {
    const address = "192.0.2.250";
    for (let i = 0; i < 10; i++) {
      const ok = await send(
        { name: "Spam", email: uniqueEmail("spam"), message: `#${i}` },
        address,
      );
      expect(ok.statusCode).toBe(201);
    }
    const limited = await send(
      { name: "Spam", email: uniqueEmail("spam"), message: "more" },
      address,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many messages/);
  });
});
