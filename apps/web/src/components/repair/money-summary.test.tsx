import { PAYMENT_MESSAGES } from "@lo/domain";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { MoneySummary } from "./money-summary";

const BANK = {
  accountHolder: "Lifetime Outfitter (Pty) Ltd",
  bankName: "First National Bank",
  accountNumber: "62512345678",
  branchCode: "250655",
};

const sums = (dueCents: number, paidCents: number) => ({
  dueCents,
  paidCents,
  balanceCents: Math.max(0, dueCents - paidCents),
  creditCents: Math.max(0, paidCents - dueCents),
});

describe("MoneySummary", () => {
  it("says nothing while nothing was charged or paid", () => {
    const { container } = render(<MoneySummary money={sums(0, 0)} reference={42} />);
    expect(container).toBeEmptyDOMElement();
    render(<MoneySummary money={undefined} reference={42} />);
    expect(screen.queryByRole("region", { name: "Payment" })).toBeNull();
  });

  it("says how to pay what is due, with the bank details and the reference when there are some", () => {
    render(<MoneySummary money={{ ...sums(45_000, 10_000), bankDetails: BANK }} reference={42} />);
    const section = screen.getByRole("region", { name: "Payment" });
    expect(section).toHaveTextContent("To payR 350.00");
    expect(within(section).getByText(PAYMENT_MESSAGES.howToPay(42))).toBeVisible();
    expect(
      within(section).getByRole("heading", { name: PAYMENT_MESSAGES.bankDetailsTitle }),
    ).toBeVisible();
    const details = within(section)
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(details).toEqual(
      expect.arrayContaining([
        ["Account holder", "Lifetime Outfitter (Pty) Ltd"],
        ["Bank", "First National Bank"],
        ["Account number", "62512345678"],
        ["Branch code", "250655"],
        ["Reference", "42"],
      ]),
    );
  });

  it("says how to pay without the bank details while Settings has none", () => {
    render(<MoneySummary money={{ ...sums(45_000, 0), bankDetails: null }} reference={42} />);
    expect(screen.getByText(PAYMENT_MESSAGES.howToPay(42))).toBeVisible();
    expect(screen.queryByRole("heading", { name: PAYMENT_MESSAGES.bankDetailsTitle })).toBeNull();
  });

  it("says a credit will be refunded, and thanks for a full payment, without bank details", () => {
    const { unmount } = render(
      <MoneySummary money={{ ...sums(45_000, 50_000), bankDetails: BANK }} reference={42} />,
    );
    expect(screen.getByRole("region", { name: "Payment" })).toHaveTextContent("We owe youR 50.00");
    expect(screen.getByText(PAYMENT_MESSAGES.refundOwed)).toBeVisible();
    expect(screen.queryByText("62512345678")).toBeNull();
    unmount();
    render(<MoneySummary money={{ ...sums(45_000, 45_000), bankDetails: BANK }} reference={42} />);
    expect(screen.getByText(PAYMENT_MESSAGES.paidInFull)).toBeVisible();
    expect(screen.queryByText("62512345678")).toBeNull();
  });
});
