import { REPAIR_LINE_ACTION_MESSAGES as M, type RepairRequestRecord } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listItemTexts } from "../../../test/list-item-texts";
import { asSent, recordRequests } from "../../../test/recording-server";
import { ADMIN, renderPage } from "../../../test/render";
import ManageRepairRequestsPage from "./manage-repair-requests-page";

const STATISTICS = {
  totalRequests: 2,
  pending: 2,
  inProgress: 0,
  completed: 0,
  openRequests: 2,
  averageDaysOpen: 1,
};

function line(id: number, serial: string, state = "pending", version = 1) {
  return {
    repairlineid: id,
    serialNumber: serial,
    productType: "Bifold Wallet",
    size: "Standard",
    color: "Dark Brown",
    problemDescription: `Problem with ${serial}`,
    state,
    workshopLog: [],
    version,
  } as RepairRequestRecord["products"][number];
}

function request(id: number, products: RepairRequestRecord["products"]): RepairRequestRecord {
  return {
    id,
    clientName: `Client ${id}`,
    clientEmail: `client${id}@example.com`,
    customeridnumber: `80010150090${id}`,
    currentLocation: "Workshop bench 2",
    creationDate: "2025-03-01T09:00:00.000Z",
    lastUpdateDate: "2025-03-02T09:00:00.000Z",
    status: "Pending",
    version: 1,
    products,
  };
}

const ONE = () => request(41, [line(7, "WAL-001"), line(8, "BLT-002")]);
const TWO = () => request(42, [line(9, "BAG-003")]);

type Answer = { status: number; body?: unknown };

function fakeApi(routes: Record<string, (body: unknown) => Answer> = {}) {
  return recordRequests(({ url, body }): Answer => {
    const path = url.pathname.replace("/lifetime-outfitter", "");
    if (path === "/users/me") return { status: 200, body: ADMIN };
    if (path === "/repairs/statistics") return { status: 200, body: STATISTICS };
    if (path === "/repairs/get-admin-repairs") {
      return { status: 200, body: { repairRequests: [ONE(), TWO()], total: 2 } };
    }
    const route = routes[path];
    return route ? route(body) : { status: 404, body: { error: "Not here" } };
  }, asSent);
}

const renderRequests = (path = "/admin/requests") =>
  renderPage(<ManageRepairRequestsPage />, { path, user: ADMIN });

const linesOf = (id: number) =>
  screen.getByRole("table", { name: `Items in repair request ${id}` });
const lineRow = (id: number, serial: string) =>
  within(linesOf(id)).getByRole("row", { name: new RegExp(serial) });

