import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { SiteLayout } from "@/app/layout/site-layout";
import type { SessionUser } from "@/lib/session";
import { listItemTexts } from "../../../../test/list-item-texts";
import { CUSTOMER, fakeServer, renderRoutes } from "../../../../test/render";

const NEW_CUSTOMER: SessionUser = { ...CUSTOMER, passwordflag: 0 };

function renderAnyPageAsNewCustomer(path = "/products") {
  return renderRoutes(
    [{ element: <SiteLayout />, children: [{ path: "*", element: <h1>Some page</h1> }] }],
    { path, user: NEW_CUSTOMER },
  );
}

/** Fills in a password that meets every rule, twice, and saves it; returns the dialog. */
async function saveGoodPassword(user: UserEvent) {
  const dialog = await screen.findByRole("dialog", { name: "Set a new password" });
  await user.type(within(dialog).getByLabelText("New password"), "Saddle#Stitch9");
  await user.type(within(dialog).getByLabelText("Confirm new password"), "Saddle#Stitch9");
  await user.click(within(dialog).getByRole("button", { name: "Save new password" }));
  return dialog;
}

function ruleStates(dialog: HTMLElement) {
  const list = within(dialog).getByRole("list", { name: "Password requirements" });
  return listItemTexts(list);
}

// Sonner keeps its toasts in a module-wide store: clear them so no test sees another's.
afterEach(() => {
  toast.dismiss();
});

