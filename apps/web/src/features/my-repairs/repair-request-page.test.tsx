import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordRequests } from "../../../test/recording-server";
import { CUSTOMER, renderRoutes } from "../../../test/render";
import { PAGE_TRACKING_URL, requestPage } from "../../../test/request-page-fixture";
import MyRepairRequestPage from "./repair-request-page";

function renderPage(answer: { status: number; body?: unknown }, path = "/repairs/42") {
  const { calls } = recordRequests(() => answer);
  const view = renderRoutes([{ path: "/repairs/:id", element: <MyRepairRequestPage /> }], {
    path,
    user: CUSTOMER,
  });
  return { ...view, calls };
}

describe("MyRepairRequestPage (/repairs/{id})", () => {
  it("shows the request, its tracking link and each item with its dated history and notes", async () => {
    const { calls } = renderPage({ status: 200, body: requestPage() });
    expect(await screen.findByRole("heading", { level: 1, name: "Request #42" })).toBeVisible();
    expect(calls[0]?.url.pathname).toBe("/lifetime-outfitter/repairs/requests/42");
    // The customer's headline state, as My Repairs shows it.
    expect(screen.getAllByText("En Route to Outfitter")[0]).toBeVisible();
    expect(screen.getByText("Workshop bench 3")).toBeVisible();
    expect(screen.getByText("Thandi Mokoena")).toBeVisible();
    expect(screen.queryByRole("link", { name: "Thandi Mokoena" })).toBeNull();
    expect(screen.getByText(PAGE_TRACKING_URL)).toBeInTheDocument();

    const belt = screen.getByRole("article", { name: "Classic Belt" });
    const history = within(belt).getByRole("list", { name: "State history of LO-BELT-1" });
    expect(within(history).getAllByRole("listitem")).toHaveLength(2);
    expect(history).toHaveTextContent("Pending → In Progress");
    expect(history).toHaveTextContent("Pieter van Wyk");
    const notes = within(belt).getByRole("list", { name: "Workshop notes for LO-BELT-1" });
    expect(notes).toHaveTextContent("New buckle fitted");
    expect(within(belt).queryByText("Internal")).toBeNull();
    // A customer has no update action.
    expect(screen.queryByRole("button", { name: /Update/ })).toBeNull();
    expect(screen.getByRole("link", { name: "My Repairs" })).toHaveAttribute("href", "/repairs");
  });

  it("shows who pays for each piece, in the customer's words, under its state", async () => {
    const page = requestPage();
    const [belt, wallet] = page.lines;
    const lines = [
      { ...belt!, coverage: "warranty", coverageText: "Covered by your lifetime warranty" },
      { ...wallet!, coverage: "paid", coverageText: "Not covered: see the quote" },
    ];
    renderPage({ status: 200, body: { ...page, lines } });
    const beltItem = await screen.findByRole("article", { name: "Classic Belt" });
    expect(within(beltItem).getByText("Covered by your lifetime warranty")).toBeVisible();
    const walletItem = screen.getByRole("article", { name: "Bifold Wallet" });
    expect(within(walletItem).getByText("Not covered: see the quote")).toBeVisible();
    // The workshop's own label is for admins.
    expect(walletItem).not.toHaveTextContent("Coverage: Paid");
  });

  it("shows the not-found state for an unknown or someone else's request", async () => {
    renderPage({
      status: 404,
      body: { error: "Repair request not found.", message: "Repair request not found." },
    });
    expect(await screen.findByRole("heading", { name: "Repair request not found" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Back to My Repairs" })).toHaveAttribute(
      "href",
      "/repairs",
    );
  });

  it("shows the not-found state for an address that is no id, without asking the server", async () => {
    const { calls } = renderPage({ status: 200, body: requestPage() }, "/repairs/abc");
    expect(await screen.findByRole("heading", { name: "Repair request not found" })).toBeVisible();
    expect(calls.filter((call) => call.url.pathname.includes("/repairs/"))).toHaveLength(0);
  });
});
