import {
  BALANCE_DUE_CODE,
  PAYMENT_MESSAGES as P,
  REPAIR_LINE_ACTION_MESSAGES as M,
  type RepairRequestRecord,
} from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseOption } from "../../../test/choose-option";
import { recordRequests, type RecordedCall } from "../../../test/recording-server";
import { ADMIN, renderPage, renderRoutes } from "../../../test/render";
import { requestPage } from "../../../test/request-page-fixture";
import ManageRepairRequestsPage from "./manage-repair-requests-page";
import AdminRepairRequestPage from "./repair-request-page";

// Sending a piece back with a balance still due (decision 098): the server refuses the move
// (409, code balance-due, the amount in its message); the line dialog, 'Next' and the bulk bar
// ask the admin with that message, and on 'Send back anyway' send the move again, confirmed.

const dueOn = (requestId: number) => P.balanceDue([{ requestId, balanceCents: 45_000 }], 1);
const DUE = dueOn(41);
const refusal = (message: string) => ({
  status: 409,
  body: { error: message, message, code: BALANCE_DUE_CODE },
});
const REFUSED = refusal(DUE);

type Answer = { status: number; body?: unknown };

/** Answers a move with the balance-due refusal until it comes confirmed, then with `saved`. */
const untilConfirmed =
  (saved: Answer, refused = REFUSED) =>
  (body: unknown): Answer =>
    (body as { confirmBalanceDue?: boolean }).confirmBalanceDue === true ? saved : refused;

function line(id: number, serial: string, state: string, version = 1) {
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

function request(products: RepairRequestRecord["products"]): RepairRequestRecord {
  return {
    id: 41,
    clientName: "Client 41",
    clientEmail: "client41@example.com",
    customeridnumber: "800101500901",
    currentLocation: "Workshop bench 2",
    creationDate: "2025-03-01T09:00:00.000Z",
    lastUpdateDate: "2025-03-02T09:00:00.000Z",
    status: "Ready for Collection",
    version: 1,
    balanceCents: 45_000,
    products,
  };
}

const READY = () => request([line(7, "WAL-001", "ready-for-collection")]);
const COLLECTED = () => request([line(7, "WAL-001", "completed", 2)]);

/** The workshop's list with request 41, and `routes` for the moves. */
function listApi(routes: Record<string, (body: unknown) => Answer>) {
  return recordRequests(({ url, body }: RecordedCall): Answer => {
    const path = url.pathname.replace("/lifetime-outfitter", "");
    if (path === "/users/me") return { status: 200, body: ADMIN };
    if (path === "/repairs/get-admin-repairs") {
      return { status: 200, body: { repairRequests: [READY()], total: 1 } };
    }
    const route = routes[path];
    return route ? route(body) : { status: 404, body: { error: "Not here" } };
  });
}

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === "POST");

async function openList() {
  const view = renderPage(<ManageRepairRequestsPage />, { path: "/admin/requests", user: ADMIN });
  await view.user.click(await screen.findByRole("button", { name: "Show items of request #41" }));
  return view;
}

const balanceDialog = () => screen.findByRole("alertdialog", { name: P.balanceDueTitle });

describe("sending a piece back with a balance due", { timeout: 30_000 }, () => {
  it("'Next' asks with the amount, and moves the piece on once confirmed", async () => {
    const { calls } = listApi({
      "/repairs/lines/7/next": untilConfirmed({
        status: 200,
        body: {
          message: M.moved("WAL-001", "completed"),
          line: { repairlineid: 7, serialNumber: "WAL-001", state: "completed", version: 2 },
          repairRequest: COLLECTED(),
          undo: {
            version: 2,
            stateChangeId: 500,
            noteId: null,
            undoUntil: new Date(Date.now() + 30_000).toISOString(),
          },
        },
      }),
    });
    const { user } = await openList();
    await user.click(screen.getByRole("button", { name: /^Next: Completed/ }));

    const asked = await balanceDialog();
    expect(asked).toHaveTextContent(DUE);
    expect(posts(calls)).toHaveLength(1);
    await user.click(within(asked).getByRole("button", { name: P.balanceDueConfirm }));

    expect(await screen.findByText(M.moved("WAL-001", "completed"))).toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { version: 1 },
      { version: 1, confirmBalanceDue: true },
    ]);
  });

  it("'Next' sends nothing more when the admin turns the question down", async () => {
    const { calls } = listApi({ "/repairs/lines/7/next": () => REFUSED });
    const { user } = await openList();
    await user.click(screen.getByRole("button", { name: /^Next: Completed/ }));
    await user.click(within(await balanceDialog()).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(posts(calls)).toHaveLength(1);
    expect(screen.getByRole("button", { name: /^Next: Completed/ })).toBeEnabled();
  });

  it("the bulk bar asks over its confirmation, and applies again confirmed", async () => {
    const { calls } = listApi({
      "/repairs/lines/bulk": untilConfirmed({
        status: 200,
        body: { message: M.bulkDone(1, "completed"), updated: 1, repairRequests: [COLLECTED()] },
      }),
    });
    const { user } = await openList();
    await user.click(screen.getByRole("checkbox", { name: "Select WAL-001 (request #41)" }));
    const bar = screen.getByRole("region", { name: "Bulk update" });
    await user.click(within(bar).getByRole("combobox", { name: "Set state to" }));
    await user.click(await screen.findByRole("option", { name: "Completed" }));
    await user.click(within(bar).getByRole("button", { name: "Apply…" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Confirm Bulk Update" });
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));

    const asked = await balanceDialog();
    expect(asked).toHaveTextContent(DUE);
    await user.click(within(asked).getByRole("button", { name: P.balanceDueConfirm }));
    expect(await screen.findByText(M.bulkDone(1, "completed"))).toBeInTheDocument();
    expect(posts(calls).map((call) => call.body)).toEqual([
      { lines: [{ repairlineid: 7, version: 1 }], state: "completed", internal: false },
      {
        lines: [{ repairlineid: 7, version: 1 }],
        state: "completed",
        internal: false,
        confirmBalanceDue: true,
      },
    ]);
  });

  it("the line dialog asks after 'Confirm Update', and saves again confirmed", async () => {
    const puts: unknown[] = [];
    recordRequests((call) => {
      if (call.method === "PUT") {
        puts.push(call.body);
        const saved = { status: 200, body: { message: "Repair request updated successfully" } };
        return untilConfirmed(saved, refusal(dueOn(42)))(call.body);
      }
      if (call.url.pathname.endsWith("/repairs/requests/42")) {
        return { status: 200, body: requestPage(true) };
      }
      return { status: 404, body: { error: "Not found", message: "Not found" } };
    });
    const { user } = renderRoutes(
      [{ path: "/admin/requests/:id", element: <AdminRepairRequestPage /> }],
      { path: "/admin/requests/42", user: ADMIN },
    );
    await user.click(await screen.findByRole("button", { name: "Update LO-BELT-1" }));
    await screen.findByRole("dialog", { name: "Update Repair Line" });
    await chooseOption(user, "Status", "Completed");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm Update" });
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));

    const asked = await balanceDialog();
    expect(asked).toHaveTextContent(dueOn(42));
    await user.click(within(asked).getByRole("button", { name: P.balanceDueConfirm }));
    await screen.findByText("Request #42, LO-BELT-1, has been updated.");
    expect(puts).toHaveLength(2);
    expect(puts[0]).not.toHaveProperty("confirmBalanceDue");
    expect(puts[1]).toMatchObject({
      confirmBalanceDue: true,
      repair_lines: [{ repairlineid: 1, state: "Done" }],
    });
  });
});