describe("FirstTimePasswordDialog", () => {
  it("appears on any page for a user who must set a password, and cannot be dismissed", async () => {
    const { user } = renderAnyPageAsNewCustomer();
    const dialog = await screen.findByRole("dialog", { name: "Set a new password" });
    expect(within(dialog).queryByRole("button", { name: "Close" })).not.toBeInTheDocument();
    await user.keyboard("{Escape}");
    expect(screen.getByRole("dialog", { name: "Set a new password" })).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Log out" })).toBeInTheDocument();
  });

  it("stays off the pages of mailed links, which ask for the same themselves", async () => {
    for (const path of ["/set-password?token=abc", "/confirm-email?token=abc"]) {
      const { unmount } = renderAnyPageAsNewCustomer(path);
      expect(await screen.findByRole("heading", { name: "Some page" })).toBeInTheDocument();
      // Time for the dialog's lazy chunk to arrive, were it asked for.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      unmount();
    }
  });

  it("ticks each password rule as it is met while typing", async () => {
    const { user } = renderAnyPageAsNewCustomer();
    const dialog = await screen.findByRole("dialog", { name: "Set a new password" });
    const field = within(dialog).getByLabelText("New password");

    expect(ruleStates(dialog).every((text) => text?.startsWith("Not yet met"))).toBe(true);

    await user.type(field, "a");
    expect(ruleStates(dialog)).toEqual([
      "Not yet met: At least 8 characters",
      "Not yet met: One uppercase letter",
      "Met: One lowercase letter",
      "Not yet met: One number",
      "Not yet met: One special character",
    ]);

    await user.type(field, "B3!");
    expect(ruleStates(dialog)).toEqual([
      "Not yet met: At least 8 characters",
      "Met: One uppercase letter",
      "Met: One lowercase letter",
      "Met: One number",
      "Met: One special character",
    ]);

    await user.type(field, "defg");
    expect(ruleStates(dialog).every((text) => text?.startsWith("Met:"))).toBe(true);
  });

  it("lists every broken rule on its own line, and a mismatch, without saving", async () => {
    const fetchMock = fakeServer(() => ({ status: 200, body: { ...NEW_CUSTOMER } }));
    const { user } = renderAnyPageAsNewCustomer();
    const dialog = await screen.findByRole("dialog", { name: "Set a new password" });
    fetchMock.mockClear();

    await user.type(within(dialog).getByLabelText("New password"), "abc");
    await user.type(within(dialog).getByLabelText("Confirm new password"), "abd");
    await user.click(within(dialog).getByRole("button", { name: "Save new password" }));

    const errors = await within(dialog).findAllByRole("alert");
    const text = errors.map((error) => error.textContent).join("\n");
    expect(text).toContain("Password must be at least 8 characters");
    expect(text).toContain("Password must contain at least one uppercase letter");
    expect(text).toContain("Password must contain at least one number");
    expect(text).toContain("Password must contain at least one special character");
    expect(text).not.toContain("lowercase");
    expect(within(dialog).getByText("Passwords do not match")).toBeInTheDocument();
    expect(within(errors[0]!).getAllByRole("listitem")).toHaveLength(4);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves the new password and sends a customer to My Products", async () => {
    const fetchMock = fakeServer((url) =>
      url.includes("/users/me")
        ? { status: 200, body: NEW_CUSTOMER }
        : { status: 200, body: { message: "Password updated successfully" } },
    );
    const { user, router } = renderAnyPageAsNewCustomer();
    await saveGoodPassword(user);

    expect(await screen.findByText("Password Updated")).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/lifetime-outfitter/users/reset-password/${NEW_CUSTOMER.idnumber}`,
      expect.objectContaining({
        method: "PUT",
        body: JSON.stringify({ password: "Saddle#Stitch9", passwordflag: 1 }),
      }),
    );
    expect(router.state.location.pathname).toBe("/my-products");
    expect(screen.queryByRole("dialog", { name: "Set a new password" })).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem("user")!)).toMatchObject({ passwordflag: 1 });
  });

  it("puts the server's refusal under the field, with the toast of requirements §8", async () => {
    const refusal = "Your new password must not be your ID number.";
    fakeServer((url) =>
      url.includes("/users/me")
        ? { status: 200, body: NEW_CUSTOMER }
        : {
            status: 400,
            body: {
              error: refusal,
              message: refusal,
              issues: [{ path: "password", message: refusal }],
            },
          },
    );
    const { user } = renderAnyPageAsNewCustomer();
    const dialog = await saveGoodPassword(user);

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to reset password. Please try again.")).toBeInTheDocument();
    // The server's words appear once: under the field, not in the toast.
    expect(screen.getAllByText(refusal)).toHaveLength(1);
    expect(within(dialog).getByRole("alert")).toHaveTextContent(refusal);
    expect(within(dialog).getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByRole("dialog", { name: "Set a new password" })).toBeInTheDocument();
  });

  it("puts the server's refusal of a common password under the field", async () => {
    const common =
      "This password is one of the most common passwords, perhaps with numbers or symbols added: choose one that is harder to guess.";
    fakeServer((url) =>
      url.includes("/users/me")
        ? { status: 200, body: NEW_CUSTOMER }
        : {
            status: 400,
            body: {
              error: common,
              message: common,
              issues: [{ path: "password", message: common }],
            },
          },
    );
    const { user } = renderAnyPageAsNewCustomer();
    const dialog = await saveGoodPassword(user);
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(common);
    expect(within(dialog).getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
  });

  it("refuses the person's name or e-mail before asking the server", async () => {
    const fetchMock = fakeServer(() => ({ status: 200, body: { ...NEW_CUSTOMER } }));
    const { user } = renderAnyPageAsNewCustomer();
    const dialog = await screen.findByRole("dialog", { name: "Set a new password" });
    fetchMock.mockClear();
    await user.type(within(dialog).getByLabelText("New password"), "Thandi#2025x");
    await user.type(within(dialog).getByLabelText("Confirm new password"), "Thandi#2025x");
    await user.click(within(dialog).getByRole("button", { name: "Save new password" }));
    const alert = await within(dialog).findByRole("alert");
    // The test customer's e-mail is thandi@example.com: both rules are broken.
    expect(alert).toHaveTextContent("Your password must not contain your name.");
    expect(alert).toHaveTextContent(
      "Your password must not contain your e-mail address (the part before the @).",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says only 'Failed to reset password' when the save fails otherwise", async () => {
    fakeServer((url) =>
      url.includes("/users/reset-password/")
        ? { status: 500, body: { error: "Database unavailable" } }
        : { status: 200, body: NEW_CUSTOMER },
    );
    const { user } = renderAnyPageAsNewCustomer();
    const dialog = await saveGoodPassword(user);

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("Failed to reset password. Please try again.")).toBeInTheDocument();
    expect(screen.queryByText("Database unavailable")).not.toBeInTheDocument();
    expect(within(dialog).queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("dialog", { name: "Set a new password" })).toBeInTheDocument();
  });
});
