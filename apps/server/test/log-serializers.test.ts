import { Writable } from "node:stream";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { logSerializers, redactLinkTokens } from "../src/http/log-serializers";

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
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { level: "info", stream, serializers: logSerializers } });
    app.get("/lifetime-outfitter/track/:token", async () => ({ ok: true }));
    await app.inject({ method: "GET", url: `/lifetime-outfitter/track/${TOKEN}` });
    await app.close();
    const logged = lines.join("");
    expect(logged).toContain('"url":"/lifetime-outfitter/track/…"');
    expect(logged).not.toContain(TOKEN);
  });
});
