import type { RepairRequestRecord, RepairStatistics } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { asSent, recordRequests, type SentCall } from "../../../test/recording-server";
import { ADMIN, renderPage } from "../../../test/render";
import { repairRequestRecord as repairRequest } from "../../../test/repair-request-record";
import ManageRepairRequestsPage from "./manage-repair-requests-page";

const STATISTICS: RepairStatistics = {
  totalRequests: 3,
  pending: 1,
  inProgress: 1,
  completed: 1,
  openRequests: 2,
  averageDaysOpen: 4.5,
  overdue: 0,
};

/** A fake API: the list answers with `requests`, updates with `onUpdate`. */
function fakeApi(
  options: {
    requests?: RepairRequestRecord[];
    list?: (url: URL) => { status: number; body?: unknown } | undefined;
    onUpdate?: (body: unknown) => { status: number; body?: unknown };
  } = {},
) {
  return recordRequests(({ url: parsed, body }) => {
    if (parsed.pathname.endsWith("/users/me")) return { status: 200, body: ADMIN };
    if (parsed.pathname.endsWith("/repairs/statistics")) return { status: 200, body: STATISTICS };
    if (parsed.pathname.endsWith("/repairs/get-admin-repairs")) {
      const custom = options.list?.(parsed);
      if (custom) return custom;
      const requests = options.requests ?? [repairRequest()];
      return { status: 200, body: { repairRequests: requests, total: requests.length } };
    }
    if (parsed.pathname.endsWith("/repairs/revoke-tracking-link/41")) {
      return { status: 200, body: { trackingUrl: "http://shop.test/track/new-link" } };
    }
    if (parsed.pathname.includes("/repairs/update-repair/") && options.onUpdate) {
      return options.onUpdate(body);
    }
    return { status: 404, body: { error: "Not here" } };
  }, asSent);
}

/** A request's row in the table. */
const requestRow = (id = 41) =>
  screen.findByRole("row", { name: new RegExp(`Request #${id}(?!\\d)`) });

/** Opens a request's lines under its row (a real button). */
async function expand(user: { click: (element: Element) => Promise<void> }, id = 41) {
  await requestRow(id);
  await user.click(screen.getByRole("button", { name: `Show items of request #${id}` }));
}

/** A line's row in its request's lines table (the request opened). */
function lineRow(serial: string, id = 41) {
  const table = screen.getByRole("table", { name: `Items in repair request ${id}` });
  return within(table).getByRole("row", { name: new RegExp(serial) });
}

async function openUpdate(user: { click: (element: Element) => Promise<void> }, serial: string) {
  await expand(user);
  await user.click(within(lineRow(serial)).getByRole("button", { name: `Update ${serial}` }));
}

/** The requests page at /admin/requests, as the admin. */
const renderRequests = () =>
  renderPage(<ManageRepairRequestsPage />, { path: "/admin/requests", user: ADMIN });

/** The requests page with WAL-001's update dialog open. */
async function openLineDialog() {
  const { user } = renderRequests();
  await openUpdate(user, "WAL-001");
  return { user, dialog: await screen.findByRole("dialog") };
}

/** Types a workshop note in the open dialog, saves and confirms. */
async function saveNote(user: UserEvent, dialog: HTMLElement, note: string) {
  await user.type(within(dialog).getByLabelText(/New Workshop Note/), note);
  await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
  await user.click(await screen.findByRole("button", { name: "Confirm Update" }));
}

const listCalls = (calls: SentCall[]) =>
  calls
    .filter((call) => call.url.includes("/repairs/get-admin-repairs"))
    .map((call) => new URL(call.url, "http://localhost").searchParams);

