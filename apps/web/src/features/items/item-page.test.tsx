import type { ItemPage as ItemPageData } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordRequests } from "../../../test/recording-server";
import { ADMIN, CUSTOMER, renderRoutes } from "../../../test/render";
import ItemPage from "./item-page";

const VERIFY_URL = "http://localhost:3000/verify/Abc_def-0123456789abcdefghijklmnopqrstuvwxy";

function itemPage(admin: boolean): ItemPageData {
  return {
    item: {
      serialno: "LO-BELT-1",
      productType: "Classic Belt",
      colour: "Dark Brown",
      size: "34",
      description: null,
      yearMade: 2025,
      createdAt: "2025-06-01T08:00:00.000Z",
    },
    owners: admin
      ? [
          {
            from: "2025-06-01T08:00:00.000Z",
            to: "2026-01-10T08:00:00.000Z",
            via: "made",
            owner: { idnumber: "8001015009087", name: "Naledi Firstowner" },
          },
          {
            from: "2026-01-10T08:00:00.000Z",
            to: null,
            via: "transfer",
            owner: { idnumber: "9001015009087", name: "Sipho Second" },
          },
        ]
      : [{ from: "2026-01-10T08:00:00.000Z", to: null, via: "transfer" }],
    repairs: [
      {
        requestId: 7,
        linked: admin,
        creationDate: "2025-09-01T08:00:00.000Z",
        currentLocation: "Workshop bench 3",
        line: {
          repairlineid: 11,
          serialNumber: "LO-BELT-1",
          productType: "Classic Belt",
          size: "34",
          color: "Dark Brown",
          problemDescription: "Buckle loose",
          state: "completed",
          version: 2,
          workshopLog: [
            {
              message: "Buckle replaced",
              timestamp: "2025-09-03T08:00:00.000Z",
              author: "Workshop",
              ...(admin ? { internal: false } : {}),
            },
            ...(admin
              ? [
                  {
                    message: "Glue was cheap",
                    timestamp: "2025-09-03T09:00:00.000Z",
                    author: "Workshop",
                    internal: true,
                  },
                ]
              : []),
          ],
          photos: [],
          stateChanges: [
            {
              fromState: null,
              toState: "pending",
              changedAt: "2025-09-01T08:00:00.000Z",
              changedBy: null,
            },
            {
              fromState: "pending",
              toState: "completed",
              changedAt: "2025-09-03T08:00:00.000Z",
              changedBy: "Workshop",
            },
          ],
        },
      },
    ],
    careGuide: {
      productTypeId: 1,
      productType: "Classic Belt",
      text: "Unbuckle your belt at night.",
      updatedAt: null,
    },
    verifyUrl: VERIFY_URL,
  };
}

function renderItem(admin: boolean, answer?: { status: number; body?: unknown }) {
  const recorded = recordRequests((call) => {
    if (call.method === "PUT") {
      return { status: 200, body: { ...itemPage(admin).careGuide, text: "New guide" } };
    }
    if (call.url.pathname.endsWith("/items/LO-BELT-1")) {
      return answer ?? { status: 200, body: itemPage(admin) };
    }
    if (call.url.pathname.endsWith("/transfers/mine")) return { status: 200, body: { data: [] } };
    return { status: 200, body: { entries: [], nextBefore: null } };
  });
  const view = renderRoutes([{ path: "/items/:serialno", element: <ItemPage /> }], {
    path: "/items/LO-BELT-1",
    user: admin ? ADMIN : CUSTOMER,
  });
  return { ...view, ...recorded };
}

describe("ItemPage (/items/{serialno})", () => {
  it("shows an admin every owner linked to their page, the repair linked, and internal notes", async () => {
    renderItem(true);
    expect(await screen.findByRole("heading", { level: 1, name: "Classic Belt" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Owners over time" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Naledi Firstowner" })).toHaveAttribute(
      "href",
      "/admin/customers/8001015009087",
    );
    expect(screen.getByRole("link", { name: "Request #7" })).toHaveAttribute(
      "href",
      "/admin/requests/7",
    );
    const repair = screen.getByRole("article", { name: "Repair of request #7" });
    expect(repair).toHaveTextContent("Glue was cheap");
    expect(repair).toHaveTextContent("Workshop bench 3");
    expect(screen.getByRole("button", { name: "Edit care guide" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Revoke verify link" })).toBeVisible();
    expect(screen.getByRole("link", { name: new RegExp(VERIFY_URL) })).toHaveAttribute(
      "href",
      VERIFY_URL,
    );
  });

  it("offers the owner 'Transfer' on the item page", async () => {
    renderItem(false);
    expect(await screen.findByRole("button", { name: "Transfer LO-BELT-1" })).toBeVisible();
    expect(screen.getByRole("heading", { name: "Passing it on" })).toBeVisible();
  });

  it("shows the owner only their own time, an earlier owner's request unlinked, no edit", async () => {
    renderItem(false);
    expect(await screen.findByRole("heading", { name: "Your time with this piece" })).toBeVisible();
    expect(screen.queryByText("Naledi Firstowner")).toBeNull();
    expect(screen.queryByRole("link", { name: "Request #7" })).toBeNull();
    expect(screen.getByText("Request #7")).toBeVisible();
    expect(screen.getByText(/by an earlier owner/)).toBeVisible();
    expect(screen.queryByRole("button", { name: "Edit care guide" })).toBeNull();
    expect(screen.getByText("Unbuckle your belt at night.")).toBeVisible();
    expect(screen.getByRole("link", { name: "My Products" })).toHaveAttribute(
      "href",
      "/my-products",
    );
  });

  it("says the item is not found for another's piece", async () => {
    const message = "Item not found. It may be mistyped, or it is not yours.";
    renderItem(false, { status: 404, body: { error: message, message } });
    expect(await screen.findByRole("heading", { name: "Item not found" })).toBeVisible();
  });

  it("saves an admin's care guide through the dialog, refusing an empty one", async () => {
    const { user, calls } = renderItem(true);
    await user.click(await screen.findByRole("button", { name: "Edit care guide" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit care guide" });
    const field = within(dialog).getByLabelText("Care guide");
    await user.clear(field);
    await user.click(within(dialog).getByRole("button", { name: "Save care guide" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Please write the care guide.");
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
    await user.type(field, "New guide");
    await user.click(within(dialog).getByRole("button", { name: "Save care guide" }));
    await screen.findByText("Care guide saved");
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/lifetime-outfitter/care-guides/1");
    expect(put?.body).toEqual({ text: "New guide" });
  });
});
