import { BILLING_MESSAGES, type PriceList } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { recordingServer, renderAdminPage, type Answer } from "../../../../test/admin-list";
import { findToast } from "../../../../test/find-toast";
import { PriceListCard } from "./price-list-card";

afterEach(() => {
  toast.dismiss();
});

const LIST: PriceList = {
  prices: [
    { description: "Restitch a strap", unitCents: 35_000 },
    { description: "Replace a buckle", unitCents: 28_050 },
    { description: "Replace the lining", unitCents: 165_000 },
  ],
};

/** A fake /settings/price-list holding `stored`; a PUT answers `onPut` when given, else saves. */
function show(stored: PriceList, onPut?: Answer) {
  let current = stored;
  const calls = recordingServer((call, path) => {
    if (path !== "/settings/price-list") return { status: 404, body: { error: "Not here" } };
    if (call.method !== "PUT") return { status: 200, body: current };
    if (onPut) return onPut;
    current = call.body as PriceList;
    return { status: 200, body: { ...current, message: BILLING_MESSAGES.priceListSaved } };
  });
  const view = renderAdminPage("/admin/settings", <PriceListCard />);
  return { ...view, calls, puts: () => calls.filter((call) => call.method === "PUT") };
}

const description = (row: number) => screen.findByLabelText(`Price ${row} description`);
const price = (row: number) => screen.findByLabelText(`Price ${row} in rand`);
const saveButton = () => screen.getByRole("button", { name: "Save price list" });

describe("PriceListCard", { timeout: 20_000 }, () => {
  it("shows each price as an editable row, in rand with two decimals", async () => {
    show(LIST);
    const card = await screen.findByRole("region", { name: "Price list" });
    expect(await description(1)).toHaveValue("Restitch a strap");
    expect(await price(1)).toHaveValue("350.00");
    expect(await description(2)).toHaveValue("Replace a buckle");
    expect(await price(2)).toHaveValue("280.50");
    expect(await price(3)).toHaveValue("1 650.00");
    expect(within(card).getAllByRole("listitem")).toHaveLength(3);
    expect(within(card).getByRole("button", { name: "Remove Replace a buckle" })).toBeVisible();
  });

  it("adds a price, removes one and saves the list in cents", async () => {
    const { user, puts } = show(LIST);
    await user.click(await screen.findByRole("button", { name: "Remove Replace a buckle" }));
    expect(screen.queryByDisplayValue("Replace a buckle")).toBeNull();
    // Focus moves to the price that took the removed one's place.
    expect(await description(2)).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Add a price" }));
    expect(await description(3)).toHaveFocus();
    await user.type(await description(3), "Replace a zip");
    await user.type(await price(3), "R 1 250.5");
    await user.clear(await price(1));
    await user.type(await price(1), "375");
    await user.click(saveButton());

    expect(await findToast(BILLING_MESSAGES.priceListSaved)).toBeVisible();
    expect(puts()).toHaveLength(1);
    expect(puts()[0]?.body).toEqual({
      prices: [
        { description: "Restitch a strap", unitCents: 37_500 },
        { description: "Replace the lining", unitCents: 165_000 },
        { description: "Replace a zip", unitCents: 125_050 },
      ],
    });
    expect(await price(3)).toHaveValue("1 250.50");
  });

  it("says the list is empty, and saves an empty list", async () => {
    const { user, puts } = show(LIST);
    for (const name of ["Restitch a strap", "Replace a buckle", "Replace the lining"]) {
      await user.click(await screen.findByRole("button", { name: `Remove ${name}` }));
    }
    expect(
      await screen.findByText("No prices yet. Add the repairs you quote most often."),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Add a price" })).toHaveFocus();
    await user.click(saveButton());
    expect(await findToast(BILLING_MESSAGES.priceListSaved)).toBeVisible();
    expect(puts()[0]?.body).toEqual({ prices: [] });
  });

  it("refuses a price that is not in rand and an empty description, sending nothing", async () => {
    const { user, puts } = show(LIST);
    await user.clear(await price(1));
    await user.type(await price(1), "350.555");
    await user.click(await screen.findByRole("button", { name: "Add a price" }));
    await user.type(await price(4), "100");
    await user.click(saveButton());

    expect(await screen.findByText(BILLING_MESSAGES.price)).toBeVisible();
    expect(await price(1)).toHaveAttribute("aria-invalid", "true");
    expect(await price(1)).toHaveAccessibleDescription(BILLING_MESSAGES.price);
    expect(await description(4)).toHaveAccessibleDescription(BILLING_MESSAGES.priceDescription);
    expect(await price(4)).not.toHaveAttribute("aria-invalid");
    expect(puts()).toHaveLength(0);
  });

  it("refuses a price listed twice, on the repeat, sending nothing", async () => {
    const { user, puts } = show(LIST);
    await user.clear(await description(3));
    await user.type(await description(3), "restitch a strap ");
    await user.click(saveButton());
    const message = BILLING_MESSAGES.priceListDuplicate("restitch a strap");
    expect(await screen.findByText(message)).toBeVisible();
    expect(await description(3)).toHaveAccessibleDescription(message);
    expect(await description(1)).not.toHaveAttribute("aria-invalid");
    expect(puts()).toHaveLength(0);
  });

  it("shows the server's issue under the price it names", async () => {
    const issue = "This price is too high for a single repair.";
    const { user } = show(LIST, {
      status: 400,
      body: {
        error: issue,
        message: issue,
        issues: [{ path: "prices.1.unitCents", message: issue }],
      },
    });
    await user.click(await screen.findByRole("button", { name: "Save price list" }));
    expect(await screen.findByText(issue)).toBeVisible();
    expect(await price(2)).toHaveAttribute("aria-invalid", "true");
    expect(await price(2)).toHaveAccessibleDescription(issue);
    expect(await price(1)).not.toHaveAttribute("aria-invalid");
  });
});
