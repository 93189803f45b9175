import {
  BALANCE_DUE_CODE,
  COVERAGE_MESSAGES,
  PAYMENT_MESSAGES as P,
  REPAIR_LINE_ACTION_MESSAGES as M,
  type RepairRequestRecord,
} from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { listItemTexts } from "../../../test/list-item-texts";
import { recordRequests, type RecordedCall } from "../../../test/recording-server";
import { ADMIN, renderPage } from "../../../test/render";
import ManageRepairRequestsPage from "./manage-repair-requests-page";

// Coverage and cause decided at triage (decision 094): 'Next with coverage' beside the one-click
// 'Next', and the bulk bar's 'Coverage and cause', with the line dialog's fields and rules.

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
    coverage: "warranty",
    goodwillReason: null,
    causeComponent: null,
    causeReason: null,
  } as RepairRequestRecord["products"][number];
}

function request(products: RepairRequestRecord["products"]): RepairRequestRecord {
  return {
    id: 41,
    clientName: "Client 41",
    clientEmail: "client41@example.com",
    customeridnumber: "800101500901",
    currentLocation: "Workshop bench 2",
    creationDate: "2025-03-01T09:00:00.000Z",
    lastUpdateDate: "2025-03-02T09:00:00.000Z",
    status: "Pending",
    version: 1,
    products,
  };
}

const LISTED = () => request([line(7, "WAL-001"), line(8, "BLT-002")]);

type Answer = { status: number; body?: unknown };

function listApi(routes: Record<string, (body: unknown) => Answer> = {}) {
  return recordRequests(({ url, body }: RecordedCall): Answer => {
    const path = url.pathname.replace("/lifetime-outfitter", "");
    if (path === "/users/me") return { status: 200, body: ADMIN };
    if (path === "/repairs/get-admin-repairs") {
      return { status: 200, body: { repairRequests: [LISTED()], total: 1 } };
    }
    const route = routes[path];
    return route ? route(body) : { status: 404, body: { error: "Not here" } };
  });
}

const posted = (calls: RecordedCall[]) =>
  calls.filter((call) => call.method === "POST").map((call) => call.body);

/** 'Next' saved: WAL-001 on to En Route to Outfitter. */
const MOVED: Answer = {
  status: 200,
  body: {
    message: M.moved("WAL-001", "enroute-to-outfitter"),
    line: { repairlineid: 7, serialNumber: "WAL-001", state: "enroute-to-outfitter", version: 2 },
    repairRequest: request([line(7, "WAL-001", "enroute-to-outfitter", 2), line(8, "BLT-002")]),
    undo: {
      version: 2,
      stateChangeId: 500,
      noteId: null,
      undoUntil: new Date(Date.now() + 30_000).toISOString(),
    },
  },
};

const bulkSaved = (message: string): Answer => ({
  status: 200,
  body: { message, updated: 1, repairRequests: [LISTED()] },
});

async function openList() {
  const view = renderPage(<ManageRepairRequestsPage />, { path: "/admin/requests", user: ADMIN });
  await view.user.click(await screen.findByRole("button", { name: "Show items of request #41" }));
  return view;
}

async function choose(user: UserEvent, scope: HTMLElement, name: string, option: string) {
  await user.click(within(scope).getByRole("combobox", { name }));
  await user.click(await screen.findByRole("option", { name: option }));
}

/** Ticks WAL-001 and opens the bar's 'Coverage and cause'. */
async function bulkWithCoverage(user: UserEvent) {
  await user.click(screen.getByRole("checkbox", { name: "Select WAL-001 (request #41)" }));
  const bar = screen.getByRole("region", { name: "Bulk update" });
  const toggle = within(bar).getByRole("button", { name: "Coverage and cause" });
  expect(toggle).toHaveAttribute("aria-expanded", "false");
  expect(within(bar).queryByRole("combobox", { name: "Coverage" })).toBeNull();
  await user.click(toggle);
  expect(toggle).toHaveAttribute("aria-expanded", "true");
  return bar;
}

async function openNextWithCoverage(user: UserEvent) {
  await user.click(screen.getByRole("button", { name: "Next with coverage (WAL-001)" }));
  return screen.findByRole("dialog", { name: "Next with coverage" });
}

