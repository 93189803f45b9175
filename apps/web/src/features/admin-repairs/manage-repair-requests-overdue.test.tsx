import type { RepairRequestRecord, RepairStatistics } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordRequests } from "../../../test/recording-server";
import { ADMIN, renderPage } from "../../../test/render";
import { repairRequestRecord } from "../../../test/repair-request-record";
import ManageRepairRequestsPage from "./manage-repair-requests-page";

// The Overdue marks of the admin list (decision 067): the badge on a request and its lines,
// the filter kept in the address bar and the count beside the heading.

const STATISTICS: RepairStatistics = {
  totalRequests: 3,
  pending: 2,
  inProgress: 1,
  completed: 0,
  openRequests: 3,
  averageDaysOpen: 9,
  overdue: 12,
};

const line = (id: number, serial: string, overdue: boolean) => ({
  repairlineid: id,
  serialNumber: serial,
  productType: "Bifold Wallet",
  size: "Standard",
  color: "Dark Brown",
  problemDescription: `Stitching loose on ${serial}`,
  state: "pending" as const,
  workshopLog: [],
  version: 1,
  overdue,
});

function request(id: number, overdue: boolean): RepairRequestRecord {
  return repairRequestRecord({
    id,
    version: 1,
    overdue,
    products: [line(id * 10, `WAL-${id}`, overdue), line(id * 10 + 1, `BLT-${id}`, false)],
  });
}

function fakeApi() {
  return recordRequests(({ url }) => {
    if (url.pathname.endsWith("/users/me")) return { status: 200, body: ADMIN };
    if (url.pathname.endsWith("/repairs/statistics")) return { status: 200, body: STATISTICS };
    if (url.pathname.endsWith("/repairs/get-admin-repairs")) {
      const only = url.searchParams.get("overdue") === "1";
      const requests = only ? [request(41, true)] : [request(41, true), request(42, false)];
      return { status: 200, body: { repairRequests: requests, total: requests.length } };
    }
    return { status: 404, body: { error: "Not here" } };
  });
}

const row = (id: number) => screen.findByRole("row", { name: new RegExp(`Request #${id}(?!\\d)`) });

describe("the admin list's Overdue marks", { timeout: 20_000 }, () => {
  it("badges an overdue request and its overdue line only", async () => {
    fakeApi();
    const { user } = renderPage(<ManageRepairRequestsPage />, {
      path: "/admin/requests",
      user: ADMIN,
    });
    expect(within(await row(41)).getByText("Overdue")).toBeVisible();
    expect(within(await row(42)).queryByText("Overdue")).toBeNull();
    await user.click(screen.getByRole("button", { name: "Show items of request #41" }));
    const lines = screen.getByRole("table", { name: "Items in repair request 41" });
    expect(
      within(within(lines).getByRole("row", { name: /WAL-41/ })).getByText("Overdue"),
    ).toBeVisible();
    expect(
      within(within(lines).getByRole("row", { name: /BLT-41/ })).queryByText("Overdue"),
    ).toBeNull();
  });

  it("filters by Overdue from the checkbox and the count, keeping it in the address", async () => {
    const { calls } = fakeApi();
    const { user, router } = renderPage(<ManageRepairRequestsPage />, {
      path: "/admin/requests",
      user: ADMIN,
    });
    const count = await screen.findByRole("link", { name: "12 overdue" });
    expect(count).toHaveAttribute("href", "/admin/requests?overdue=1");
    await row(42);
    await user.click(screen.getByRole("checkbox", { name: "Overdue only" }));
    await waitFor(() => expect(router.state.location.search).toContain("overdue=1"));
    await waitFor(() => expect(screen.queryByRole("row", { name: /Request #42/ })).toBeNull());
    const listed = calls.filter((call) => call.url.pathname.endsWith("/get-admin-repairs"));
    expect(listed.at(-1)?.url.searchParams.get("overdue")).toBe("1");
    await user.click(screen.getByRole("checkbox", { name: "Overdue only" }));
    await waitFor(() => expect(router.state.location.search).not.toContain("overdue"));
  });

  it("starts filtered when the address says overdue=1", async () => {
    const { calls } = fakeApi();
    renderPage(<ManageRepairRequestsPage />, { path: "/admin/requests?overdue=1", user: ADMIN });
    await row(41);
    expect(screen.getByRole("checkbox", { name: "Overdue only" })).toBeChecked();
    const listed = calls.filter((call) => call.url.pathname.endsWith("/get-admin-repairs"));
    expect(listed[0]?.url.searchParams.get("overdue")).toBe("1");
  });
});
