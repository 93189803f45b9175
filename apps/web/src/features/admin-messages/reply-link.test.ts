import type { ContactMessageRecord } from "@lo/domain";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { QUOTE_MAX_LENGTH, replyBody, replyHref, REPLY_SUBJECT } from "./reply-link";

const message: ContactMessageRecord = {
  id: 4,
  name: "Thandi Mokoena",
  email: "thandi+shop@example.com",
  message: "Hi & hello?\nIs 50% #off real?\n\nThanks",
  createdAt: "2027-03-14T08:30:00.000Z",
  readAt: null,
  answeredAt: null,
  archivedAt: null,
};

/** What a mail client makes of a mailto: link (RFC 6068). */
function parseMailto(href: string) {
  const url = new URL(href);
  expect(url.protocol).toBe("mailto:");
  const fields = Object.fromEntries(
    url.search
      .slice(1)
      .split("&")
      .map((pair) => pair.split("=").map(decodeURIComponent) as [string, string]),
  );
  return { to: decodeURIComponent(url.pathname), ...fields };
}

describe("the reply link", () => {
  it("opens a mail to the sender with the subject and the message quoted, every part encoded", () => {
    const href = replyHref(message);
    // Nothing in the message can end a part early or start another.
    expect(href.match(/[?]/g)).toHaveLength(1);
    expect(href.match(/&/g)).toHaveLength(1);
    expect(href).not.toMatch(/[\s#]/);
    expect(parseMailto(href)).toEqual({
      to: "thandi+shop@example.com",
      subject: "Re: Your message to Lifetime Outfitter",
      body: replyBody(message),
    });
    expect(REPLY_SUBJECT).toBe("Re: Your message to Lifetime Outfitter");
  });

  it("greets the sender, leaves room to write and quotes the message line by line (CRLF)", () => {
    expect(replyBody(message)).toBe(
      [
        "Dear Thandi Mokoena,",
        "",
        "",
        "",
        `On ${formatDateTime(message.createdAt)}, Thandi Mokoena <thandi+shop@example.com> wrote:`,
        "> Hi & hello?",
        "> Is 50% #off real?",
        ">",
        "> Thanks",
      ].join("\r\n"),
    );
  });

  it("quotes at most the first part of a very long message, so every mail client takes the link", () => {
    const long = { ...message, message: "word ".repeat(1000) };
    const body = replyBody(long);
    expect(body).toMatch(/ \[…\]$/);
    expect(body.length).toBeLessThan(QUOTE_MAX_LENGTH + 200);
  });
});
