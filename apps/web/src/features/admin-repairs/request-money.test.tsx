import {
  DEFAULT_PAYMENT_SETTINGS,
  PAYMENT_MESSAGES,
  type PaymentSettings,
  type RepairRequestPage,
  type RequestMoney,
} from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseOption } from "../../../test/choose-option";
import { recordRequests } from "../../../test/recording-server";
import { ADMIN, renderRoutes } from "../../../test/render";
import { requestPage } from "../../../test/request-page-fixture";
import AdminRepairRequestPage from "./repair-request-page";

const MONEY: RequestMoney = {
  dueCents: 103_000,
  paidCents: 50_000,
  balanceCents: 53_000,
  creditCents: 0,
  fees: [{ id: 7, description: "Return postage", amountCents: 12_000 }],
  payments: [
    {
      id: 3,
      kind: "payment",
      amountCents: 50_000,
      method: "eft",
      reference: "FNB 1234",
      paidOn: "2026-11-27",
      recordedAt: "2026-11-27T10:00:00.000Z",
    },
  ],
};

const STANDARD_FEES: PaymentSettings = {
  ...DEFAULT_PAYMENT_SETTINGS,
  assessmentFeeCents: 15_000,
  returnPostageFeeCents: 12_000,
};

function renderPage(settings: PaymentSettings = STANDARD_FEES) {
  const { calls } = recordRequests((call) => {
    if (call.url.pathname.endsWith("/settings/payment")) return { status: 200, body: settings };
    if (call.method === "POST" && call.url.pathname.endsWith("/fees")) {
      return { status: 200, body: { message: PAYMENT_MESSAGES.feeAdded, money: MONEY } };
    }
    if (call.url.pathname.endsWith("/repairs/requests/42")) {
      const page: RepairRequestPage = { ...requestPage(true), money: MONEY };
      return { status: 200, body: page };
    }
    if (call.method === "POST" && call.url.pathname.endsWith("/payments")) {
      return {
        status: 200,
        body: { message: PAYMENT_MESSAGES.recorded("refund", 2_000), money: MONEY },
      };
    }
    if (call.method === "DELETE") {
      return { status: 200, body: { message: PAYMENT_MESSAGES.feeRemoved, money: MONEY } };
    }
    return { status: 404, body: { error: "Not here", message: "Not here" } };
  });
  const { user } = renderRoutes(
    [{ path: "/admin/requests/:id", element: <AdminRepairRequestPage /> }],
    { path: "/admin/requests/42", user: ADMIN },
  );
  return { calls, user };
}

describe("a request's payments for the workshop", () => {
  it("shows what is due, paid and still to pay, each fee and payment", async () => {
    renderPage();
    const panel = await screen.findByRole("region", { name: "Payments" });
    expect(panel).toHaveTextContent("DueR 1 030.00");
    expect(panel).toHaveTextContent("PaidR 500.00");
    expect(panel).toHaveTextContent("BalanceR 530.00");
    expect(within(panel).getByRole("list", { name: "Fees" })).toHaveTextContent(
      "Fee: Return postage · R 120.00",
    );
    expect(within(panel).getByRole("list", { name: "Payments and refunds" })).toHaveTextContent(
      "27 November 2026 · Payment R 500.00 by EFT · FNB 1234",
    );
  });

  it("records a refund by card with its amount in cents, and refuses an amount that is not one", async () => {
    const { calls, user } = renderPage();
    const panel = await screen.findByRole("region", { name: "Payments" });
    await user.click(within(panel).getByRole("button", { name: "Record a payment" }));
    const dialog = await screen.findByRole("dialog", { name: "Record a payment" });
    await chooseOption(user, "Payment or refund", "Refund");
    await chooseOption(user, "Method", "Card");
    const amount = within(dialog).getByRole("textbox", { name: /Amount/ });
    await user.type(amount, "twenty");
    await user.click(within(dialog).getByRole("button", { name: "Record" }));
    expect(await within(dialog).findByText(PAYMENT_MESSAGES.amount)).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, "20");
    await user.click(within(dialog).getByRole("button", { name: "Record" }));
    expect(await screen.findByText(PAYMENT_MESSAGES.recorded("refund", 2_000))).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.body).toMatchObject({
      kind: "refund",
      amountCents: 2_000,
      method: "card",
      reference: null,
    });
  });

  it("takes a fee off once the admin confirms, and keeps it when they think again", async () => {
    const { calls, user } = renderPage();
    const remove = await screen.findByRole("button", { name: "Remove the fee Return postage" });
    await user.click(remove);
    let dialog = await screen.findByRole("alertdialog", {
      name: PAYMENT_MESSAGES.removeFeeTitle("Return postage"),
    });
    expect(dialog).toHaveTextContent(PAYMENT_MESSAGES.removeFeeBody(12_000));
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.some((call) => call.method === "DELETE")).toBe(false);

    await user.click(remove);
    dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Remove the fee" }));
    expect(await screen.findByText(PAYMENT_MESSAGES.feeRemoved)).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "DELETE")).toHaveLength(1);
    expect(calls.find((call) => call.method === "DELETE")?.url.pathname).toMatch(
      /\/repairs\/42\/fees\/7$/,
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
  });

  it("offers the standard fees from Settings, filling in the description and amount", async () => {
    const { calls, user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Add a fee" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a fee" });
    const standard = await within(dialog).findByRole("group", { name: "Standard fees" });
    await user.click(within(standard).getByRole("button", { name: "Assessment · R 150.00" }));
    expect(within(dialog).getByRole("textbox", { name: /What it is for/ })).toHaveValue(
      "Assessment",
    );
    const amount = within(dialog).getByRole("textbox", { name: /Amount/ });
    expect(amount).toHaveValue("150.00");
    // The amount can still be changed before it is added.
    await user.clear(amount);
    await user.type(amount, "175");
    await user.click(within(dialog).getByRole("button", { name: "Add the fee" }));
    expect(await screen.findByText(PAYMENT_MESSAGES.feeAdded)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      description: "Assessment",
      amountCents: 17_500,
    });
  });

  it("adds a fee of the admin's own when Settings has no standard fees", async () => {
    const { calls, user } = renderPage(DEFAULT_PAYMENT_SETTINGS);
    await user.click(await screen.findByRole("button", { name: "Add a fee" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a fee" });
    await waitFor(() =>
      expect(calls.some((call) => call.url.pathname.endsWith("/settings/payment"))).toBe(true),
    );
    expect(within(dialog).queryByRole("group", { name: "Standard fees" })).toBeNull();
    await user.type(within(dialog).getByRole("textbox", { name: /What it is for/ }), "Courier");
    await user.type(within(dialog).getByRole("textbox", { name: /Amount/ }), "80");
    await user.click(within(dialog).getByRole("button", { name: "Add the fee" }));
    expect(await screen.findByText(PAYMENT_MESSAGES.feeAdded)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      description: "Courier",
      amountCents: 8_000,
    });
  });
});
