import {
  DEFAULT_PAYMENT_SETTINGS,
  PAYMENT_SETTINGS_MESSAGES as M,
  type PaymentSettings,
} from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { recordingServer, renderAdminPage, type Answer } from "../../../../test/admin-list";
import { findToast } from "../../../../test/find-toast";
import { PaymentCard } from "./payment-card";

afterEach(() => {
  toast.dismiss();
});

const SET: PaymentSettings = {
  bankName: "First National Bank",
  accountHolder: "Lifetime Outfitter (Pty) Ltd",
  accountNumber: "62512345678",
  branchCode: "250655",
  assessmentFeeCents: 15_000,
  returnPostageFeeCents: null,
};

/** A fake /settings/payment holding `stored`; a PUT answers `onPut` when given, else saves. */
function show(stored: PaymentSettings, onPut?: Answer) {
  let current = stored;
  const calls = recordingServer((call, path) => {
    if (path !== "/settings/payment") return { status: 404, body: { error: "Not here" } };
    if (call.method !== "PUT") return { status: 200, body: current };
    if (onPut) return onPut;
    current = call.body as PaymentSettings;
    return { status: 200, body: { ...current, message: M.saved } };
  });
  const view = renderAdminPage("/admin/settings", <PaymentCard />);
  return { ...view, calls, puts: () => calls.filter((call) => call.method === "PUT") };
}

const field = (label: string) => screen.findByLabelText(new RegExp(`^${label}`));
const save = () => screen.getByRole("button", { name: "Save payment settings" });

describe("PaymentCard", { timeout: 20_000 }, () => {
  it("shows the saved bank details and fees, a fee in rand and none as empty", async () => {
    show(SET);
    expect(await screen.findByRole("region", { name: "Payment" })).toBeVisible();
    expect(await field("Account holder")).toHaveValue("Lifetime Outfitter (Pty) Ltd");
    expect(await field("Bank")).toHaveValue("First National Bank");
    expect(await field("Account number")).toHaveValue("62512345678");
    expect(await field("Branch code")).toHaveValue("250655");
    expect(await field("Assessment fee")).toHaveValue("150.00");
    expect(await field("Return postage")).toHaveValue("");
  });

  it("saves the bank details and the fees in cents, with the server's message", async () => {
    const { user, puts } = show(DEFAULT_PAYMENT_SETTINGS);
    await user.type(await field("Account holder"), "Lifetime Outfitter (Pty) Ltd");
    await user.type(await field("Bank"), "First National Bank");
    await user.type(await field("Account number"), "625 1234 5678");
    await user.type(await field("Branch code"), "250655");
    await user.type(await field("Assessment fee"), "150");
    await user.type(await field("Return postage"), "R 1 200.50");
    await user.click(save());
    expect(await findToast(M.saved)).toBeVisible();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toEqual({ ...SET, returnPostageFeeCents: 120_050 });
    expect(await field("Account number")).toHaveValue("62512345678");
    expect(await field("Return postage")).toHaveValue("1 200.50");
  });

  it("refuses a bad account number, branch code or fee, and half the bank details, sending nothing", async () => {
    const { user, puts } = show(DEFAULT_PAYMENT_SETTINGS);
    await user.type(await field("Account number"), "12345");
    await user.type(await field("Branch code"), "2506");
    await user.type(await field("Assessment fee"), "fifty");
    await user.type(await field("Return postage"), "0");
    await user.click(save());
    expect(await screen.findByText(M.accountNumber)).toBeVisible();
    expect(await screen.findByText(M.branchCode)).toBeVisible();
    expect(await screen.findAllByText(M.fee)).toHaveLength(2);
    expect(await field("Account number")).toHaveAttribute("aria-invalid", "true");
    expect(await field("Assessment fee")).toHaveAccessibleDescription(
      expect.stringContaining(M.fee) as string,
    );

    await user.clear(await field("Account number"));
    await user.type(await field("Account number"), "62512345678");
    await user.clear(await field("Branch code"));
    await user.clear(await field("Assessment fee"));
    await user.clear(await field("Return postage"));
    await user.click(save());
    expect(await screen.findByText(M.missing("bankName"))).toBeVisible();
    expect(await screen.findByText(M.missing("accountHolder"))).toBeVisible();
    expect(await screen.findByText(M.missing("branchCode"))).toBeVisible();
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's issue under its field", async () => {
    const issue = "That branch code is not one of the bank's.";
    const { user } = show(SET, {
      status: 400,
      body: { error: issue, message: issue, issues: [{ path: "branchCode", message: issue }] },
    });
    await user.click(await screen.findByRole("button", { name: "Save payment settings" }));
    const card = await screen.findByRole("region", { name: "Payment" });
    expect(await within(card).findByText(issue)).toBeVisible();
    expect(await field("Branch code")).toHaveAttribute("aria-invalid", "true");
  });

  it("says when the settings cannot be fetched, with a way to try again", async () => {
    recordingServer(() => ({ status: 500, body: { error: "Broken" } }));
    renderAdminPage("/admin/settings", <PaymentCard />);
    expect(
      await screen.findByText("Failed to fetch the payment settings. Please try again."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
