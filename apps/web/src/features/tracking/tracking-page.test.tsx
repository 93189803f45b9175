import type { TrackingView } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listItemTexts } from "../../../test/list-item-texts";
import { appRoutes, LINK_TOKEN as TOKEN, visitApp } from "../../../test/app-routes";
import { fakeServer, renderRoutes } from "../../../test/render";

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
