import type { RepairRequestRecord } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listItemTexts } from "../../../test/list-item-texts";
import { recordRequests } from "../../../test/recording-server";
import { CUSTOMER, fakeServer, renderRoutes } from "../../../test/render";
import { formatDateTime } from "@/lib/format";
import MyRepairsPage from "./my-repairs-page";

const request = (overrides: Partial<RepairRequestRecord> = {}): RepairRequestRecord => ({
  id: 7,
  clientName: "Thandi Mokoena",
  clientEmail: CUSTOMER.email,
  customeridnumber: CUSTOMER.idnumber,
  currentLocation: "At the workshop",
  creationDate: "2025-03-01T08:30:00.000Z",
  lastUpdateDate: "2025-03-04T14:05:00.000Z",
  status: "In Progress",
  version: 1,
  products: [
    {
      repairlineid: 1,
      serialNumber: "LO-BELT-1",
      productType: "Classic Belt",
      size: "34",
      color: "Dark Brown",
      problemDescription: "Buckle loose",
      state: "in-progress",
      version: 1,
      workshopLog: [
        {
          message: "Received at the bench",
          timestamp: "2025-03-02T09:00:00.000Z",
          author: "Pieter",
        },
        { message: "New buckle fitted", timestamp: "2025-03-04T14:05:00.000Z", author: "Pieter" },
      ],
    },
    {
      repairlineid: 2,
      serialNumber: "LO-WALLET-2",
      productType: "Bifold Wallet",
      size: "Standard",
      color: "Dark Brown",
      problemDescription: "Stitching undone",
      state: "enroute-to-outfitter",
      version: 0,
      workshopLog: [],
    },
  ],
  ...overrides,
});

function renderRepairs(answer: { status: number; body?: unknown }, path = "/repairs") {
  const fetchMock = fakeServer(() => answer);
  const view = renderRoutes([{ path: "/repairs", element: <MyRepairsPage /> }], {
    path,
    user: CUSTOMER,
  });
  return { ...view, fetchMock };
}

const TRACKING_URL = "http://127.0.0.1:8080/track/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA";
const NEW_TRACKING_URL = "http://127.0.0.1:8080/track/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB";

describe("MyRepairsPage: the tracking link and the dated states", () => {
  const tracked = () =>
    request({
      trackingUrl: TRACKING_URL,
      products: [
        {
          ...request().products[0]!,
          stateHistory: [
            { state: "pending", changedAt: "2025-03-01T08:30:00.000Z" },
            { state: "in-progress", changedAt: "2025-03-02T09:00:00.000Z" },
          ],
        },
      ],
    });

  it("shows each line's state history with dates and times", async () => {
    fakeServer(() => ({ status: 200, body: [tracked()] }));
    const { user } = renderRoutes([{ path: "/repairs", element: <MyRepairsPage /> }], {
      path: "/repairs",
      user: CUSTOMER,
    });
    const card = await screen.findByRole("article", { name: "Repair Request #7" });
    const row = within(within(card).getByRole("table")).getByRole("row", { name: /LO-BELT-1/ });
    expect(row).toHaveTextContent(`Since ${formatDateTime("2025-03-02T09:00:00.000Z")}`);
    await user.click(within(row).getByRole("button", { name: "History of states for LO-BELT-1" }));
    const history = within(row).getByRole("list", { name: "State history for LO-BELT-1" });
    expect(listItemTexts(history)).toEqual([
      `Pending${formatDateTime("2025-03-01T08:30:00.000Z")}`,
      `In Progress${formatDateTime("2025-03-02T09:00:00.000Z")}`,
    ]);
  });

  it("shows the tracking link, and revoking it puts the new one on the card", async () => {
    const { calls } = recordRequests(({ url, method }) =>
      method === "POST" && url.pathname === "/lifetime-outfitter/repairs/revoke-tracking-link/7"
        ? { status: 200, body: { trackingUrl: NEW_TRACKING_URL } }
        : { status: 200, body: [tracked()] },
    );
    const { user } = renderRoutes([{ path: "/repairs", element: <MyRepairsPage /> }], {
      path: "/repairs",
      user: CUSTOMER,
    });
    const card = await screen.findByRole("article", { name: "Repair Request #7" });
    const link = within(card).getByRole("region", { name: "Tracking link of request #7" });
    expect(within(link).getByRole("link")).toHaveAttribute("href", TRACKING_URL);
    expect(within(link).getByRole("button", { name: "Copy link of request #7" })).toBeVisible();
    expect(within(link).getByRole("button", { name: "Show QR code of request #7" })).toBeVisible();

    await user.click(within(link).getByRole("button", { name: "Revoke link of request #7" }));
    const dialog = screen.getByRole("alertdialog", { name: "Revoke this tracking link?" });
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Revoke link" }));
    await waitFor(() =>
      expect(within(link).getByRole("link")).toHaveAttribute("href", NEW_TRACKING_URL),
    );
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
    expect(await screen.findByText("New tracking link made")).toBeInTheDocument();
  });

  it("shows no tracking section for a request without a link", async () => {
    fakeServer(() => ({ status: 200, body: [request()] }));
    renderRoutes([{ path: "/repairs", element: <MyRepairsPage /> }], {
      path: "/repairs",
      user: CUSTOMER,
    });
    const card = await screen.findByRole("article", { name: "Repair Request #7" });
    expect(within(card).queryByRole("region", { name: "Tracking link of request #7" })).toBeNull();
  });
});

