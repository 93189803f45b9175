import type { Quote, RepairRequestPage } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findToast } from "../../../test/find-toast";
import { recordRequests, type RecordedCall } from "../../../test/recording-server";
import { CUSTOMER, renderRoutes } from "../../../test/render";
import { PAGE_TRACKING_URL, requestPage } from "../../../test/request-page-fixture";
import MyRepairRequestPage from "./repair-request-page";
import { awaitingQuote } from "../../../test/quote-fixture";

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

const quote = awaitingQuote({
  version: 3,
  createdAt: "2025-03-02T08:00:00.000Z",
  sentAt: "2025-03-02T09:00:00.000Z",
});

/** The request page with the wallet's quote as given (the belt has none). */
function quotedPage(walletQuote: Quote, returnUnrepaired = false): RepairRequestPage {
  const page = requestPage();
  const [belt, wallet] = page.lines;
  return { ...page, lines: [belt!, { ...wallet!, quote: walletQuote, returnUnrepaired }] };
}

/** The customer's page whose wallet quote awaits until answered, then reads as `after`. */
function renderQuotePage(answer: { status: number; body: unknown }, after: RepairRequestPage) {
  let answered = false;
  const { calls } = recordRequests((call) => {
    if (call.method === "POST") {
      answered = answer.status === 200;
      return answer;
    }
    return { status: 200, body: answered ? after : quotedPage(quote) };
  });
  const view = renderRoutes([{ path: "/repairs/:id", element: <MyRepairRequestPage /> }], {
    path: "/repairs/42",
    user: CUSTOMER,
  });
  return { ...view, calls };
}

const posts = (calls: RecordedCall[]) => calls.filter((call) => call.method === "POST");
const pageReads = (calls: RecordedCall[]) =>
  calls.filter((call) => call.url.pathname === "/lifetime-outfitter/repairs/requests/42");

describe("a piece's quote on the customer's request page", () => {
  it("shows the quote under its piece, and none under a piece without one", async () => {
    renderPage({ status: 200, body: quotedPage(quote) });
    const wallet = await screen.findByRole("article", { name: "Bifold Wallet" });
    const panel = within(wallet).getByRole("region", { name: "Quote" });
    const table = within(panel).getByRole("table", { name: "Quote for LO-WALLET-2" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["DescriptionQtyPrice", "New buckle1R 450.00", "Edge paint2R 800.00R 400.00 each"]);
    expect(panel).toHaveTextContent("Price: R 1 250.00");
    expect(panel).toHaveTextContent("VAT at 15 % included: R 163.05");
    const belt = screen.getByRole("article", { name: "Classic Belt" });
    expect(within(belt).queryByRole("region", { name: "Quote" })).toBeNull();
  });

  it("approves: posts the answer for the request, toasts and shows the new status", async () => {
    const message =
      "Thank you: the quote for LO-WALLET-2 is approved. The workshop will start the work.";
    const approved = { ...quote, status: "approved" as const, answeredAt: "2025-03-05T10:00:00Z" };
    const { calls, user } = renderQuotePage(
      { status: 200, body: { message, quote: approved } },
      quotedPage(approved),
    );
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await findToast(message)).toBeVisible();
    expect(posts(calls).map((call) => [call.url.pathname, call.body])).toEqual([
      [
        "/lifetime-outfitter/repairs/42/quote-answers",
        { serialNumber: "LO-WALLET-2", version: 3, answer: "approve" },
      ],
    ]);
    expect(await screen.findByText("You approved this quote on 5 March 2025")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    expect(pageReads(calls)).toHaveLength(2);
  });

  it("declines only once confirmed, then shows the piece going back unrepaired", async () => {
    const message =
      "The quote for LO-WALLET-2 is declined. The workshop will send the piece back unrepaired.";
    const declined = { ...quote, status: "declined" as const, answeredAt: "2025-03-05T10:00:00Z" };
    const { calls, user } = renderQuotePage(
      { status: 200, body: { message, quote: declined } },
      quotedPage(declined, true),
    );
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = screen.getByRole("dialog", { name: "Decline the quote for LO-WALLET-2?" });
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(posts(calls)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Decline" }));
    await user.click(screen.getByRole("button", { name: "Decline the quote" }));
    expect(await findToast(message)).toBeVisible();
    expect(posts(calls)[0]?.body).toEqual({
      serialNumber: "LO-WALLET-2",
      version: 3,
      answer: "decline",
    });
    const wallet = screen.getByRole("article", { name: "Bifold Wallet" });
    expect(
      await within(wallet).findByText("You declined this quote on 5 March 2025"),
    ).toBeVisible();
    expect(within(wallet).getByText("Return unrepaired")).toBeVisible();
  });

  it("on a 409 shows the server's words and reads the request again", async () => {
    const answered =
      "This quote has already been answered. Call the workshop to change your answer.";
    const { calls, user } = renderQuotePage(
      { status: 409, body: { error: answered } },
      requestPage(),
    );
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await findToast(answered)).toBeVisible();
    await waitFor(() => expect(pageReads(calls)).toHaveLength(2));
  });
});
