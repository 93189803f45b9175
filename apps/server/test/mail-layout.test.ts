import { describe, expect, it } from "vitest";
import { renderFrame } from "../src/mail/layout";

describe("the mail frame", () => {
  const { text, html } = renderFrame({
    firstName: "Thandi <b>",
    heading: "We have your repair request",
    blocks: [
      { kind: "paragraph", text: "Fish & chips <script>alert(1)</script>" },
      { kind: "item", title: "Weekend Duffel", lines: ["Serial number: LO-1", "Problem: strap"] },
      { kind: "list", items: ["one", "two"] },
      { kind: "button", label: "Follow your repair", url: "https://shop.test/track/abc?x=1&y=2" },
    ],
    unsubscribeUrl: "https://shop.test/unsubscribe/tok",
  });

  it("greets by first name and carries the workshop's name, address, hours and phone in both parts", () => {
    for (const part of [text, html]) {
      expect(part).toContain("Lifetime Outfitter");
      expect(part).toContain("14 Tanner");
      expect(part).toContain("Monday – Saturday");
      expect(part).toContain("+27 21 555 0142");
    }
    expect(text).toMatch(/^Dear Thandi <b>,/);
    expect(text).toContain("Follow your repair: https://shop.test/track/abc?x=1&y=2");
    expect(text).toContain("  Serial number: LO-1");
    expect(text).toContain("https://shop.test/unsubscribe/tok");
  });

  it("escapes every text in the HTML part and loads nothing from elsewhere", () => {
    expect(html).toContain("Dear Thandi &lt;b&gt;,");
    expect(html).toContain("Fish &amp; chips &lt;script&gt;");
    expect(html).not.toContain("<script>");
    expect(html).toContain('href="https://shop.test/track/abc?x=1&amp;y=2"');
    expect(html).not.toMatch(/<img|<link|url\(|@import|<style/i);
  });
});
