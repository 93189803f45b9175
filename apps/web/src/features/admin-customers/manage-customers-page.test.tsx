import type { AdminCustomerStatistics } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { recordingServer, renderAdminPage, type Answer, type Call } from "../../../test/admin-list";
import { customerRecord as customer } from "../../../test/customer-record";
import ManageCustomersPage from "./manage-customers-page";

const STATISTICS: AdminCustomerStatistics = {
  totalCustomers: 20_000,
  southAfricanCustomers: 15_000,
  internationalCustomers: 5_000,
  averageOrders: 5,
  latestJoinDate: "2025-06-30T12:00:00.000Z",
  customersWithOpenRepairs: 321,
};

/**
 * A fake API for this screen: `/users/get-all-customers` answers from `list(params)`; every
 * request is recorded with its parsed URL and body.
 */
function server(options: {
  list?: (params: URLSearchParams) => Answer;
  statistics?: Answer;
  write?: (call: Call) => Answer;
}) {
  return recordingServer((call, path) => {
    if (path === "/users/customer-statistics") {
      return options.statistics ?? { status: 200, body: STATISTICS };
    }
    if (path === "/users/get-all-customers") {
      return options.list?.(call.url.searchParams) ?? { status: 200, body: { data: [], total: 0 } };
    }
    return options.write?.(call) ?? { status: 500, body: { error: "unexpected call" } };
  });
}

const renderManage = (state?: unknown) =>
  renderAdminPage("/admin/customers", <ManageCustomersPage />, state);

/** The list's answer with Thandi alone. */
const thandiOnly = (): Answer => ({ status: 200, body: { data: [customer()], total: 1 } });

/** Renders the page and opens Thandi's Edit dialog. */
async function openEdit() {
  const { user } = renderManage();
  await user.click(await screen.findByRole("button", { name: "Edit Thandi Mokoena" }));
  return { user, dialog: screen.getByRole("dialog", { name: "Edit Customer" }) };
}

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.pathname.endsWith("/users/get-all-customers"));

// Sonner keeps its toasts in a module-wide store: clear them so no test sees another's.
afterEach(() => {
  toast.dismiss();
});

