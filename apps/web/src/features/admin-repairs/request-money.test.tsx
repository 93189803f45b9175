import { PAYMENT_MESSAGES, type RepairRequestPage, type RequestMoney } from "@lo/domain";
import { screen, within } from "@testing-library/react";
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

function renderPage() {
  const { calls } = recordRequests((call) => {
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

  it("takes a fee off", async () => {
    const { calls, user } = renderPage();
    await user.click(await screen.findByRole("button", { name: "Remove the fee Return postage" }));
    expect(await screen.findByText(PAYMENT_MESSAGES.feeRemoved)).toBeInTheDocument();
    expect(calls.find((call) => call.method === "DELETE")?.url.pathname).toMatch(
      /\/repairs\/42\/fees\/7$/,
    );
  });
});
