import type { ContactMessageRecord } from "@lo/domain";
import { focusManager } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordingServer, renderAdminPage, type Answer, type Call } from "../../../test/admin-list";
import MessagesPage from "./messages-page";

function message(overrides: Partial<ContactMessageRecord> = {}): ContactMessageRecord {
  return {
    id: 1,
    name: "Lindiwe Dlamini",
    email: "lindiwe@example.com",
    message: "My satchel strap needs a new rivet.\nCan you help?",
    createdAt: "2027-03-14T08:30:00.000Z",
    readAt: null,
    answeredAt: null,
    archivedAt: null,
    ...overrides,
  };
}

const NOW = "2027-03-15T09:00:00.000Z";

/**
 * A fake API for the inbox: the list answers from `list(params)`, the count is `unread`, and a
 * PATCH answers the message with the change applied (dates set to NOW).
 */
function server(options: {
  list?: (params: URLSearchParams) => Answer;
  unread?: number | (() => number);
}) {
  const known = new Map<number, ContactMessageRecord>();
  return recordingServer((call, path) => {
    if (path === "/admin/messages/unread-count") {
      const unread = typeof options.unread === "function" ? options.unread() : options.unread;
      return { status: 200, body: { unread: unread ?? 0 } };
    }
    if (path === "/admin/messages" && call.method === "GET") {
      const answer = options.list?.(call.url.searchParams) ?? {
        status: 200,
        body: { data: [], total: 0 },
      };
      const body = answer.body as { data?: ContactMessageRecord[] } | undefined;
      body?.data?.forEach((record) => known.set(record.id, record));
      return answer;
    }
    const patched = /^\/admin\/messages\/(\d+)$/.exec(path);
    if (patched && call.method === "PATCH") {
      const current = known.get(Number(patched[1]));
      if (!current) return { status: 404, body: { error: "Message not found." } };
      const change = call.body as { read?: boolean; archived?: boolean; answered?: boolean };
      const stamp = (on: boolean | undefined, was: string | null) =>
        on === undefined ? was : on ? (was ?? NOW) : null;
      const saved = {
        ...current,
        readAt: change.answered ? (current.readAt ?? NOW) : stamp(change.read, current.readAt),
        archivedAt: stamp(change.archived, current.archivedAt),
        answeredAt:
          change.answered === undefined ? current.answeredAt : change.answered ? NOW : null,
      };
      known.set(saved.id, saved);
      return { status: 200, body: saved };
    }
    return { status: 500, body: { error: "unexpected call" } };
  });
}

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.method === "GET" && call.url.pathname.endsWith("/admin/messages"));
const patches = (calls: Call[]) => calls.filter((call) => call.method === "PATCH");

const renderInbox = (path = "/admin/messages") =>
  renderAdminPage("/admin/messages", <MessagesPage />, undefined, path);

// A mailto: link is followed by the browser; jsdom cannot, so the default is held back here
// (React's onClick still runs, as in a browser).
const holdLinks = (event: Event) => event.preventDefault();
beforeEach(() => document.addEventListener("click", holdLinks));
afterEach(() => {
  document.removeEventListener("click", holdLinks);
  toast.dismiss();
});

