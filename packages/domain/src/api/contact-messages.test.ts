import { describe, expect, it } from "vitest";
import {
  adminMessagesQuerySchema,
  adminMessagesResponseSchema,
  CONTACT_MESSAGE_UPDATE_MESSAGES,
  contactMessageIdParamsSchema,
  contactMessageUpdateSchema,
  unreadMessagesResponseSchema,
} from "./contact-messages";

describe("the contact inbox's calls", () => {
  const record = {
    id: 7,
    name: "Lindiwe Dlamini",
    email: "lindiwe@example.com",
    message: "My satchel strap needs a new rivet.",
    createdAt: "2027-03-14T08:30:00.000Z",
    readAt: null,
    answeredAt: null,
    archivedAt: null,
  };

  it("a page of messages carries each date, null until it happens, and the total", () => {
    expect(adminMessagesResponseSchema.parse({ data: [record], total: 1 })).toEqual({
      data: [record],
      total: 1,
    });
    expect(
      adminMessagesResponseSchema.safeParse({
        data: [{ ...record, readAt: "yesterday" }],
        total: 1,
      }).success,
    ).toBe(false);
    expect(unreadMessagesResponseSchema.parse({ unread: 3 })).toEqual({ unread: 3 });
  });

  it("the list reads q, view, limit and offset from the query string; blanks mean 'not given'", () => {
    expect(
      adminMessagesQuerySchema.parse({ q: " rivet ", view: "archived", limit: "20", offset: "40" }),
    ).toEqual({ q: "rivet", view: "archived", limit: 20, offset: 40 });
    expect(adminMessagesQuerySchema.parse({ q: "", view: "" })).toEqual({});
    expect(adminMessagesQuerySchema.safeParse({ view: "spam" }).success).toBe(false);
    expect(adminMessagesQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
    expect(adminMessagesQuerySchema.safeParse({ offset: "-1" }).success).toBe(false);
  });

  it("a message is named by a positive whole number", () => {
    expect(contactMessageIdParamsSchema.parse({ id: "17" })).toEqual({ id: 17 });
    expect(contactMessageIdParamsSchema.safeParse({ id: "abc" }).success).toBe(false);
    expect(contactMessageIdParamsSchema.safeParse({ id: "99999999999" }).success).toBe(false);
  });

  it("an update sets read, archived or answered, and nothing else", () => {
    expect(contactMessageUpdateSchema.parse({ read: false })).toEqual({ read: false });
    expect(contactMessageUpdateSchema.parse({ archived: true, answered: true })).toEqual({
      archived: true,
      answered: true,
    });
    const empty = contactMessageUpdateSchema.safeParse({});
    expect(empty.success).toBe(false);
    expect(empty.error?.issues[0]?.message).toBe(CONTACT_MESSAGE_UPDATE_MESSAGES.nothingToChange);
    expect(contactMessageUpdateSchema.safeParse({ read: "yes" }).success).toBe(false);
    expect(contactMessageUpdateSchema.safeParse({ read: true, deleted: true }).success).toBe(false);
  });
});