describe("Manage Repair Requests: the table's own actions", { timeout: 30_000 }, () => {
  it("opens a request's lines from the keyboard, and sorts by a heading in the address", async () => {
    fakeApi();
    const { user, router } = renderRequests();
    const toggle = await screen.findByRole("button", { name: "Show items of request #41" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(screen.getByRole("button", { name: "Hide items of request #41" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(linesOf(41)).getAllByRole("row")).toHaveLength(3);
    await user.keyboard(" ");
    expect(screen.queryByRole("table", { name: "Items in repair request 41" })).toBeNull();

    await user.click(screen.getByRole("button", { name: /Customer/ }));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=client"));
    await user.click(screen.getByRole("button", { name: /Customer/ }));
    // One sort encoding for every list: `sort` and `dir` (components/data-table/sort-param).
    await waitFor(() => expect(router.state.location.search).toBe("?sort=client&dir=desc"));
  });

  it("reads an older address's single sort value, and the sort picker shows it", async () => {
    const { calls } = fakeApi();
    renderRequests("/admin/requests?sort=client-desc");
    await screen.findByRole("button", { name: "Show items of request #41" });
    const listed = calls
      .filter((call) => call.url.includes("/repairs/get-admin-repairs"))
      .map((call) => new URL(call.url, "http://localhost").searchParams);
    expect(listed[0]?.get("sort")).toBe("clientName");
    expect(listed[0]?.get("dir")).toBe("desc");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveTextContent(
      "Client name (Z to A)",
    );
  });

  it("moves a line on with one click and a note, then takes it back with Undo", async () => {
    const moved = request(41, [line(7, "WAL-001", "enroute-to-outfitter", 2), line(8, "BLT-002")]);
    const { calls } = fakeApi({
      "/repairs/lines/7/next": () => ({
        status: 200,
        body: {
          message: M.moved("WAL-001", "enroute-to-outfitter"),
          line: {
            repairlineid: 7,
            serialNumber: "WAL-001",
            state: "enroute-to-outfitter",
            version: 2,
          },
          repairRequest: { ...moved, status: "Enroute to Lifetime Outfitter" },
          undo: {
            version: 2,
            stateChangeId: 500,
            noteId: 900,
            undoUntil: new Date(Date.now() + 30_000).toISOString(),
          },
        },
      }),
      "/repairs/lines/7/undo": () => ({
        status: 200,
        body: {
          message: M.undone("WAL-001", "pending"),
          line: { repairlineid: 7, serialNumber: "WAL-001", state: "pending", version: 3 },
          repairRequest: request(41, [line(7, "WAL-001", "pending", 3), line(8, "BLT-002")]),
        },
      }),
    });
    const { user } = renderRequests();
    await user.click(await screen.findByRole("button", { name: "Show items of request #41" }));
    const row = lineRow(41, "WAL-001");
    await user.type(
      within(row).getByLabelText(/Note with the next state for WAL-001/),
      "Courier booked",
    );
    await user.click(within(row).getByRole("button", { name: /^Next: En Route to Outfitter/ }));

    expect(await screen.findByText(M.moved("WAL-001", "enroute-to-outfitter"))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(lineRow(41, "WAL-001")).getByText("En Route to Outfitter")).toBeInTheDocument(),
    );
    expect(
      within(lineRow(41, "WAL-001")).getByRole("button", { name: /^Next: In Progress/ }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Undo" }));
    expect(await screen.findByText(M.undone("WAL-001", "pending"))).toBeInTheDocument();
    await waitFor(() =>
      expect(within(lineRow(41, "WAL-001")).getByText("Pending")).toBeInTheDocument(),
    );
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts).toEqual([
      {
        method: "POST",
        url: "/lifetime-outfitter/repairs/lines/7/next",
        body: { version: 1, note: "Courier booked" },
      },
      {
        method: "POST",
        url: "/lifetime-outfitter/repairs/lines/7/undo",
        body: { version: 2, stateChangeId: 500, noteId: 900 },
      },
    ]);
  });

  it("updates ticked lines of two requests after a confirmation listing them", async () => {
    const { calls } = fakeApi({
      "/repairs/lines/bulk": () => ({
        status: 200,
        body: {
          message: M.bulkDone(2, "in-progress"),
          updated: 2,
          repairRequests: [
            request(41, [line(7, "WAL-001", "in-progress", 2), line(8, "BLT-002")]),
            request(42, [line(9, "BAG-003", "in-progress", 2)]),
          ],
        },
      }),
    });
    const { user } = renderRequests();
    await user.click(await screen.findByRole("button", { name: "Show items of request #41" }));
    await user.click(screen.getByRole("button", { name: "Show items of request #42" }));
    await user.click(screen.getByRole("checkbox", { name: "Select WAL-001 (request #41)" }));
    await user.click(screen.getByRole("checkbox", { name: "Select BAG-003 (request #42)" }));

    const bar = screen.getByRole("region", { name: "Bulk update" });
    expect(within(bar).getByText(M.selected(2))).toBeInTheDocument();
    await user.click(within(bar).getByRole("combobox", { name: "Set state to" }));
    await user.click(await screen.findByRole("option", { name: "In Progress" }));
    await user.type(within(bar).getByLabelText("Note (optional)"), "On the bench");
    await user.click(within(bar).getByRole("checkbox", { name: "Internal" }));
    await user.click(within(bar).getByRole("button", { name: "Apply…" }));

    const confirm = await screen.findByRole("alertdialog", { name: "Confirm Bulk Update" });
    const listed = within(confirm).getByRole("list", { name: "Lines to update" });
    expect(listItemTexts(listed)).toEqual([
      "WAL-001Request #41Pending → In Progress",
      "BAG-003Request #42Pending → In Progress",
    ]);
    expect(within(confirm).getByText("On the bench")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));

    expect(await screen.findByText(M.bulkDone(2, "in-progress"))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("region", { name: "Bulk update" })).toBeNull());
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      url: "/lifetime-outfitter/repairs/lines/bulk",
      body: {
        lines: [
          { repairlineid: 7, version: 1 },
          { repairlineid: 9, version: 1 },
        ],
        state: "in-progress",
        note: "On the bench",
        internal: true,
      },
    });
    expect(within(lineRow(42, "BAG-003")).getByText("In Progress")).toBeInTheDocument();
  });

  it("shows the server's message for a stale line and keeps the selection", async () => {
    const stale = M.bulkStale("BAG-003", 42);
    fakeApi({
      "/repairs/lines/bulk": () => ({ status: 409, body: { error: stale, message: stale } }),
    });
    const { user } = renderRequests();
    await user.click(await screen.findByRole("button", { name: "Show items of request #42" }));
    await user.click(screen.getByRole("checkbox", { name: "Select BAG-003 (request #42)" }));
    const bar = screen.getByRole("region", { name: "Bulk update" });
    await user.click(within(bar).getByRole("combobox", { name: "Set state to" }));
    await user.click(await screen.findByRole("option", { name: "Completed" }));
    await user.click(within(bar).getByRole("button", { name: "Apply…" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Confirm Bulk Update" });
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));
    expect(await within(confirm).findByRole("alert")).toHaveTextContent(stale);
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    expect(
      within(screen.getByRole("region", { name: "Bulk update" })).getByText(M.selected(1)),
    ).toBeInTheDocument();
  });
});