describe("MessagesPage", () => {
  it("says it is loading, then lists the messages newest first, the unread ones marked", async () => {
    const calls = server({
      unread: 1,
      list: () => ({
        status: 200,
        body: {
          data: [
            message(),
            message({
              id: 2,
              name: "Pieter Botha",
              email: "pieter@example.com",
              message: "Thank you for the belt!",
              readAt: NOW,
              answeredAt: NOW,
            }),
          ],
          total: 2,
        },
      }),
    });
    renderInbox();
    expect(screen.getByRole("status")).toHaveTextContent("Loading messages...");

    const unread = await screen.findByRole("article", { name: "Unread: Lindiwe Dlamini" });
    expect(unread).toHaveAttribute("data-unread", "true");
    expect(unread.className).toContain("border-brass");
    expect(within(unread).getByText(/My satchel strap needs a new rivet/)).toBeInTheDocument();
    const read = screen.getByRole("article", { name: "Pieter Botha" });
    expect(read).not.toHaveAttribute("data-unread");
    expect(within(read).getByText("Answered")).toBeInTheDocument();
    expect(screen.getAllByRole("article").map((article) => article.textContent)).toHaveLength(2);
    expect(screen.getByText("Showing 1–2 of 2")).toBeInTheDocument();
    expect(await screen.findByText("1 unread")).toBeInTheDocument();
    // Paged on the server, the inbox by default.
    const [first] = listCalls(calls);
    expect(first?.url.searchParams.get("limit")).toBe("20");
    expect(first?.url.searchParams.get("offset")).toBe("0");
    expect(first?.url.searchParams.get("view")).toBeNull();
  });

  it("says when there are no messages, none matching a search, or none archived", async () => {
    const calls = server({ list: () => ({ status: 200, body: { data: [], total: 0 } }) });
    const { user } = renderInbox();
    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Search messages"), "rivet");
    expect(await screen.findByText("No messages found matching your search.")).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url.searchParams.get("q")).toBe("rivet");
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    await user.click(screen.getByRole("button", { name: "Archived" }));
    expect(await screen.findByText("No archived messages.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Archived" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    expect(listCalls(calls).at(-1)?.url.searchParams.get("view")).toBe("archived");
  });

  it("says when the messages could not be fetched, and Try again asks again", async () => {
    let fail = true;
    server({
      list: () =>
        fail
          ? { status: 500, body: { error: "Something went wrong." } }
          : { status: 200, body: { data: [message()], total: 1 } },
    });
    const { user } = renderInbox();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Failed to fetch messages. Please try again.");
    fail = false;
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("article", { name: "Unread: Lindiwe Dlamini" })).toBeVisible();
  });

  it("opening a message shows all of it and marks it read; Mark as unread undoes that", async () => {
    const calls = server({
      unread: 1,
      list: () => ({ status: 200, body: { data: [message()], total: 1 } }),
    });
    const { user } = renderInbox();
    const toggle = await screen.findByRole("button", { name: /Lindiwe Dlamini/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByText("Received")).toBeInTheDocument();
    await waitFor(() => expect(patches(calls).map((call) => call.body)).toEqual([{ read: true }]));
    const article = await screen.findByRole("article", { name: "Lindiwe Dlamini" });
    expect(article).not.toHaveAttribute("data-unread");

    await user.click(within(article).getByRole("button", { name: "Mark as unread" }));
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ read: false }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
    expect(await screen.findByRole("article", { name: "Unread: Lindiwe Dlamini" })).toBeVisible();
    // The navigation's count is asked again after each change.
    const counts = calls.filter((call) => call.url.pathname.endsWith("/unread-count"));
    expect(counts.length).toBeGreaterThanOrEqual(3);
  });

  it("Reply is a mailto: link to the sender with the quoted message, and records the answer", async () => {
    const calls = server({
      list: () => ({ status: 200, body: { data: [message({ readAt: NOW })], total: 1 } }),
    });
    const { user } = renderInbox();
    await user.click(await screen.findByRole("button", { name: /Lindiwe Dlamini/ }));
    const reply = screen.getByRole("link", { name: "Reply to Lindiwe Dlamini" });
    const href = reply.getAttribute("href") ?? "";
    expect(href.startsWith("mailto:lindiwe@example.com?subject=")).toBe(true);
    expect(href).toContain(encodeURIComponent("Re: Your message to Lifetime Outfitter"));
    expect(href).toContain(
      encodeURIComponent("> My satchel strap needs a new rivet.\r\n> Can you help?"),
    );
    await user.click(reply);
    await waitFor(() =>
      expect(patches(calls).map((call) => call.body)).toEqual([{ answered: true }]),
    );
    const article = screen.getByRole("article", { name: "Lindiwe Dlamini" });
    expect(await within(article).findByText("Answered", { selector: "dt" })).toBeInTheDocument();
    expect(within(article).getByText("Answered", { selector: "[data-slot=badge]" })).toBeVisible();
  });

  it("Archive takes the message out of the inbox, with Undo; the archive can send it back", async () => {
    let archived = false;
    const calls = server({
      list: (params) => {
        const inArchive = params.get("view") === "archived";
        const shown = archived === inArchive;
        const record = message({ readAt: NOW, archivedAt: archived ? NOW : null });
        return { status: 200, body: { data: shown ? [record] : [], total: shown ? 1 : 0 } };
      },
    });
    const { user } = renderInbox();
    await user.click(await screen.findByRole("button", { name: /Lindiwe Dlamini/ }));
    archived = true;
    await user.click(screen.getByRole("button", { name: "Archive" }));
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ archived: true }));
    expect(await screen.findByText("No messages yet.")).toBeInTheDocument();
    expect(await screen.findByText("Message archived")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Inbox" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Archived" }));
    const article = await screen.findByRole("article", { name: "Lindiwe Dlamini" });
    expect(within(article).getByText("Archived")).toBeInTheDocument();
    await user.click(within(article).getByRole("button", { name: /Lindiwe Dlamini/ }));
    archived = false;
    await user.click(within(article).getByRole("button", { name: "Move to inbox" }));
    await waitFor(() => expect(patches(calls).at(-1)?.body).toEqual({ archived: false }));
    expect(await screen.findByText("No archived messages.")).toBeInTheDocument();
  });

  it("pages through the server's pages, keeping the page in the address", async () => {
    const all = Array.from({ length: 45 }, (_, index) =>
      message({ id: index + 1, name: `Sender ${index + 1}`, readAt: NOW }),
    );
    const calls = server({
      list: (params) => {
        const offset = Number(params.get("offset"));
        const limit = Number(params.get("limit"));
        return { status: 200, body: { data: all.slice(offset, offset + limit), total: 45 } };
      },
    });
    const { user, router } = renderInbox("/admin/messages?page=2");
    expect(await screen.findByRole("article", { name: "Sender 21" })).toBeVisible();
    expect(screen.getByText("Showing 21–40 of 45")).toBeInTheDocument();
    expect(listCalls(calls)[0]?.url.searchParams.get("offset")).toBe("20");
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("article", { name: "Sender 41" })).toBeVisible();
    expect(router.state.location.search).toBe("?page=3");
  });

  it("a new message (the unread count rises when asked again) refreshes the list", async () => {
    let inbox = [message({ readAt: NOW })];
    let unread = 0;
    server({
      unread: () => unread,
      list: () => ({ status: 200, body: { data: inbox, total: inbox.length } }),
    });
    renderInbox();
    expect(await screen.findByRole("article", { name: "Lindiwe Dlamini" })).toBeVisible();
    inbox = [message({ id: 9, name: "Sipho Ndlovu" }), ...inbox];
    unread = 1;
    // The tab comes back into focus: the count is asked again, and the list follows it.
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole("article", { name: "Unread: Sipho Ndlovu" })).toBeVisible();
    expect(screen.getByText("1 unread")).toBeInTheDocument();
    act(() => focusManager.setFocused(undefined));
  });
});
