import {
  DEFAULT_BILLING_SETTINGS,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_PRICE_LIST,
  DEFAULT_TURNAROUND_TARGETS,
  type BackupStatusResponse,
} from "@lo/domain";
import { screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { recordingServer, renderAdminPage } from "../../../test/admin-list";
import SettingsPage from "./settings-page";
import { findToast } from "../../../test/find-toast";

afterEach(() => {
  toast.dismiss();
});

const BACKUPS: BackupStatusResponse = {
  scheduled: true,
  last: { at: "2027-03-14T02:00:41.000Z", result: "succeeded", sizeBytes: 812_400, error: null },
  lastSucceededAt: "2027-03-14T02:00:41.000Z",
  overdue: false,
  downloadable: true,
};

function server() {
  let stored = { ...DEFAULT_TURNAROUND_TARGETS };
  return recordingServer((call, path) => {
    if (path === "/settings/backups") return { status: 200, body: BACKUPS };
    if (path === "/settings/billing") return { status: 200, body: DEFAULT_BILLING_SETTINGS };
    if (path === "/settings/price-list") return { status: 200, body: DEFAULT_PRICE_LIST };
    if (path === "/settings/payment") return { status: 200, body: DEFAULT_PAYMENT_SETTINGS };
    if (path !== "/settings/turnaround") return { status: 404, body: { error: "Not here" } };
    if (call.method === "PUT") {
      stored = call.body as typeof stored;
      return { status: 200, body: { message: "Turnaround targets saved", targets: stored } };
    }
    return { status: 200, body: { targets: stored } };
  });
}

const field = (label: string) => screen.findByLabelText(new RegExp(`^${label} \\(days\\)`));

describe("SettingsPage", { timeout: 20_000 }, () => {
  it("shows each state's target and saves a change with a success message", async () => {
    const calls = server();
    const { user } = renderAdminPage("/admin/settings", <SettingsPage />);
    expect(screen.getByRole("heading", { name: "Settings" })).toBeVisible();
    expect(await field("Pending")).toHaveValue(7);
    expect(await field("En Route to Outfitter")).toHaveValue(10);
    expect(await field("In Progress")).toHaveValue(21);
    expect(await field("Ready for Collection")).toHaveValue(30);
    expect(await field("En Route to Customer")).toHaveValue(7);
    expect(screen.queryByLabelText(/^Completed/)).toBeNull();
    expect(await screen.findByRole("heading", { name: "Backups" })).toBeVisible();
    expect(await screen.findByRole("region", { name: "VAT" })).toBeVisible();
    expect(await screen.findByLabelText(/^VAT rate/)).toHaveValue("15");
    expect(await screen.findByRole("region", { name: "Price list" })).toBeVisible();
    expect(await screen.findByLabelText("Price 1 description")).toHaveValue("Restitch a strap");
    expect(await screen.findByRole("region", { name: "Payment" })).toBeVisible();
    expect(await screen.findByLabelText(/^Account number/)).toHaveValue("");
    expect(await screen.findByText("812 KB")).toBeVisible();

    const inProgress = await field("In Progress");
    await user.clear(inProgress);
    await user.type(inProgress, "28");
    await user.click(screen.getByRole("button", { name: "Save targets" }));
    expect(await findToast("Turnaround targets saved")).toBeVisible();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({ ...DEFAULT_TURNAROUND_TARGETS, "in-progress": 28 });
    await waitFor(() => expect(document.title).toBe("Settings · Lifetime Outfitter"));
  });

  it("refuses an empty, fractional or too large target with the field's message, sending nothing", async () => {
    const calls = server();
    const { user } = renderAdminPage("/admin/settings", <SettingsPage />);
    const pending = await field("Pending");
    await user.clear(pending);
    await user.type(pending, "2.5");
    const ready = await field("Ready for Collection");
    await user.clear(ready);
    await user.type(ready, "400");
    await user.clear(await field("En Route to Customer"));
    await user.click(screen.getByRole("button", { name: "Save targets" }));
    for (const label of ["Pending", "Ready for Collection", "En Route to Customer"]) {
      expect(
        await screen.findByText(`${label}: enter a whole number of days from 1 to 365`),
      ).toBeVisible();
    }
    expect(pending).toHaveAttribute("aria-invalid", "true");
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });
});
