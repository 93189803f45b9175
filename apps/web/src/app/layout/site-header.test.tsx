import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordingServer } from "../../../test/admin-list";
import { recordRequests } from "../../../test/recording-server";
import { ADMIN, CUSTOMER, linksIn, renderPage } from "../../../test/render";
import { SiteHeader } from "./site-header";

const mainNavLinks = () => linksIn("Main");

describe("SiteHeader", () => {
  it("offers visitors the public pages and a Login button", () => {
    renderPage(<SiteHeader />);
    expect(mainNavLinks()).toEqual([
      ["Home", "/"],
      ["Products", "/products"],
      ["Repairs", "/repairs"],
      ["Contact", "/contact"],
    ]);
    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login");
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lifetime Outfitter" })).toHaveAttribute("href", "/");
  });

  it("offers customers their own pages, their first name and Logout", () => {
    renderPage(<SiteHeader />, { user: CUSTOMER });
    expect(mainNavLinks()).toEqual([
      ["Home", "/"],
      ["My Products", "/my-products"],
      ["My Repairs", "/repairs"],
      ["Contact", "/contact"],
    ]);
    expect(screen.getByText("Thandi")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Login" })).not.toBeInTheDocument();
  });

  it("offers admins the workshop pages, their name and Logout", () => {
    renderPage(<SiteHeader />, { user: ADMIN });
    expect(mainNavLinks()).toEqual([
      ["Customers", "/admin/customers"],
      ["Manage Products", "/admin/products"],
      ["Repair Requests", "/admin/requests"],
      ["Messages", "/admin/messages"],
      ["Settings", "/admin/settings"],
    ]);
    expect(screen.getByText("Pieter")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
    // Admins have an account page too (their password and sessions): their name leads there.
    expect(screen.getByRole("link", { name: "My Account (signed in as Pieter)" })).toHaveAttribute(
      "href",
      "/account",
    );
  });

  it("leads a customer from their name to /account, on wide screens and in the mobile menu", async () => {
    const { user } = renderPage(<SiteHeader />, { user: CUSTOMER });
    expect(screen.getByRole("link", { name: "My Account (signed in as Thandi)" })).toHaveAttribute(
      "href",
      "/account",
    );
    await user.click(screen.getByRole("button", { name: "Toggle menu" }));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(
      within(menu).getByRole("link", { name: "My Account (signed in as Thandi)" }),
    ).toHaveAttribute("href", "/account");
  });

  it("marks the link of the current page", () => {
    renderPage(<SiteHeader />, { path: "/products" });
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Products" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(within(nav).getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current");
  });

  it("opens and closes the mobile menu with the toggle, reporting aria-expanded", async () => {
    const { user } = renderPage(<SiteHeader />, { user: ADMIN });
    const toggle = screen.getByRole("button", { name: "Toggle menu" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("link", { name: "Manage Repair Requests" })).toHaveAttribute(
      "href",
      "/admin/requests",
    );
    // Focus moves into the menu so keyboard users start on its first link.
    expect(within(menu).getByRole("link", { name: "Customers" })).toHaveFocus();

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("navigation", { name: "Mobile" })).not.toBeInTheDocument();
  });

  it("closes the mobile menu on Escape and returns focus to the toggle", async () => {
    const { user } = renderPage(<SiteHeader />);
    const toggle = screen.getByRole("button", { name: "Toggle menu" });
    toggle.focus();
    await user.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("link", { name: "Login" })).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes the mobile menu when a link in it is followed", async () => {
    const { user, router } = renderPage(<SiteHeader />);
    await user.click(screen.getByRole("button", { name: "Toggle menu" }));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    await user.click(within(menu).getByRole("link", { name: "Contact" }));
    expect(router.state.location.pathname).toBe("/contact");
    expect(screen.getByRole("button", { name: "Toggle menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  it("shows admins how many messages are unread, in the header and the mobile menu", async () => {
    const calls = recordingServer((_call, path) =>
      path === "/admin/messages/unread-count"
        ? { status: 200, body: { unread: 3 } }
        : { status: 404, body: { error: "Not found" } },
    );
    const { user } = renderPage(<SiteHeader />, { user: ADMIN });
    const main = screen.getByRole("navigation", { name: "Main" });
    // The number is read out with the link, not as a bare '3'.
    const link = await within(main).findByRole("link", { name: "Messages, 3 unread" });
    expect(link).toHaveAttribute("href", "/admin/messages");
    await user.click(screen.getByRole("button", { name: "Toggle menu" }));
    const menu = screen.getByRole("navigation", { name: "Mobile" });
    expect(within(menu).getByRole("link", { name: "Messages, 3 unread" })).toBeVisible();
    expect(calls.some((call) => call.url.pathname.endsWith("/unread-count"))).toBe(true);
  });

  it("asks nothing for visitors and customers, and shows no number when none is unread", async () => {
    const { calls } = recordRequests((call) =>
      call.url.pathname.endsWith("/users/me")
        ? { status: 200, body: CUSTOMER }
        : { status: 200, body: { unread: 0 } },
    );
    const customer = renderPage(<SiteHeader />, { user: CUSTOMER });
    await waitFor(() => expect(calls.length).toBeGreaterThan(0));
    expect(screen.queryByRole("link", { name: /Messages/ })).toBeNull();
    customer.unmount();
    renderPage(<SiteHeader />, { user: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.url.pathname.includes("/admin/"))).toEqual([]);

    const adminCalls = recordingServer(() => ({ status: 200, body: { unread: 0 } }));
    renderPage(<SiteHeader />, { user: ADMIN });
    const main = screen.getAllByRole("navigation", { name: "Main" }).at(-1)!;
    const link = within(main).getByRole("link", { name: "Messages" });
    await waitFor(() =>
      expect(adminCalls.some((call) => call.url.pathname.endsWith("/unread-count"))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(link).toHaveAccessibleName("Messages");
    expect(link.textContent).toBe("Messages");
  });
});
