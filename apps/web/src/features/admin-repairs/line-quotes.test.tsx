import { QUOTE_MESSAGES, type Quote, type RepairRequestPage } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseOption } from "../../../test/choose-option";
import { recordRequests, type RecordedCall } from "../../../test/recording-server";
import { ADMIN, renderRoutes } from "../../../test/render";
import { requestPage } from "../../../test/request-page-fixture";
import AdminRepairRequestPage from "./repair-request-page";

const SENT: Quote = {
  version: 1,
  status: "awaiting",
  items: [
    {
      description: "Restitch a strap",
      quantity: 1,
      unitCents: 35_000,
      totalCents: 35_000,
      vatCents: 4_565,
    },
  ],
  totalCents: 35_000,
  vatCents: 4_565,
  vatBasisPoints: 1500,
  createdAt: "2026-11-20T08:00:00.000Z",
  sentAt: "2026-11-20T09:00:00.000Z",
  answeredAt: null,
  answeredVia: null,
  answerNote: null,
};

/** The belt under the warranty; the wallet paid, its quote sent, a newer draft written. */
function adminPage(draft: boolean): RepairRequestPage {
  const page = requestPage(true);
  const [belt, wallet] = page.lines;
  return {
    ...page,
    lines: [
      { ...belt!, coverage: "warranty", coverageText: "Covered by your lifetime warranty" },
      {
        ...wallet!,
        coverage: "paid",
        coverageText: "Not covered: see the quote",
        quoteStatus: "awaiting",
        quote: SENT,
        quoteDraft: draft ? { ...SENT, version: 2, status: "draft", sentAt: null } : null,
        returnUnrepaired: false,
      },
    ],
  };
}

function renderPage(
  draft: boolean,
  answer: (call: RecordedCall) => { status: number; body?: unknown },
) {
  const { calls } = recordRequests((call) => {
    if (call.url.pathname.endsWith("/repairs/requests/42")) {
      return { status: 200, body: adminPage(draft) };
    }
    if (call.url.pathname.endsWith("/settings/price-list")) {
      return {
        status: 200,
        body: { prices: [{ description: "Replace a buckle", unitCents: 28_000 }] },
      };
    }
    if (call.url.pathname.endsWith("/settings/billing")) {
      return {
        status: 200,
        body: { vatRegistered: true, vatBasisPoints: 1500, vatNumber: "4123456789" },
      };
    }
    if (call.method === "GET")
      return { status: 404, body: { error: "Not here", message: "Not here" } };
    return answer(call);
  });
  const { user } = renderRoutes(
    [{ path: "/admin/requests/:id", element: <AdminRepairRequestPage /> }],
    { path: "/admin/requests/42", user: ADMIN },
  );
  return { requests: () => calls, user };
}

describe("quotes on the workshop's request page", () => {
  it("shows the quote in force and its draft, for the paid piece only, and sends the drafts", async () => {
    const { requests, user } = renderPage(true, () => ({
      status: 200,
      body: { message: QUOTE_MESSAGES.sent(1), sent: 1 },
    }));
    const panel = await screen.findByRole("region", { name: /^Quote for / });
    expect(panel).toHaveTextContent("Sent (version 1): R 350.00");
    expect(panel).toHaveTextContent("Awaiting answer");
    expect(panel).toHaveTextContent("Not sent yet (version 2): R 350.00");
    expect(screen.getAllByRole("region", { name: /^Quote for / })).toHaveLength(1);

    await user.click(screen.getByRole("button", { name: "Send quotes" }));
    const sent = requests().find((call) => call.method === "POST");
    expect(sent?.url.pathname).toMatch(/\/repairs\/42\/quotes\/send$/);
    expect(await screen.findByText(QUOTE_MESSAGES.sent(1))).toBeInTheDocument();
  });

  it("writes a quote from the price list and free lines, with its price and VAT, and refuses a bad price", async () => {
    const { requests, user } = renderPage(false, () => ({
      status: 200,
      body: { message: QUOTE_MESSAGES.saved, quote: SENT },
    }));
    const panel = await screen.findByRole("region", { name: /^Quote for / });
    await user.click(within(panel).getByRole("button", { name: /^Change the quote for / }));
    const dialog = await screen.findByRole("dialog", { name: /^Quote for / });
    // The version in force's line is there to start from.
    expect(within(dialog).getByRole("textbox", { name: "Line 1: description" })).toHaveValue(
      "Restitch a strap",
    );
    await chooseOption(user, "Add from the price list", "Replace a buckle · R 280.00");
    expect(within(dialog).getByRole("textbox", { name: "Line 2: description" })).toHaveValue(
      "Replace a buckle",
    );
    await user.click(within(dialog).getByRole("button", { name: "Remove line 2" }));
    await user.click(within(dialog).getByRole("button", { name: "Add a line" }));
    await user.type(
      within(dialog).getByRole("textbox", { name: "Line 2: description" }),
      "Clean and oil",
    );
    await user.type(
      within(dialog).getByRole("textbox", { name: "Line 2: price each, in rand" }),
      "12.345",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save quote" }));
    expect(await within(dialog).findByText(QUOTE_MESSAGES.unitPrice)).toBeInTheDocument();
    expect(requests().some((call) => call.method === "PUT")).toBe(false);

    const price = within(dialog).getByRole("textbox", { name: "Line 2: price each, in rand" });
    await user.clear(price);
    await user.type(price, "100");
    const quantity = within(dialog).getByRole("textbox", { name: "Line 2: quantity" });
    await user.clear(quantity);
    await user.type(quantity, "2");
    expect(dialog).toHaveTextContent("PriceR 550.00");
    expect(dialog).toHaveTextContent("VAT at 15 % includedR 71.74");
    await user.click(within(dialog).getByRole("button", { name: "Save quote" }));
    const put = await waitForCall(requests, "PUT");
    expect(put.url.pathname).toMatch(/\/repairs\/lines\/\d+\/quote$/);
    expect(put.body).toEqual({
      items: [
        { description: "Restitch a strap", quantity: 1, unitCents: 35_000 },
        { description: "Clean and oil", quantity: 2, unitCents: 10_000 },
      ],
    });
  });

  it("records an approval given by phone with its note", async () => {
    const { requests, user } = renderPage(false, () => ({
      status: 200,
      body: { message: QUOTE_MESSAGES.recorded, quote: { ...SENT, status: "approved" } },
    }));
    const panel = await screen.findByRole("region", { name: /^Quote for / });
    await user.click(within(panel).getByRole("button", { name: /^Record approval of / }));
    const dialog = await screen.findByRole("dialog", { name: /^Record approval of / });
    await user.click(within(dialog).getByRole("button", { name: "Record approval" }));
    expect(await within(dialog).findByText(QUOTE_MESSAGES.noteRequired)).toBeInTheDocument();
    await user.type(
      within(dialog).getByRole("textbox", { name: /Note/ }),
      "Approved by phone at 10:15",
    );
    await user.click(within(dialog).getByRole("button", { name: "Record approval" }));
    const post = await waitForCall(requests, "POST");
    expect(post.body).toEqual({ via: "phone", note: "Approved by phone at 10:15", version: 1 });
    expect(await screen.findByText(QUOTE_MESSAGES.recorded)).toBeInTheDocument();
  });
});

async function waitForCall(requests: () => RecordedCall[], method: string) {
  for (let i = 0; i < 50; i += 1) {
    const call = requests().find((one) => one.method === method);
    if (call) return call;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no ${method} call`);
}
