import { describe, expect, it } from "vitest";
import { briefAgent, eventLabel } from "./entry-words";

describe("briefAgent", () => {
  it.each([
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
      "Safari 17 on iOS",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
      "Safari 17 on macOS",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86",
      "Edge 131 on Windows",
    ],
    [
      "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0",
      "Firefox 133 on Linux",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      "Chrome 131 on Android",
    ],
    ["curl/8.5.0", "curl/8.5.0"],
    [
      "SomeMonitoringTool/3.2 (+https://example.com/a/very/long/address)",
      "SomeMonitoringTool/3.2 (+https:/…",
    ],
  ])("describes %s as %s", (userAgent, brief) => {
    expect(briefAgent(userAgent)).toBe(brief);
  });

  it("has nothing to say without a User-Agent", () => {
    expect(briefAgent(null)).toBeNull();
  });
});

describe("eventLabel", () => {
  it("gives the domain's words, and an unknown key as it is stored", () => {
    expect(eventLabel("sign-in-limited")).toBe("Sign-in refused: too many attempts");
    expect(eventLabel("toString")).toBe("toString");
    expect(eventLabel("new-event")).toBe("new-event");
  });
});