describe("coverage and cause at triage", { timeout: 30_000 }, () => {
  it("the bulk bar sets the coverage alone, each line keeping its state", async () => {
    const { calls } = listApi({ "/repairs/lines/bulk": () => bulkSaved(M.bulkCoverageDone(1)) });
    const { user } = await openList();
    const bar = await bulkWithCoverage(user);
    const apply = within(bar).getByRole("button", { name: "Apply…" });
    expect(apply).toBeDisabled();
    expect(within(bar).getByRole("combobox", { name: "Coverage" })).toHaveTextContent(
      "Keep as it is",
    );
    await choose(user, bar, "Coverage", "Paid");
    await choose(user, bar, "Cause", "Stitching");
    expect(within(bar).getByRole("combobox", { name: "Reason" })).toHaveTextContent(
      "Keep as it is",
    );
    await user.click(apply);

    const confirm = await screen.findByRole("alertdialog", { name: "Confirm Bulk Update" });
    expect(confirm).toHaveTextContent(
      "Set the coverage and cause below on 1 line; each keeps its state. All are saved, or none.",
    );
    expect(listItemTexts(within(confirm).getByRole("list", { name: "Lines to update" }))).toEqual([
      "WAL-001Request #41Pending",
    ]);
    expect(within(confirm).getByLabelText("Coverage and cause to set")).toHaveTextContent(
      "CoveragePaidCauseStitching",
    );
    expect(posted(calls)).toEqual([]);
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));

    expect(await screen.findByText(M.bulkCoverageDone(1))).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      {
        lines: [{ repairlineid: 7, version: 1 }],
        internal: false,
        coverage: "paid",
        causeComponent: "stitching",
      },
    ]);
  });

  it("the bulk bar sets a state with a goodwill coverage and its reason", async () => {
    const { calls } = listApi({
      "/repairs/lines/bulk": () => bulkSaved(M.bulkDone(1, "in-progress")),
    });
    const { user } = await openList();
    const bar = await bulkWithCoverage(user);
    await choose(user, bar, "Set state to", "In Progress");
    await choose(user, bar, "Coverage", "Goodwill");
    await user.type(within(bar).getByRole("textbox", { name: /Goodwill reason/ }), "Loyal client");
    await choose(user, bar, "Reason", "Not decided");
    await user.click(within(bar).getByRole("button", { name: "Apply…" }));

    const confirm = await screen.findByRole("alertdialog", { name: "Confirm Bulk Update" });
    expect(confirm).toHaveTextContent(
      "Set 1 line to In Progress, with the coverage and cause below. All are saved, or none.",
    );
    expect(listItemTexts(within(confirm).getByRole("list", { name: "Lines to update" }))).toEqual([
      "WAL-001Request #41Pending → In Progress",
    ]);
    expect(within(confirm).getByText("Loyal client")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));

    expect(await screen.findByText(M.bulkDone(1, "in-progress"))).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      {
        lines: [{ repairlineid: 7, version: 1 }],
        state: "in-progress",
        internal: false,
        coverage: "goodwill",
        goodwillReason: "Loyal client",
        causeReason: null,
      },
    ]);
    // Done: the bar's coverage is back to 'Keep as it is' for the next selection.
    await waitFor(() => expect(screen.queryByRole("region", { name: "Bulk update" })).toBeNull());
  });

  it("refuses Goodwill without its reason, in bulk and with 'Next', and sends nothing", async () => {
    const { calls } = listApi();
    const { user } = await openList();
    const bar = await bulkWithCoverage(user);
    await choose(user, bar, "Coverage", "Goodwill");
    await user.click(within(bar).getByRole("button", { name: "Apply…" }));
    expect(await within(bar).findByText(COVERAGE_MESSAGES.goodwillReason)).toBeInTheDocument();
    expect(within(bar).getByRole("textbox", { name: /Goodwill reason/ })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();

    const dialog = await openNextWithCoverage(user);
    await choose(user, dialog, "Coverage", "Goodwill");
    await user.click(within(dialog).getByRole("button", { name: "Next: En Route to Outfitter" }));
    expect(await within(dialog).findByText(COVERAGE_MESSAGES.goodwillReason)).toBeInTheDocument();
    expect(posted(calls)).toEqual([]);
  });

  it("'Next with coverage' sends the same move with the coverage that changed and the note", async () => {
    const { calls } = listApi({ "/repairs/lines/7/next": () => MOVED });
    const { user } = await openList();
    await user.type(screen.getByLabelText(/Note with the next state for WAL-001/), "Dog bite");
    const dialog = await openNextWithCoverage(user);
    // It starts from the line's own coverage and cause.
    expect(within(dialog).getByRole("combobox", { name: "Coverage" })).toHaveTextContent(
      "Warranty",
    );
    expect(within(dialog).getByRole("combobox", { name: "Cause" })).toHaveTextContent(
      "Not decided",
    );
    expect(dialog).toHaveTextContent("Note: Dog bite");
    await choose(user, dialog, "Coverage", "Paid");
    await choose(user, dialog, "Reason", "Accident or misuse");
    await user.click(within(dialog).getByRole("button", { name: "Next: En Route to Outfitter" }));

    expect(await screen.findByText(M.moved("WAL-001", "enroute-to-outfitter"))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posted(calls)).toEqual([
      { version: 1, note: "Dog bite", coverage: "paid", causeReason: "accident-or-misuse" },
    ]);
    expect(screen.getByLabelText(/Note with the next state for WAL-001/)).toHaveValue("");
  });

  it("plain 'Next' stays one click with the same body, no coverage", async () => {
    const { calls } = listApi({ "/repairs/lines/7/next": () => MOVED });
    const { user } = await openList();
    // Its name as before (jsdom drops the space before the serial that browsers read).
    await user.click(
      screen.getByRole("button", { name: /^Next: En Route to Outfitter ?\(WAL-001\)$/ }),
    );
    expect(await screen.findByText(M.moved("WAL-001", "enroute-to-outfitter"))).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posted(calls)).toEqual([{ version: 1 }]);
  });

  it("'Next with coverage' asks about a balance due, and moves on confirmed with the coverage", async () => {
    const due = P.balanceDue([{ requestId: 41, balanceCents: 45_000 }], 1);
    const { calls } = listApi({
      "/repairs/lines/7/next": (body) =>
        (body as { confirmBalanceDue?: boolean }).confirmBalanceDue === true
          ? MOVED
          : { status: 409, body: { error: due, message: due, code: BALANCE_DUE_CODE } },
    });
    const { user } = await openList();
    const dialog = await openNextWithCoverage(user);
    await choose(user, dialog, "Cause", "Hardware");
    await user.click(within(dialog).getByRole("button", { name: "Next: En Route to Outfitter" }));

    const asked = await screen.findByRole("alertdialog", { name: P.balanceDueTitle });
    expect(asked).toHaveTextContent(due);
    await user.click(within(asked).getByRole("button", { name: P.balanceDueConfirm }));
    expect(await screen.findByText(M.moved("WAL-001", "enroute-to-outfitter"))).toBeInTheDocument();
    expect(posted(calls)).toEqual([
      { version: 1, causeComponent: "hardware" },
      { version: 1, causeComponent: "hardware", confirmBalanceDue: true },
    ]);
  });
});
