import type { RepairRequestRecord } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CUSTOMER, fakeServer, renderRoutes } from "../../../test/render";
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
    expect(within(card).getByText("2 items")).toBeInTheDocument();
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
