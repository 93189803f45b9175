import { QUOTE_MESSAGES, type Quote, type QuoteAnswerPayload } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { findToast } from "../../../test/find-toast";
import { renderPage } from "../../../test/render";
import { QuotePanel, type QuoteAnswerReply } from "./quote-panel";
import { awaitingQuote } from "../../../test/quote-fixture";

const awaiting = awaitingQuote({ version: 2 });

type Send = (payload: QuoteAnswerPayload) => Promise<QuoteAnswerReply>;

const APPROVED =
  "Thank you: the quote for LO-BELT-1 is approved. The workshop will start the work.";

function setUp(
  props: { quote?: Quote | null; returnUnrepaired?: boolean; send?: Send; state?: string } = {},
) {
  const send = vi.fn<Send>(
    props.send ?? (async () => ({ message: APPROVED, quote: { ...awaiting, status: "approved" } })),
  );
  const onAnswered = vi.fn(async () => undefined);
  const view = renderPage(
    <QuotePanel
      quote={"quote" in props ? props.quote : awaiting}
      returnUnrepaired={props.returnUnrepaired}
      serialNumber="LO-BELT-1"
      state={props.state}
      send={send}
      onAnswered={onAnswered}
    />,
    { user: null },
  );
  return { ...view, send, onAnswered };
}

describe("QuotePanel", () => {
  it("shows an awaiting quote's lines, price and VAT, with Approve and Decline", () => {
    setUp();
    const panel = screen.getByRole("region", { name: "Quote" });
    const table = within(panel).getByRole("table", { name: "Quote for LO-BELT-1" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "DescriptionQtyPrice",
      "New buckle1R 450.00",
      "Edge paint2R 800.00R 400.00 each",
    ]);
    expect(within(panel).getByText("Price: R 1 250.00")).toBeVisible();
    expect(within(panel).getByText("VAT at 15 % included: R 163.05")).toBeVisible();
    expect(within(panel).getByRole("button", { name: "Approve" })).toBeEnabled();
    expect(within(panel).getByRole("button", { name: "Decline" })).toBeEnabled();
    expect(panel).not.toHaveTextContent("Return unrepaired");
  });

  it("offers no answer once the piece is Ready for Collection, and says why", () => {
    setUp({ state: "ready-for-collection" });
    const panel = screen.getByRole("region", { name: "Quote" });
    expect(within(panel).queryByRole("button", { name: "Approve" })).toBeNull();
    expect(within(panel).queryByRole("button", { name: "Decline" })).toBeNull();
    expect(panel).toHaveTextContent(
      QUOTE_MESSAGES.answerClosed("LO-BELT-1", "ready-for-collection"),
    );
  });

  it("says nothing of VAT when the workshop charged none", () => {
    setUp({ quote: { ...awaiting, vatBasisPoints: null, vatCents: 0 } });
    const panel = screen.getByRole("region", { name: "Quote" });
    expect(panel).toHaveTextContent("Price: R 1 250.00");
    expect(panel).not.toHaveTextContent("VAT");
  });

  it("approves: posts the piece, the version seen and the answer, toasts and reads the page again", async () => {
    let reply: (value: QuoteAnswerReply) => void = () => undefined;
    const { user, send, onAnswered } = setUp({
      send: () => new Promise((resolve) => (reply = resolve)),
    });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(send).toHaveBeenCalledWith({ serialNumber: "LO-BELT-1", version: 2, answer: "approve" });
    // Both buttons are held while the answer is on its way.
    expect(screen.getByRole("button", { name: "Approve" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Decline" })).toBeDisabled();
    reply({ message: APPROVED, quote: { ...awaiting, status: "approved" } });
    expect(await findToast(APPROVED)).toBeVisible();
    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
  });

  it("declines only once confirmed in a dialog; Keep it sends nothing", async () => {
    const { user, send, onAnswered } = setUp();
    await user.click(screen.getByRole("button", { name: "Decline" }));
    const dialog = screen.getByRole("dialog", { name: "Decline the quote for LO-BELT-1?" });
    expect(dialog).toHaveAccessibleDescription("The workshop will send the piece back unrepaired.");
    // The safe choice is the one focused.
    expect(within(dialog).getByRole("button", { name: "Keep it" })).toHaveFocus();
    await user.click(within(dialog).getByRole("button", { name: "Keep it" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(send).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Decline" }));
    await user.click(screen.getByRole("button", { name: "Decline the quote" }));
    expect(send).toHaveBeenCalledWith({ serialNumber: "LO-BELT-1", version: 2, answer: "decline" });
    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("on a 409 says what the server said and reads the page again", async () => {
    const changed =
      "The quote has changed since you opened it. Please look at the new quote before you answer.";
    const { user, onAnswered } = setUp({
      send: () => Promise.reject(new ApiError(409, changed, undefined, true)),
    });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await findToast(changed)).toBeVisible();
    await waitFor(() => expect(onAnswered).toHaveBeenCalledTimes(1));
    expect(screen.getByRole("button", { name: "Approve" })).toBeEnabled();
  });

  it("on another failure says so, keeps the buttons and does not read the page again", async () => {
    const { user, onAnswered } = setUp({
      send: () => Promise.reject(new TypeError("Failed to fetch")),
    });
    await user.click(screen.getByRole("button", { name: "Approve" }));
    expect(await findToast("Your answer was not sent")).toBeVisible();
    expect(screen.getByText("Please try again.")).toBeVisible();
    await waitFor(() => expect(screen.getByRole("button", { name: "Approve" })).toBeEnabled());
    expect(onAnswered).not.toHaveBeenCalled();
  });

  it("says when an answered quote was approved or declined, without buttons", () => {
    const answeredAt = "2027-03-16T22:30:00.000Z"; // the 17th in Johannesburg
    const { unmount } = setUp({
      quote: { ...awaiting, status: "approved", answeredAt, answeredVia: "tracking-link" },
    });
    expect(screen.getByText("You approved this quote on 17 March 2027")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    unmount();

    setUp({
      quote: { ...awaiting, status: "declined", answeredAt, answeredVia: "customer-page" },
      returnUnrepaired: true,
    });
    const panel = screen.getByRole("region", { name: "Quote" });
    expect(within(panel).getByText("You declined this quote on 17 March 2027")).toBeVisible();
    expect(within(panel).getByText("Return unrepaired")).toBeVisible();
    expect(within(panel).queryByRole("button")).toBeNull();
  });

  it("shows nothing for a piece without a quote, and only the mark for one going back without one", () => {
    const { container, unmount } = setUp({ quote: undefined });
    expect(screen.queryByRole("region", { name: "Quote" })).toBeNull();
    expect(container).not.toHaveTextContent("Return unrepaired");
    unmount();

    setUp({ quote: null, returnUnrepaired: true });
    expect(screen.queryByRole("region", { name: "Quote" })).toBeNull();
    expect(screen.getByText("Return unrepaired")).toBeVisible();
  });
});
