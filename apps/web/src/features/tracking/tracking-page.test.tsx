import type { Quote, TrackingView } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findToast } from "../../../test/find-toast";
import { listItemTexts } from "../../../test/list-item-texts";
import { asSent, recordRequests } from "../../../test/recording-server";
import { appRoutes, LINK_TOKEN as TOKEN, visitApp } from "../../../test/app-routes";
import { fakeServer, renderRoutes } from "../../../test/render";
import { awaitingQuote } from "../../../test/quote-fixture";

const view: TrackingView = {
  reference: 42,
  headlineState: "in-progress",
  createdAt: "2027-03-14T08:30:00.000Z",
  items: [
    {
      productType: "Classic Belt",
      color: "Dark Brown",
      serialNumber: "LO-BELT-1",
      state: "ready-for-collection",
      photos: [],
      coverageText: "Covered by your lifetime warranty",
      timeline: [
        { kind: "state", state: "pending", at: "2027-03-14T08:30:00.000Z" },
        { kind: "state", state: "in-progress", at: "2027-03-16T07:05:00.000Z" },
        { kind: "note", message: "New buckle fitted", at: "2027-03-16T07:05:00.000Z" },
        { kind: "state", state: "ready-for-collection", at: "2027-03-18T13:45:00.000Z" },
      ],
    },
    {
      productType: "Custom",
      color: null,
      serialNumber: "LO-CUSTOM-2",
      state: "in-progress",
      photos: [],
      timeline: [{ kind: "state", state: "in-progress", at: "2027-03-15T22:10:00.000Z" }],
    },
  ],
};

/** The app's own routes at /track/{token}, talking to a fake server. */
function visit(answer: { status: number; body?: unknown }, token = TOKEN) {
  return visitApp(`/track/${token}`, answer);
}

describe("the tracking page /track/{token}", () => {
  it("shows the request's headline state, each item's timeline and the workshop, without sign-in", async () => {
    const { fetchMock } = visit({ status: 200, body: view });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      "Repair Request #42",
    );
    expect(fetchMock).toHaveBeenCalledWith(`/lifetime-outfitter/track/${TOKEN}`, expect.anything());
    // Dates are the workshop's (Africa/Johannesburg, UTC+2), written out.
    expect(screen.getByText(/^Received/)).toHaveTextContent("Received 14 March 2027, 10:30");

    const status = screen.getByRole("region", { name: "Status" });
    expect(within(status).getByText("In Progress")).toHaveAttribute("data-state-colour", "blue");
    expect(status).toHaveTextContent("Your pieces are on the workbench.");

    expect(screen.getByRole("heading", { name: "Your 2 items" })).toBeInTheDocument();
    const belt = screen.getByRole("article", { name: "Classic Belt" });
    expect(belt).toHaveTextContent("Dark Brown");
    expect(belt).toHaveTextContent("LO-BELT-1");
    expect(within(belt).getByText("Covered by your lifetime warranty")).toBeVisible();
    const timeline = within(belt).getByRole("list", { name: "Progress of Classic Belt LO-BELT-1" });
    // Newest first, each with its date and time.
    expect(listItemTexts(timeline)).toEqual([
      "Ready for Collection18 March 2027, 15:45",
      "Note from the workshop: New buckle fitted16 March 2027, 09:05",
      "In Progress16 March 2027, 09:05",
      "Pending14 March 2027, 10:30",
    ]);
    const time = within(timeline).getAllByText("16 March 2027, 09:05")[0]!;
    expect(time.tagName).toBe("TIME");
    expect(time).toHaveAttribute("datetime", "2027-03-16T07:05:00.000Z");

    const custom = screen.getByRole("article", { name: "Custom" });
    expect(custom).not.toHaveTextContent("Colour");
    // An answer without the coverage says nothing of it.
    expect(custom).not.toHaveTextContent("Covered");
    // Past midnight in Johannesburg: the workshop's next day.
    expect(custom).toHaveTextContent("16 March 2027, 00:10");

    const workshop = screen.getByRole("region", { name: "Visit the workshop" });
    expect(workshop).toHaveTextContent("14 Tanner's Lane");
    expect(workshop).toHaveTextContent("Monday – SaturdayOpen all day");
    expect(within(workshop).getByRole("link", { name: "+27 21 555 0142" })).toHaveAttribute(
      "href",
      "tel:+27215550142",
    );
    // The title is set in an effect, which may run just after the heading is on screen.
    await waitFor(() => expect(document.title).toBe("Repair Request #42 · Lifetime Outfitter"));
  });

  it("asks search engines not to index it", async () => {
    visit({ status: 200, body: view });
    await screen.findByRole("heading", { level: 1 });
    const robots = document.head.querySelector('meta[name="robots"]');
    expect(robots).toHaveAttribute("content", "noindex, nofollow");
  });

  it("shows the app's 404 page for a wrong or revoked link", async () => {
    visit({
      status: 404,
      body: {
        error: "This tracking link is not valid.",
        message: "This tracking link is not valid.",
      },
    });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      "Oops! Page not found",
    );
    expect(screen.getByRole("link", { name: "Return to Home Page" })).toHaveAttribute("href", "/");
    // The title is set in an effect, which may run just after the heading is on screen.
    await waitFor(() => expect(document.title).toBe("Page not found · Lifetime Outfitter"));
    expect(document.head.querySelector('meta[name="robots"]')).not.toBeNull();
  });

  it("says when it could not load, and tries again on request", async () => {
    let calls = 0;
    fakeServer(() => {
      calls += 1;
      return calls === 1
        ? { status: 429, body: { error: "Too many requests. Please wait a minute and try again." } }
        : { status: 200, body: view };
    });
    const { user } = renderRoutes(appRoutes, { path: `/track/${TOKEN}`, user: null });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Too many requests. Please wait a minute and try again.",
    );
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      "Repair Request #42",
    );
  });
});