describe("ManageCustomersPage", () => {
  it("shows the statistics cards and one card per customer, a page at a time", async () => {
    const calls = server({
      list: () => ({
        status: 200,
        body: {
          data: [
            customer(),
            customer({
              id: "P1234567",
              name: "Jean",
              surname: "Dupont",
              email: "jean@example.fr",
              isSouthAfrican: false,
              city: "Lyon",
              country: "France",
              contactNumber: null,
              totalPurchases: 0,
              totalRepairs: 0,
            }),
          ],
          total: 2,
        },
      }),
    });
    renderManage();

    const thandi = await screen.findByRole("article", { name: "Thandi Mokoena" });
    expect(within(thandi).getByText("8001015009087")).toBeInTheDocument();
    expect(within(thandi).getByText("thandi@example.com")).toBeInTheDocument();
    expect(within(thandi).getByText("082 555 0199")).toBeInTheDocument();
    expect(within(thandi).getByText("Cape Town, South Africa")).toBeInTheDocument();
    expect(within(thandi).getByText("Products").nextSibling).toHaveTextContent("3");
    expect(within(thandi).getByText("Repairs").nextSibling).toHaveTextContent("1");
    expect(within(thandi).getByRole("button", { name: "Edit Thandi Mokoena" })).toBeVisible();
    expect(
      within(thandi).getByRole("button", { name: "Reset password of Thandi Mokoena" }),
    ).toBeVisible();
    const jean = screen.getByRole("article", { name: "Jean Dupont" });
    expect(within(jean).getByText("Lyon, France")).toBeInTheDocument();
    expect(within(jean).getByText("No number")).toBeInTheDocument();

    const statistics = screen.getByRole("region", { name: "Customer statistics" });
    expect(await within(statistics).findByText("Total Customers")).toBeInTheDocument();
    expect(within(statistics).getByText("Total Customers").nextSibling).toHaveTextContent(/20.000/);
    expect(within(statistics).getByText("With Open Repairs").nextSibling).toHaveTextContent("321");
    expect(screen.getByRole("link", { name: "Create Customer" })).toHaveAttribute(
      "href",
      "/admin/customers/create",
    );
    // Paged on the server: never the whole list.
    expect(listCalls(calls)[0]?.url.searchParams.get("limit")).toBe("24");
    expect(listCalls(calls)[0]?.url.searchParams.get("offset")).toBe("0");
  });

  it("loads the next page on request", async () => {
    const all = Array.from({ length: 30 }, (_, index) =>
      customer({ id: String(9000000000000 + index), surname: `Number${index}` }),
    );
    const calls = server({
      list: (params) => {
        const offset = Number(params.get("offset"));
        const limit = Number(params.get("limit"));
        return { status: 200, body: { data: all.slice(offset, offset + limit), total: 30 } };
      },
    });
    const { user } = renderManage();
    expect(await screen.findByText("Showing 24 of 30 customers")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Load more customers" }));
    expect(await screen.findByRole("article", { name: "Thandi Number29" })).toBeInTheDocument();
    expect(screen.getByText("Showing 30 of 30 customers")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more customers" })).toBeNull();
    expect(listCalls(calls).at(-1)?.url.searchParams.get("offset")).toBe("24");
  });

  it("searches on the server and says when nothing matches", async () => {
    const calls = server({
      list: (params) =>
        params.get("q")
          ? { status: 200, body: { data: [], total: 0 } }
          : { status: 200, body: { data: [customer()], total: 1 } },
    });
    const { user } = renderManage();
    await screen.findByRole("article", { name: "Thandi Mokoena" });
    await user.type(screen.getByLabelText("Search customers"), "zzz");
    expect(await screen.findByText("No customers found matching your search.")).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url.searchParams.get("q")).toBe("zzz");
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(await screen.findByRole("article", { name: "Thandi Mokoena" })).toBeInTheDocument();
  });

  it("says when there are no customers at all", async () => {
    server({ list: () => ({ status: 200, body: { data: [], total: 0 } }) });
    renderManage();
    expect(await screen.findByText("No customers found.")).toBeInTheDocument();
  });

  it("says when the customers could not be fetched", async () => {
    server({ list: () => ({ status: 500, body: { error: "Something went wrong." } }) });
    renderManage();
    expect(
      await screen.findByText("Failed to fetch customers. Please try again."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("shows the customer named in the navigation state first, highlighted", async () => {
    const created = customer({ id: "9912125009088", name: "Naledi", surname: "Khumalo" });
    server({
      list: (params) =>
        params.get("idnumber") === created.id
          ? { status: 200, body: { data: [created], total: 1 } }
          : {
              status: 200,
              body: { data: [customer(), customer({ id: "1", surname: "Other" })], total: 40 },
            },
    });
    renderManage({ highlight: created.id });
    const card = await screen.findByRole("article", { name: "Naledi Khumalo" });
    expect(card).toHaveAttribute("data-highlighted", "true");
    expect(card.className).toContain("border-4");
    const names = () =>
      screen.getAllByRole("article").map((article) => article.getAttribute("aria-labelledby"));
    await waitFor(() => expect(names()).toHaveLength(3));
    expect(names()[0]).toBe(`customer-${created.id}-name`);
    expect(screen.getByRole("article", { name: "Thandi Mokoena" })).not.toHaveAttribute(
      "data-highlighted",
    );
  });

  it("closes an edit without a call when nothing changed", async () => {
    const calls = server({ list: thandiOnly });
    const { user, dialog } = await openEdit();
    expect(within(dialog).getByRole("textbox", { name: "Customer ID" })).toHaveAttribute(
      "readonly",
    );
    expect(within(dialog).getByRole("textbox", { name: "Postal Code" })).toHaveValue("8001");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
    // Focus goes back to the button that opened the dialog.
    expect(screen.getByRole("button", { name: "Edit Thandi Mokoena" })).toHaveFocus();
  });

  it("validates an edit, confirms the changes, saves and says so", async () => {
    const calls = server({
      list: thandiOnly,
      write: () => ({ status: 200, body: { message: "Customer updated successfully" } }),
    });
    const { user, dialog } = await openEdit();

    const email = within(dialog).getByRole("textbox", { name: "Email" });
    await user.clear(email);
    await user.tab();
    expect(await within(dialog).findByText("Email is required")).toBeInTheDocument();
    await user.type(email, "thandi.m@example.com");
    await user.click(within(dialog).getByRole("checkbox", { name: "South African citizen" }));
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Country is required")).toBeInTheDocument();
    await user.type(within(dialog).getByRole("textbox", { name: "Country" }), "Botswana");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    const confirm = await screen.findByRole("alertdialog", {
      name: "Save changes to Thandi Mokoena?",
    });
    expect(within(confirm).getByText("Email")).toBeInTheDocument();
    expect(within(confirm).getByText("Country")).toBeInTheDocument();
    expect(within(confirm).getByText("South African citizen")).toBeInTheDocument();
    expect(within(confirm).queryByText("Name")).toBeNull();
    await user.click(within(confirm).getByRole("button", { name: "Confirm" }));

    expect(await screen.findByText("Customer Updated")).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/lifetime-outfitter/users/update-customer/8001015009087");
    expect(put?.body).toEqual({
      name: "Thandi",
      surname: "Mokoena",
      email: "thandi.m@example.com",
      cellphone: "082 555 0199",
      issouthafrican: 0,
      address: "12 Bree Street",
      city: "Cape Town",
      province: "Western Cape",
      postalcode: 8001,
      country: "Botswana",
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("shows the server's message when an edit fails", async () => {
    server({
      list: thandiOnly,
      write: () => ({
        status: 409,
        body: {
          error: "A customer with this email already exists.",
          message: "A customer with this email already exists.",
        },
      }),
    });
    const { user, dialog } = await openEdit();
    await user.type(within(dialog).getByRole("textbox", { name: "City" }), " North");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText("A customer with this email already exists."),
    ).toBeInTheDocument();
    // The dialog stays open so the admin can correct it.
    expect(screen.getByRole("dialog", { name: "Edit Customer" })).toBeVisible();
  });

  it("resets a password after a confirmation that explains it", async () => {
    const calls = server({
      list: thandiOnly,
      write: () => ({ status: 200, body: { message: "Password reset successfully" } }),
    });
    const { user } = renderManage();
    await user.click(
      await screen.findByRole("button", { name: "Reset password of Thandi Mokoena" }),
    );
    const confirm = screen.getByRole("alertdialog", { name: "Reset Password" });
    expect(confirm).toHaveTextContent(
      "Their password will become their ID number (8001015009087) and they must change it at their next sign-in.",
    );
    expect(confirm).toHaveTextContent("we e-mail them a link to choose a new password.");
    await user.click(within(confirm).getByRole("button", { name: "Reset Password" }));
    expect(await screen.findByText("Password Reset")).toBeInTheDocument();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/lifetime-outfitter/users/reset-password/8001015009087");
    expect(put?.body).toEqual({ password: "8001015009087", passwordflag: 0 });
  });

  it("shows each card's invitation and offers a resend while it is not accepted", async () => {
    const calls = server({
      list: () => ({
        status: 200,
        body: {
          data: [
            customer({ id: "1", name: "Pending", surname: "One", invitationStatus: "pending" }),
            customer({ id: "2", name: "Accepted", surname: "Two", invitationStatus: "accepted" }),
            customer({ id: "3", name: "Expired", surname: "Three", invitationStatus: "expired" }),
            customer({ id: "4", name: "Never", surname: "Four", invitationStatus: null }),
          ],
          total: 4,
        },
      }),
      write: () => ({ status: 200, body: { message: "Invitation sent." } }),
    });
    const { user } = renderManage();
    const cards = {
      pending: await screen.findByRole("article", { name: "Pending One" }),
      accepted: screen.getByRole("article", { name: "Accepted Two" }),
      expired: screen.getByRole("article", { name: "Expired Three" }),
      never: screen.getByRole("article", { name: "Never Four" }),
    };
    expect(within(cards.pending).getByText("Invitation pending")).toBeInTheDocument();
    expect(within(cards.accepted).getByText("Invitation accepted")).toBeInTheDocument();
    expect(within(cards.expired).getByText("Invitation expired")).toBeInTheDocument();
    expect(within(cards.never).queryByText(/^Invitation/)).not.toBeInTheDocument();
    expect(within(cards.accepted).queryByRole("button", { name: /invitation/ })).toBeNull();
    // An account from before invitations can be sent its first one.
    expect(
      within(cards.never).getByRole("button", { name: "Send invitation to Never Four" }),
    ).toBeVisible();
    expect(
      within(cards.pending).getByRole("button", { name: "Resend invitation to Pending One" }),
    ).toBeVisible();

    await user.click(
      within(cards.expired).getByRole("button", { name: "Resend invitation to Expired Three" }),
    );
    expect(await screen.findByText("Invitation sent.")).toBeInTheDocument();
    const post = calls.find((call) => call.method === "POST");
    expect(post?.url.pathname).toBe("/lifetime-outfitter/customers/3/invitation");
    // The list is asked again, so the card shows the new state.
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(1));
  });

  it("says so when a resend fails", async () => {
    server({
      list: () => ({
        status: 200,
        body: { data: [customer({ invitationStatus: "expired" })], total: 1 },
      }),
      write: () => ({ status: 404, body: { error: "Customer not found." } }),
    });
    const { user } = renderManage();
    await user.click(
      await screen.findByRole("button", { name: "Resend invitation to Thandi Mokoena" }),
    );
    expect(await screen.findByText("Customer not found.")).toBeInTheDocument();
  });
});
