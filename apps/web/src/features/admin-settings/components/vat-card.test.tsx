import { BILLING_MESSAGES, type BillingSettings } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { recordingServer, renderAdminPage, type Answer } from "../../../../test/admin-list";
import { findToast } from "../../../../test/find-toast";
import { VatCard } from "./vat-card";

afterEach(() => {
  toast.dismiss();
});

const REGISTERED: BillingSettings = {
  vatRegistered: true,
  vatBasisPoints: 1550,
  vatNumber: "4123456789",
};

/** A fake /settings/billing holding `stored`; a PUT answers `onPut` when given, else saves. */
function show(stored: BillingSettings, onPut?: Answer) {
  let current = stored;
  const calls = recordingServer((call, path) => {
    if (path !== "/settings/billing") return { status: 404, body: { error: "Not here" } };
    if (call.method !== "PUT") return { status: 200, body: current };
    if (onPut) return onPut;
    current = call.body as BillingSettings;
    return { status: 200, body: { ...current, message: BILLING_MESSAGES.saved } };
  });
  const view = renderAdminPage("/admin/settings", <VatCard />);
  return { ...view, calls, puts: () => calls.filter((call) => call.method === "PUT") };
}

const registered = () => screen.findByRole("checkbox", { name: "Registered for VAT" });
const rate = () => screen.findByLabelText(/^VAT rate \(%\)/);
const vatNumber = () => screen.findByLabelText(/^VAT number/);

describe("VatCard", { timeout: 20_000 }, () => {
  it("shows the saved settings, the rate in percent", async () => {
    show(REGISTERED);
    expect(await screen.findByRole("region", { name: "VAT" })).toBeVisible();
    expect(await registered()).toBeChecked();
    expect(await rate()).toHaveValue("15.5");
    expect(await vatNumber()).toHaveValue("4123456789");
  });

  it("saves registration, the rate in basis points and the number, with the server's message", async () => {
    const { user, puts } = show({ vatRegistered: false, vatBasisPoints: 1500, vatNumber: null });
    expect(await registered()).not.toBeChecked();
    expect(await rate()).toHaveValue("15");
    await user.click(await registered());
    await user.clear(await rate());
    await user.type(await rate(), "15.25");
    await user.type(await vatNumber(), "4123 456 789");
    await user.click(screen.getByRole("button", { name: "Save VAT settings" }));
    expect(await findToast(BILLING_MESSAGES.saved)).toBeVisible();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toEqual({
      vatRegistered: true,
      vatBasisPoints: 1525,
      vatNumber: "4123456789",
    });
    expect(await vatNumber()).toHaveValue("4123456789");
  });

  it("refuses a rate that is not a percentage, sending nothing", async () => {
    const { user, puts } = show(REGISTERED);
    await user.clear(await rate());
    await user.type(await rate(), "15.555");
    await user.click(screen.getByRole("button", { name: "Save VAT settings" }));
    expect(await screen.findByText(BILLING_MESSAGES.vatRate)).toBeVisible();
    expect(await rate()).toHaveAttribute("aria-invalid", "true");
    expect(await rate()).toHaveAccessibleDescription(
      expect.stringContaining(BILLING_MESSAGES.vatRate) as string,
    );
    await user.clear(await rate());
    await user.type(await rate(), "101");
    await user.click(screen.getByRole("button", { name: "Save VAT settings" }));
    expect(await screen.findByText(BILLING_MESSAGES.vatRate)).toBeVisible();
    expect(puts()).toHaveLength(0);
  });

  it("requires the number while registered and checks its form, sending nothing", async () => {
    const { user, puts } = show({ vatRegistered: false, vatBasisPoints: 1500, vatNumber: null });
    await user.click(await registered());
    await user.click(screen.getByRole("button", { name: "Save VAT settings" }));
    expect(await screen.findByText(BILLING_MESSAGES.vatNumberRequired)).toBeVisible();
    expect(await vatNumber()).toHaveAttribute("aria-invalid", "true");
    expect(await vatNumber()).toHaveAccessibleDescription(
      expect.stringContaining(BILLING_MESSAGES.vatNumberRequired) as string,
    );

    // Not registered after all: the number is no longer required, but still checked if given.
    await user.click(await registered());
    expect(screen.queryByText(BILLING_MESSAGES.vatNumberRequired)).toBeNull();
    await user.type(await vatNumber(), "5123456789");
    await user.click(screen.getByRole("button", { name: "Save VAT settings" }));
    expect(await screen.findByText(BILLING_MESSAGES.vatNumber)).toBeVisible();
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's issue under its field", async () => {
    const issue = "That VAT number belongs to another business.";
    const { user, puts } = show(REGISTERED, {
      status: 400,
      body: { error: issue, message: issue, issues: [{ path: "vatNumber", message: issue }] },
    });
    await user.click(await screen.findByRole("button", { name: "Save VAT settings" }));
    const card = await screen.findByRole("region", { name: "VAT" });
    expect(await within(card).findByText(issue)).toBeVisible();
    expect(await vatNumber()).toHaveAttribute("aria-invalid", "true");
    expect(await vatNumber()).toHaveAccessibleDescription(expect.stringContaining(issue) as string);
    expect(puts()[0]?.body).toEqual(REGISTERED);
  });

  it("says when the settings cannot be fetched, with a way to try again", async () => {
    recordingServer(() => ({ status: 500, body: { error: "Broken" } }));
    renderAdminPage("/admin/settings", <VatCard />);
    expect(
      await screen.findByText("Failed to fetch the VAT settings. Please try again."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
