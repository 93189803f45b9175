import type { AuditEntry } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { formatDateTime } from "@/lib/format";
import { ADMIN, fakeServer, renderPage } from "../../../test/render";
import { AuditHistory } from "./audit-history";

function entry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    at: "2027-03-18T13:45:00.000Z",
    actorName: "Pieter van Wyk",
    entityKind: "repair-line",
    entityId: "12",
    action: "update",
    changes: { state: { before: "in-progress", after: "ready-for-collection" } },
    ...overrides,
  };
}

describe("AuditHistory", () => {
  it("lists each change newest first with when, who and what in words", async () => {
    const fetchMock = fakeServer(() => ({
      status: 200,
      body: {
        entries: [
          entry(3, {
            entityKind: "customer",
            entityId: "8001015009087",
            changes: { cellphone: { before: "082 555 0199", after: "083 111 2222" } },
          }),
          entry(2, {
            entityKind: "note",
            entityId: "7",
            action: "create",
            changes: { note: { before: null, after: "Restitched the strap" } },
          }),
          entry(1),
        ],
        nextBefore: null,
      },
    }));
    renderPage(<AuditHistory subject={{ request: 4 }} />, { user: ADMIN });
    const list = await screen.findByRole("list", { name: "Recorded changes, newest first" });
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/lifetime-outfitter/audit-log?request=4");
    const items = within(list)
      .getAllByRole("listitem")
      .filter((item) => item.parentElement === list);
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent("Phone: 082 555 0199 → 083 111 2222");
    expect(items[0]).toHaveTextContent(
      `${formatDateTime("2027-03-18T13:45:00.000Z")} · Pieter van Wyk`,
    );
    expect(items[1]).toHaveTextContent("Note added: Restitched the strap");
    expect(items[2]).toHaveTextContent("State: In Progress → Ready for Collection");
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("shows the next page on 'Show more'", async () => {
    const fetchMock = fakeServer((url) =>
      url.includes("before=51")
        ? { status: 200, body: { entries: [entry(50, { entityId: "older" })], nextBefore: null } }
        : { status: 200, body: { entries: [entry(51, { entityId: "newer" })], nextBefore: 51 } },
    );
    const user = userEvent.setup();
    renderPage(<AuditHistory subject={{ serialno: "LO-BELT-1" }} />, { user: ADMIN });
    await screen.findByText("Line newer: changed");
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await screen.findByText("Line older: changed");
    expect(fetchMock.mock.calls.at(-1)?.[0]).toBe(
      "/lifetime-outfitter/audit-log?serialno=LO-BELT-1&before=51",
    );
    expect(screen.queryByRole("button", { name: "Show more" })).toBeNull();
  });

  it("says so when nothing is recorded yet", async () => {
    fakeServer(() => ({ status: 200, body: { entries: [], nextBefore: null } }));
    renderPage(<AuditHistory subject={{ customer: "8001015009087" }} />, { user: ADMIN });
    expect(await screen.findByText("No changes recorded yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "History" })).toBeInTheDocument();
  });
});
