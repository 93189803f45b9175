import { PRIVACY_MESSAGES, type CustomerOverview } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { recordingServer, type Answer, type Call } from "../../../test/admin-list";
import { ADMIN, renderRoutes } from "../../../test/render";
import { customerRecord } from "../../../test/customer-record";
import { findToast } from "../../../test/find-toast";
import CustomerPage from "./customer-page";

const ID = "8001015009087";

const CUSTOMER = customerRecord({
  id: ID,
  address: "12 Bree Street, Cape Town, Western Cape, 8001",
  totalPurchases: 2,
  invitationStatus: "pending",
});

const OVERVIEW: CustomerOverview = {
  customer: CUSTOMER,
  items: [
    {
      serialno: "LO-2024-000123",
      productType: "Satchel",
      colour: "Tan",
      size: "Medium",
      createdAt: "2025-01-15T10:00:00.000Z",
      repairs: 1,
      lastRepairDate: "2026-02-01T10:00:00.000Z",
      openRepair: { requestId: 31, state: "in-progress" },
    },
    {
      serialno: "LO-2024-000124",
      productType: "Wallet",
      colour: null,
      size: null,
      createdAt: "2025-01-15T10:00:00.000Z",
      repairs: 0,
      lastRepairDate: null,
      openRepair: null,
    },
  ],
  requests: [
    {
      id: 31,
      createdAt: "2026-02-01T10:00:00.000Z",
      status: "In Progress",
      lines: 3,
      ready: 1,
      completed: 1,
    },
  ],
  messages: [
    {
      id: 5,
      name: "Thandi",
      email: "thandi@example.com",
      message: "When will my satchel be ready?",
      createdAt: "2026-02-03T09:00:00.000Z",
      readAt: null,
      answeredAt: null,
      archivedAt: null,
    },
  ],
  anonymisedAt: null,
};

function server(overview: Answer, write?: (call: Call) => Answer) {
  return recordingServer((call, path) => {
    if (path === `/customers/${ID}/overview`) return overview;
    if (path === "/audit-log") return { status: 200, body: { entries: [], nextBefore: null } };
    return write?.(call) ?? { status: 500, body: { error: "unexpected call" } };
  });
}

const renderCustomer = (id = ID) =>
  renderRoutes([{ path: "/admin/customers/:id", element: <CustomerPage /> }], {
    path: `/admin/customers/${id}`,
    user: ADMIN,
  });

afterEach(() => {
  toast.dismiss();
});

