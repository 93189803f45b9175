import { describe, expect, it } from "vitest";
import { DrizzleQueryError } from "drizzle-orm";
import { redactLinkTokens, serializeError } from "../src/http/log-serializers";
import { appWithCapturedLogs } from "./captured-logs";

const TOKEN = "RCPyqDh7gQFEPO9gpb9dfw-dXb_N5a9gHvUIX1CxyRM";

describe("request logs leave tracking tokens out", () => {
  it("redacts the token of the page and of its API call, and nothing else", () => {
    expect(redactLinkTokens(`/track/${TOKEN}`)).toBe("/track/…");
    expect(redactLinkTokens(`/lifetime-outfitter/track/${TOKEN}?x=1`)).toBe(
      "/lifetime-outfitter/track/…?x=1",
    );
    expect(redactLinkTokens("/repairs/tracking-link/12")).toBe("/repairs/tracking-link/12");
    expect(redactLinkTokens("/products?q=track")).toBe("/products?q=track");
  });

  it("redacts a confirm-email link's token, in the page's query and in its API call", () => {
    expect(redactLinkTokens(`/confirm-email?token=${TOKEN}`)).toBe("/confirm-email?token=…");
    expect(redactLinkTokens(`/confirm-email?a=1&token=${TOKEN}#x`)).toBe(
      "/confirm-email?a=1&token=…#x",
    );
    expect(redactLinkTokens(`/lifetime-outfitter/account/email-confirmations/${TOKEN}`)).toBe(
      "/lifetime-outfitter/account/email-confirmations/…",
    );
    expect(redactLinkTokens("/account?tokens=1")).toBe("/account?tokens=1");
  });

  it("is what a Fastify logger with these serializers writes", async () => {
    const { app, logged } = appWithCapturedLogs("info");
    app.get("/lifetime-outfitter/track/:token", async () => ({ ok: true }));
    await app.inject({ method: "GET", url: `/lifetime-outfitter/track/${TOKEN}` });
    await app.close();
    expect(logged()).toContain('"url":"/lifetime-outfitter/track/…"');
    expect(logged()).not.toContain(TOKEN);
  });
});

describe("logs leave out every link token and a failed statement's personal data", () => {
  it("redacts the tokens of every kind of link, in the path and in ?token=", () => {
    expect(redactLinkTokens(`/unsubscribe/${TOKEN}`)).toBe("/unsubscribe/…");
    expect(redactLinkTokens(`/lifetime-outfitter/password-links/${TOKEN}`)).toBe(
      "/lifetime-outfitter/password-links/…",
    );
    expect(redactLinkTokens(`/set-password?token=${TOKEN}&x=1`)).toBe("/set-password?token=…&x=1");
  });

  it("redacts a transfer link's token: its page and each of its API calls", () => {
    expect(redactLinkTokens(`/transfer/${TOKEN}`)).toBe("/transfer/…");
    for (const call of ["", "/accept", "/account"]) {
      expect(redactLinkTokens(`/lifetime-outfitter/transfer-links/${TOKEN}${call}`)).toBe(
        `/lifetime-outfitter/transfer-links/…${call}`,
      );
    }
    // The owner's own transfer calls carry no token: left as they are.
    expect(redactLinkTokens("/lifetime-outfitter/transfers/mine")).toBe(
      "/lifetime-outfitter/transfers/mine",
    );
    expect(redactLinkTokens("/lifetime-outfitter/transfers/pending/LO-2041")).toBe(
      "/lifetime-outfitter/transfers/pending/LO-2041",
    );
  });

  it("keeps a transfer token out of what the logger writes", async () => {
    const { app, logged } = appWithCapturedLogs("info");
    app.post("/lifetime-outfitter/transfer-links/:token/account", async () => ({ ok: true }));
    app.get("/transfer/:token", async () => "page");
    await app.inject({
      method: "POST",
      url: `/lifetime-outfitter/transfer-links/${TOKEN}/account`,
    });
    await app.inject({ method: "GET", url: `/transfer/${TOKEN}` });
    await app.close();
    expect(logged()).toContain('"url":"/lifetime-outfitter/transfer-links/…/account"');
    expect(logged()).toContain('"url":"/transfer/…"');
    expect(logged()).not.toContain(TOKEN);
  });

  it("keeps a unique violation's constraint name but not the row it quotes", () => {
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_lower_unique"'),
      {
        code: "23505",
        severity: "ERROR",
        detail: "Key (lower(email))=(ann@example.test) already exists.",
      },
    );
    const error = new DrizzleQueryError(
      "insert into users values ($1, $2)",
      ["ann@example.test", "Ann"],
      cause,
    );
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain("users_email_lower_unique");
    expect(logged).toContain("insert into users values ($1, $2)");
    expect(logged).not.toContain("ann@example.test");
    expect(logged).not.toContain('Ann"');
  });
});