describe("Manage Repair Requests", { timeout: 20_000 }, () => {
  it("shows the statistics and each request with its lines, states and notes", async () => {
    fakeApi();
    const { user } = renderRequests();

    const row = await requestRow();
    expect(within(row).getByRole("link", { name: "Thandi Mokoena" })).toHaveAttribute(
      "href",
      "/admin/customers/8001015009087",
    );
    expect(within(row).getByRole("link", { name: "Request #41" })).toHaveAttribute(
      "href",
      "/admin/requests/41",
    );
    expect(within(row).getByText("thandi@example.com")).toBeInTheDocument();
    // In its column, and under the customer where the column gives way (below lg, by CSS).
    expect(within(row).getAllByText("Workshop bench 2")).toHaveLength(2);
    expect(row).toHaveTextContent("0 of 2 items ready");
    expect(screen.queryByRole("table", { name: /Items in repair request/ })).toBeNull();
    await expand(user);
    const wallet = lineRow("WAL-001");
    expect(within(wallet).getByText("Stitching loose on the spine")).toBeInTheDocument();
    expect(within(wallet).getByText("No logs")).toBeInTheDocument();
    expect(within(wallet).getByText("Pending")).toBeInTheDocument();

    // The latest note shows; View opens the whole dated log, Hide closes it.
    const belt = lineRow("BLT-002");
    // The latest message is shown above the log and is also the log's last entry.
    expect(within(belt).getAllByText("Waiting for a new buckle")[0]).toBeVisible();
    expect(within(belt).getByText("Received at the workshop")).not.toBeVisible();
    await user.click(within(belt).getByRole("button", { name: /^View/ }));
    const log = within(belt).getByRole("list", { name: "Workshop log for BLT-002" });
    expect(within(log).getByText("Received at the workshop")).toBeVisible();
    expect(within(log).getAllByText(/Pieter van Wyk/)).toHaveLength(2);
    await user.click(within(belt).getByRole("button", { name: /^Hide/ }));
    expect(within(belt).getByText("Received at the workshop")).not.toBeVisible();

    const stats = screen.getByRole("region", { name: "Repair statistics" });
    const statCard = (label: string) => within(stats).getByText(label).parentElement?.parentElement;
    expect(statCard("Total Requests")).toHaveTextContent("Total Requests3");
    expect(statCard("In Progress")).toHaveTextContent("1");
    expect(within(stats).getByText("4.5")).toBeInTheDocument();
    expect(within(stats).getByText("2 open requests")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New Request" })).toHaveAttribute(
      "href",
      "/admin/repairs/create",
    );
  });

  it("asks the server for one page, and for the search and status the admin chooses", async () => {
    const { calls } = fakeApi({
      list: (url) =>
        url.searchParams.get("q") === "nobody"
          ? { status: 200, body: { repairRequests: [], total: 0 } }
          : undefined,
    });
    const { user } = renderRequests();
    await requestRow();
    const first = listCalls(calls)[0];
    expect(first?.get("limit")).toBe("20");
    expect(first?.get("offset")).toBe("0");
    expect(first?.get("sort")).toBe("creationDate");
    expect(first?.get("dir")).toBe("desc");

    await user.type(screen.getByLabelText("Search"), "nobody");
    expect(
      await screen.findByText("No repair requests found matching your filters."),
    ).toBeInTheDocument();
    // Typing is debounced: one search for the whole word, not one per letter.
    const searches = listCalls(calls).filter((params) => params.has("q"));
    expect(searches.map((params) => params.get("q"))).toEqual(["nobody"]);

    await user.clear(screen.getByLabelText("Search"));
    await requestRow();

    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "In Progress" }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.get("status")).toBe("In Progress"));
  });

  it("says so when there are no requests at all", async () => {
    fakeApi({ requests: [] });
    renderRequests();
    expect(await screen.findByText("No repair requests available.")).toBeInTheDocument();
  });

  it("reports a failed list with the spec's message", async () => {
    fakeApi({ list: () => ({ status: 500, body: { error: "Boom" } }) });
    renderRequests();
    expect(
      await screen.findByText("Failed to fetch repair requests. Please try again."),
    ).toBeInTheDocument();
  });

  it("closes an unchanged update with 'Nothing has changed.' and sends nothing", async () => {
    const { calls } = fakeApi();
    const { user } = renderRequests();
    await openUpdate(user, "WAL-001");
    const dialog = await screen.findByRole("dialog", { name: "Update Repair Line" });
    expect(within(dialog).getByLabelText("Current Location")).toHaveValue("Workshop bench 2");
    // Spaces alone are not a change.
    await user.type(within(dialog).getByLabelText(/New Workshop Note/), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    expect(await screen.findByText("No Changes")).toBeInTheDocument();
    expect(screen.getByText("Nothing has changed.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("confirms the changed fields, saves the line with its and the request's versions and shows the result", async () => {
    const { calls } = fakeApi({
      onUpdate: () => ({
        status: 200,
        body: {
          message: "Repair request updated successfully",
          repairRequest: repairRequest({
            status: "In Progress",
            lastUpdateDate: new Date().toISOString(),
            products: [
              {
                ...repairRequest().products[0]!,
                state: "in-progress",
                version: 4,
                workshopLog: [
                  {
                    message: "Spine restitched",
                    timestamp: new Date().toISOString(),
                    author: "Pieter van Wyk",
                  },
                ],
              },
              repairRequest().products[1]!,
            ],
          }),
        },
      }),
    });
    const { user, dialog } = await openLineDialog();
    await user.click(within(dialog).getByRole("combobox", { name: "Status" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Pending",
      "En Route to Outfitter",
      "In Progress",
      "Ready for Collection",
      "En Route to Customer",
      "Completed",
    ]);
    await user.click(screen.getByRole("option", { name: "In Progress" }));
    await user.type(within(dialog).getByLabelText(/New Workshop Note/), "  Spine restitched  ");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    const confirm = await screen.findByRole("dialog", { name: "Confirm Update" });
    expect(within(confirm).getByText(/This action cannot be undone\./)).toBeInTheDocument();
    expect(within(confirm).getByText("Status")).toBeInTheDocument();
    expect(within(confirm).getByText("Workshop Note")).toBeInTheDocument();
    expect(within(confirm).getByText("Spine restitched")).toBeInTheDocument();
    expect(within(confirm).queryByText("Current Location")).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));

    expect(await screen.findByText("Repair Request Updated")).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url).toBe("/lifetime-outfitter/repairs/update-repair/41");
    expect(put?.body).toEqual({
      currentLocation: "Workshop bench 2",
      // The request's version: a location changed by someone else since is refused (409).
      version: 2,
      repair_lines: [
        {
          repairlineid: 7,
          state: "In Progress",
          problemDescription: "Stitching loose on the spine",
          workshopLog: "Spine restitched",
          version: 3,
        },
      ],
    });
    await waitFor(() =>
      expect(within(lineRow("WAL-001")).getByText("In Progress")).toBeInTheDocument(),
    );
    expect(within(lineRow("WAL-001")).getAllByText("Spine restitched")[0]).toBeVisible();
  });

  it("shows the server's message for a stale edit and reloads the line, keeping the note", async () => {
    let changedElsewhere = false;
    const stale = "This repair request was changed by someone else. Please reload and try again.";
    fakeApi({
      list: () => {
        if (!changedElsewhere) return undefined;
        const request = repairRequest();
        request.products[0] = {
          ...request.products[0]!,
          state: "ready-for-collection",
          version: 4,
        };
        return { status: 200, body: { repairRequests: [request], total: 1 } };
      },
      onUpdate: () => {
        changedElsewhere = true;
        return { status: 409, body: { error: stale, message: stale } };
      },
    });
    const { user, dialog } = await openLineDialog();
    await saveNote(user, dialog, "Checked");

    expect(await screen.findByText(stale)).toBeInTheDocument();
    // Back on the form with the other admin's state, the note still typed in.
    expect(
      await screen.findByText(/The form now shows the latest values; your note is kept\./),
    ).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveTextContent(
      "Ready for Collection",
    );
    expect(screen.getByLabelText(/New Workshop Note/)).toHaveValue("Checked");
  });

  it("after a 409 for a location changed elsewhere, shows the new location and saves with the new version", async () => {
    let changedElsewhere = false;
    const stale = "This repair request was changed by someone else. Please reload and try again.";
    const { calls } = fakeApi({
      list: () =>
        changedElsewhere
          ? {
              status: 200,
              body: {
                repairRequests: [repairRequest({ currentLocation: "Courier", version: 3 })],
                total: 1,
              },
            }
          : undefined,
      onUpdate: (body) => {
        if ((body as { version?: number }).version === 3) {
          return {
            status: 200,
            body: {
              message: "Repair request updated successfully",
              repairRequest: repairRequest({ currentLocation: "Courier", version: 3 }),
            },
          };
        }
        changedElsewhere = true;
        return { status: 409, body: { error: stale, message: stale } };
      },
    });
    const { user, dialog } = await openLineDialog();
    await saveNote(user, dialog, "Checked");

    // Only the request moved (the line's version is the same): the form still reloads. (Sonner
    // keeps toasts between tests, so the ones the tests above check are not looked for here.)
    expect(
      await screen.findByText(/The form now shows the latest values; your note is kept\./),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Current Location")).toHaveValue("Courier");
    expect(screen.getByLabelText(/New Workshop Note/)).toHaveValue("Checked");

    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm Update" });
    // Nothing but the note: the other admin's location is not sent back as a change.
    expect(within(confirm).queryByText("Current Location")).not.toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));
    // Saved: the dialog closes.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    const puts = calls.filter((call) => call.method === "PUT").map((call) => call.body);
    expect(puts).toEqual([
      expect.objectContaining({ currentLocation: "Workshop bench 2", version: 2 }),
      {
        currentLocation: "Courier",
        version: 3,
        repair_lines: [
          {
            repairlineid: 7,
            state: "Pending",
            problemDescription: "Stitching loose on the spine",
            workshopLog: "Checked",
            version: 3,
          },
        ],
      },
    ]);
  });

  it("reports any other failed update with the server's message", async () => {
    fakeApi({ onUpdate: () => ({ status: 500, body: {} }) });
    const { user, dialog } = await openLineDialog();
    await user.clear(within(dialog).getByLabelText("Current Location"));
    await user.type(within(dialog).getByLabelText("Current Location"), "Courier");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm Update" });
    expect(within(confirm).getByText("Current Location")).toBeInTheDocument();
    expect(within(confirm).getByText("Workshop bench 2")).toBeInTheDocument();
    expect(within(confirm).getByText("Courier")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));
    expect(
      await screen.findByText("Failed to update repair request. Please try again."),
    ).toBeInTheDocument();
  });

  it("refuses a blank location in the dialog", async () => {
    const { calls } = fakeApi();
    const { user, dialog } = await openLineDialog();
    await user.clear(within(dialog).getByLabelText("Current Location"));
    await user.type(within(dialog).getByLabelText("Current Location"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Please enter a location.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });

  it("marks the highlighted request", async () => {
    fakeApi({ requests: [repairRequest({ id: 40 }), repairRequest({ id: 41 })] });
    renderPage(<ManageRepairRequestsPage />, {
      path: "/admin/requests?highlight=41",
      user: ADMIN,
    });
    const row = await requestRow(41);
    expect(row).toHaveAttribute("data-highlighted", "true");
    expect(within(row).getByText("Highlighted")).toBeInTheDocument();
    expect(await requestRow(40)).not.toHaveAttribute("data-highlighted");
    // Its lines are open; the others' are not.
    expect(screen.getByRole("table", { name: "Items in repair request 41" })).toBeInTheDocument();
    expect(screen.queryByRole("table", { name: "Items in repair request 40" })).toBeNull();
    await waitFor(() => expect(row).toHaveFocus());
  });

  it("looks up a highlighted request that is not on the page and shows it first", async () => {
    const { calls } = fakeApi({
      list: (url) =>
        url.searchParams.get("q") === "99"
          ? { status: 200, body: { repairRequests: [repairRequest({ id: 99 })], total: 1 } }
          : undefined,
    });
    renderPage(<ManageRepairRequestsPage />, {
      path: "/admin/requests?highlight=99",
      user: ADMIN,
    });
    const pinned = await screen.findByRole("region", { name: "Highlighted request" });
    const row = within(pinned).getByRole("row", { name: /Request #99(?!\d)/ });
    expect(row).toHaveAttribute("data-highlighted", "true");
    // The page itself is unchanged beneath it.
    expect(await requestRow(41)).toBeInTheDocument();
    expect(listCalls(calls).some((params) => params.get("q") === "99")).toBe(true);
  });
});

describe("ManageRepairRequestsPage: the tracking link", { timeout: 20_000 }, () => {
  it("shows each request's link and lets the admin replace it", async () => {
    const { calls } = fakeApi({
      requests: [repairRequest({ trackingUrl: "http://shop.test/track/old-link" })],
    });
    const { user } = renderRequests();
    await expand(user);
    const section = screen.getByRole("region", { name: "Tracking link of request #41" });
    expect(within(section).getByRole("link")).toHaveAttribute(
      "href",
      "http://shop.test/track/old-link",
    );
    await user.click(within(section).getByRole("button", { name: "Revoke link of request #41" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Revoke link" }),
    );
    await waitFor(() =>
      expect(within(section).getByRole("link")).toHaveAttribute(
        "href",
        "http://shop.test/track/new-link",
      ),
    );
    expect(calls.filter((call: SentCall) => call.method === "POST")).toEqual([
      {
        method: "POST",
        url: "/lifetime-outfitter/repairs/revoke-tracking-link/41",
        body: undefined,
      },
    ]);
  });
});