describe("MyRepairsPage", () => {
  it("shows each request with its headline state, facts and lines", async () => {
    const { user, fetchMock } = renderRepairs({ status: 200, body: [request()] });
    expect(screen.getByText("Loading repair requests...")).toBeInTheDocument();

    const card = await screen.findByRole("article", { name: "Repair Request #7" });
    expect(fetchMock).toHaveBeenCalledWith(
      `/lifetime-outfitter/repairs/get-customer-repairs/${CUSTOMER.idnumber}`,
      expect.anything(),
    );
    expect(screen.getByText("1 request")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "New Request" })).toHaveAttribute(
      "href",
      "/create-repair-request",
    );
    // The lowest-ranked line state heads the card.
    expect(within(card).getAllByText("En Route to Outfitter")[0]).toHaveAttribute(
      "data-state-colour",
      "orange",
    );
    expect(within(card).getByText("0 of 2 items ready")).toBeInTheDocument();
    expect(within(card).getByText("At the workshop")).toBeInTheDocument();

    const table = within(card).getByRole("table", { name: "Items in repair request 7" });
    const belt = within(table).getByRole("row", { name: /LO-BELT-1/ });
    expect(within(belt).getByText("Buckle loose")).toBeInTheDocument();
    expect(within(belt).getByText("In Progress")).toHaveAttribute("data-state-colour", "blue");
    expect(within(belt).getAllByText("New buckle fitted")[0]).toBeVisible();
    expect(within(belt).queryByText("Received at the bench")).not.toBeVisible();

    await user.click(within(belt).getByRole("button", { name: /^View/ }));
    expect(within(belt).getByText("Received at the bench")).toBeVisible();
    expect(within(belt).getByRole("button", { name: /^Hide/ })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    const wallet = within(table).getByRole("row", { name: /LO-WALLET-2/ });
    expect(within(wallet).getByText("No logs")).toBeInTheDocument();
  });

  it("scrolls to and highlights the request named by ?highlight=", async () => {
    renderRepairs(
      { status: 200, body: [request({ id: 9 }), request({ id: 7 })] },
      "/repairs?highlight=7",
    );
    const card = await screen.findByRole("article", { name: "Repair Request #7" });
    expect(card).toHaveAttribute("data-highlighted", "true");
    expect(card).toHaveFocus();
    expect(screen.getByRole("article", { name: "Repair Request #9" })).not.toHaveAttribute(
      "data-highlighted",
    );
  });

  it("invites a first request when there is none, also when the server says not found", async () => {
    renderRepairs({ status: 404, body: { error: "No repairs not found" } });
    expect(await screen.findByText("No repair requests found.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Create Your First Request" })).toHaveAttribute(
      "href",
      "/create-repair-request",
    );
  });

  it("reports a failure to load", async () => {
    renderRepairs({ status: 500, body: { error: "Boom" } });
    expect(await screen.findByText("Failed to fetch repair requests")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Failed to fetch repair requests. Please try again.",
    );
  });
});