const quote = awaitingQuote();

/**
 * The view with the belt's quote as given (the custom piece has none), the belt waiting at the
 * workshop: a quote is answered before the work, never once the piece is Ready for Collection.
 */
const quoted = (beltQuote: Quote, returnUnrepaired = false): TrackingView => ({
  ...view,
  items: view.items.map((item, index) =>
    index === 0
      ? { ...item, state: "enroute-to-outfitter", quote: beltQuote, returnUnrepaired }
      : item,
  ),
});

const ANSWERS_URL = `/lifetime-outfitter/track/${TOKEN}/quote-answers`;

/** A tracking server whose belt quote awaits until answered, then reads as `after`. */
function quoteServer(answer: { status: number; body: unknown }, after: TrackingView) {
  let answered = false;
  const server = recordRequests((call) => {
    if (call.method === "POST") {
      answered = answer.status === 200;
      return answer;
    }
    return { status: 200, body: answered ? after : quoted(quote) };
  }, asSent);
  const rendered = renderRoutes(appRoutes, { path: `/track/${TOKEN}`, user: null });
  return { ...server, ...rendered };
}

describe("a piece's quote on the tracking page", () => {
  it("shows the quote under the piece, and none on a piece without one", async () => {
    visit({ status: 200, body: quoted(quote) });
    const belt = await screen.findByRole("article", { name: "Classic Belt" });
    // The panel comes with the first piece that has a quote.
    const panel = await within(belt).findByRole("region", { name: "Quote" });
    const table = within(panel).getByRole("table", { name: "Quote for LO-BELT-1" });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(table).toHaveTextContent("New buckle1R 450.00");
    expect(panel).toHaveTextContent("Price: R 1 250.00");
    expect(panel).toHaveTextContent("VAT at 15 % included: R 163.05");
    const custom = screen.getByRole("article", { name: "Custom" });
    expect(within(custom).queryByRole("region", { name: "Quote" })).toBeNull();
    expect(within(custom).queryByRole("button")).toBeNull();
  });

  it("approves: posts the answer to the tracking link, toasts and shows the new status", async () => {
    const message =
      "Thank you: the quote for LO-BELT-1 is approved. The workshop will start the work.";
    const approved = { ...quote, status: "approved" as const, answeredAt: "2027-03-16T10:00:00Z" };
    const { calls, user } = quoteServer(
      { status: 200, body: { message, quote: approved } },
      quoted(approved),
    );
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await findToast(message)).toBeVisible();
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      {
        url: ANSWERS_URL,
        method: "POST",
        body: { serialNumber: "LO-BELT-1", version: 1, answer: "approve" },
      },
    ]);
    const status = await screen.findByText("You approved this quote on 16 March 2027");
    // The buttons pressed are gone: focus is on what replaced them.
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull();
    // Read again in place: the page never went back to loading.
    expect(calls.filter((call) => call.method === "GET")).toHaveLength(2);
  });

  it("declines only once confirmed, then marks the piece Return unrepaired", async () => {
    const message =
      "The quote for LO-BELT-1 is declined. The workshop will send the piece back unrepaired.";
    const declined = { ...quote, status: "declined" as const, answeredAt: "2027-03-16T10:00:00Z" };
    const { calls, user } = quoteServer(
      { status: 200, body: { message, quote: declined } },
      quoted(declined, true),
    );
    await user.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = screen.getByRole("dialog", { name: "Decline the quote for LO-BELT-1?" });
    expect(dialog).toHaveTextContent("The workshop will send the piece back unrepaired.");
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Decline the quote" }));
    expect(await findToast(message)).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      serialNumber: "LO-BELT-1",
      version: 1,
      answer: "decline",
    });
    const belt = screen.getByRole("article", { name: "Classic Belt" });
    expect(await within(belt).findByText("You declined this quote on 16 March 2027")).toBeVisible();
    expect(within(belt).getByText("Return unrepaired")).toBeVisible();
  });

  it("on a 409 shows the server's words and reads the page again", async () => {
    const changed =
      "The quote has changed since you opened it. Please look at the new quote before you answer.";
    const { calls, user } = quoteServer({ status: 409, body: { error: changed } }, view);
    await user.click(await screen.findByRole("button", { name: "Approve" }));
    expect(await findToast(changed)).toBeVisible();
    await waitFor(() => expect(calls.filter((call) => call.method === "GET")).toHaveLength(2));
  });
});