describe("CustomerPage", () => {
  it("shows the details, invitation, items, requests and messages, each linked", async () => {
    server({ status: 200, body: OVERVIEW });
    renderCustomer();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Thandi Mokoena" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Invitation pending")).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Resend invitation to Thandi Mokoena" }),
    ).toBeEnabled();
    expect(screen.getByText("082 555 0199")).toBeInTheDocument();

    const items = screen.getByRole("region", { name: /Items/ });
    const serial = within(items).getByRole("link", { name: "LO-2024-000123" });
    expect(serial).toHaveAttribute("href", "/items/LO-2024-000123");
    expect(serial).toHaveClass("serial");
    expect(within(items).getByRole("link", { name: /#31/ })).toHaveAttribute(
      "href",
      "/admin/requests/31",
    );

    const requests = screen.getByRole("region", { name: /Repair requests/ });
    const request = within(requests).getByRole("link", { name: /Request #31/ });
    expect(request).toHaveAttribute("href", "/admin/requests/31");
    expect(request).toHaveTextContent("1 of 3 items ready, 1 completed");

    const messages = screen.getByRole("region", { name: /Contact messages/ });
    expect(within(messages).getByText("When will my satchel be ready?")).toBeInTheDocument();
  });

  it("opens the edit dialog and the reset confirmation of Manage Customers", async () => {
    const calls = server({ status: 200, body: OVERVIEW }, () => ({
      status: 200,
      body: { message: "Password reset successfully" },
    }));
    const { user } = renderCustomer();
    await user.click(await screen.findByRole("button", { name: "Edit" }));
    const edit = await screen.findByRole("dialog", { name: "Edit Customer" });
    expect(within(edit).getByRole("textbox", { name: "Customer ID" })).toHaveValue(ID);
    await user.keyboard("{Escape}");

    await user.click(screen.getByRole("button", { name: "Reset Password" }));
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password Reset")).toBeInTheDocument();
    const reset = calls.find((call) => call.method === "PUT");
    expect(reset?.url.pathname).toBe(`/lifetime-outfitter/users/reset-password/${ID}`);
  });

  it("ends every session of the customer once the admin confirms, and says what the server said", async () => {
    const calls = server({ status: 200, body: OVERVIEW }, () => ({
      status: 200,
      body: { message: "Every session of this customer has ended.", ended: 2 },
    }));
    const { user } = renderCustomer();
    await user.click(await screen.findByRole("button", { name: "End all sessions" }));
    const dialog = await screen.findByRole("alertdialog", { name: "End all sessions" });
    expect(dialog).toHaveTextContent(
      "End every session of Thandi Mokoena? They will have to sign in again on every device.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    await user.click(screen.getByRole("button", { name: "End all sessions" }));
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: "End all sessions",
      }),
    );
    const toastTitle = await findToast("Every session of this customer has ended.");
    expect(toastTitle.closest("[data-sonner-toast]")).toHaveTextContent(
      "Thandi Mokoena was signed out of 2 sessions.",
    );
    expect(screen.queryByRole("alertdialog")).toBeNull();
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.url.pathname)).toEqual([
      `/lifetime-outfitter/customers/${ID}/sessions/end`,
    ]);
  });

  it("anonymises the customer once the admin confirms, then shows them by their new key", async () => {
    const NEW_ID = "ANON-ABCDEFGHJK";
    const forgotten: CustomerOverview = {
      ...OVERVIEW,
      customer: {
        ...CUSTOMER,
        id: NEW_ID,
        customerId: NEW_ID,
        customeridnumber: NEW_ID,
        name: "Anonymised",
        surname: "customer",
      },
      messages: [],
      anonymisedAt: "2026-11-29T08:00:00.000Z",
    };
    const calls = recordingServer((call, path) => {
      if (path === `/customers/${ID}/overview`) return { status: 200, body: OVERVIEW };
      if (path === `/customers/${NEW_ID}/overview`) return { status: 200, body: forgotten };
      if (path === "/audit-log") return { status: 200, body: { entries: [], nextBefore: null } };
      if (call.method === "POST") {
        return {
          status: 200,
          body: { message: PRIVACY_MESSAGES.customerAnonymised, idnumber: NEW_ID },
        };
      }
      return { status: 500, body: { error: "unexpected call" } };
    });
    const { user } = renderCustomer();
    await user.click(await screen.findByRole("button", { name: "Anonymise" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Anonymise customer" });
    expect(dialog).toHaveTextContent("Forget Thandi Mokoena for good?");
    expect(dialog).toHaveTextContent("This cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Anonymise" }));

    await findToast(PRIVACY_MESSAGES.customerAnonymised);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Anonymised customer" }),
    ).toBeInTheDocument();
    expect(screen.getByText(/at the customer's request/)).toBeInTheDocument();
    expect(screen.queryByText("Invitation pending")).toBeNull();
    for (const action of ["Edit", "Reset Password", "End all sessions", "Anonymise"]) {
      expect(screen.queryByRole("button", { name: action })).toBeNull();
    }
    const posts = calls.filter((call) => call.method === "POST");
    expect(posts.map((call) => call.url.pathname)).toEqual([
      `/lifetime-outfitter/customers/${ID}/anonymise`,
    ]);
  });

  it("shows the not-found state for an unknown ID number", async () => {
    server({ status: 404, body: { error: "Customer not found.", message: "Customer not found." } });
    renderCustomer();
    expect(await screen.findByText("Customer not found.")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Back to Customers" })[0]).toHaveAttribute(
      "href",
      "/admin/customers",
    );
  });
});
