import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN, CUSTOMER, renderPage, renderRoutes } from "../../../test/render";
import { accountServer } from "../../../test/account-server";
import { appRoutes } from "../../../test/app-routes";
import AccountPage from "./account-page";

const SETTINGS = "/account/notifications";
const failure = { status: 500, body: { error: "Something went wrong. Please try again." } };

const section = (name: string) => screen.getByRole("region", { name });

/** The account calls, with the admin as the one signed in. */
const adminAccountServer = () =>
  accountServer({
    override: ({ url }) =>
      url.pathname.endsWith("/users/me") ? { status: 200, body: ADMIN } : undefined,
  });

describe("AccountPage", () => {
  it("shows the customer's details, e-mail, choices, password and devices sections", async () => {
    accountServer();
    renderPage(<AccountPage />, { path: "/account", user: CUSTOMER });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("My Account");
    expect(screen.getByText("Loading your details...")).toBeInTheDocument();

    const details = await screen.findByRole("region", { name: "Your details" });
    expect(within(details).getByText("Thandi Mokoena")).toBeInTheDocument();
    expect(within(details).getByText(CUSTOMER.idnumber)).toBeInTheDocument();
    expect(within(details).getByText("Only the workshop can change it.")).toBeInTheDocument();
    expect(within(details).getByText("082 555 1234")).toBeInTheDocument();
    expect(
      within(details).getByText("12 Long Street, Cape Town, Western Cape, 8001, South Africa"),
    ).toBeInTheDocument();
    expect(within(section("E-mail")).getByText(CUSTOMER.email)).toBeInTheDocument();
    expect(
      await within(section("Notifications")).findByRole("switch", {
        name: "E-mail me when my repairs move on",
      }),
    ).toBeChecked();
    expect(within(section("Password")).getByLabelText("Current password")).toBeInTheDocument();
    expect(
      within(section("Devices")).getByRole("button", { name: "End all others" }),
    ).toBeInTheDocument();
  });

  it("saves the status-mail choice at once", async () => {
    const server = accountServer();
    const { user } = renderPage(<AccountPage />, { path: "/account", user: CUSTOMER });
    const choice = await screen.findByRole("switch", { name: "E-mail me when my repairs move on" });
    expect(choice).toHaveAttribute("aria-checked", "true");
    await user.click(choice);
    expect(
      await screen.findByText("You will no longer get e-mails when your repairs move on."),
    ).toBeInTheDocument();
    expect(choice).toHaveAttribute("aria-checked", "false");
    expect(server.callsTo("PUT", SETTINGS).map((call) => call.body)).toEqual([
      { statusMails: false },
    ]);
    await user.click(choice);
    expect(
      await screen.findByText("We will e-mail you when your repairs move on."),
    ).toBeInTheDocument();
  });

  it("keeps the stored choice and says so when saving fails", async () => {
    let failed = false;
    accountServer({
      statusMails: false,
      override: ({ method, url }) => {
        if (method !== "PUT" || !url.pathname.endsWith(SETTINGS) || failed) return undefined;
        failed = true;
        return failure;
      },
    });
    const { user } = renderPage(<AccountPage />, { path: "/account", user: CUSTOMER });
    const choice = await screen.findByRole("switch", { name: "E-mail me when my repairs move on" });
    await user.click(choice);
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeInTheDocument();
    expect(choice).toHaveAttribute("aria-checked", "false");
  });

  it("offers to try again when the details or the choice cannot be loaded", async () => {
    const failing = new Set(["/account", SETTINGS]);
    accountServer({
      override: ({ method, url }) => {
        const path = url.pathname.replace("/lifetime-outfitter", "");
        if (method !== "GET" || !failing.has(path)) return undefined;
        failing.delete(path);
        return failure;
      },
    });
    const { user } = renderPage(<AccountPage />, { path: "/account", user: CUSTOMER });
    const alerts = await screen.findAllByRole("alert");
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining("Your details could not be loaded."),
      expect.stringContaining("Your e-mail choices could not be loaded."),
    ]);
    for (const alert of alerts) {
      await user.click(within(alert).getByRole("button", { name: "Try again" }));
    }
    expect(await screen.findByRole("region", { name: "Your details" })).toBeInTheDocument();
    expect(
      await screen.findByRole("switch", { name: "E-mail me when my repairs move on" }),
    ).toBeChecked();
  });
});

describe("/account in the app", () => {
  it("sends a visitor to /login", async () => {
    const visitor = renderRoutes(appRoutes, { path: "/account", user: null });
    await screen.findByRole("heading", { level: 1 });
    expect(visitor.router.state.location.pathname).toBe("/login");
  });

  it("shows an admin their password and sessions, and asks nothing of a customer's", async () => {
    const server = adminAccountServer();
    const admin = renderRoutes(appRoutes, { path: "/account", user: ADMIN });
    expect(
      await screen.findByRole("heading", { level: 1, name: "My Account" }),
    ).toBeInTheDocument();
    expect(admin.router.state.location.pathname).toBe("/account");
    expect(within(section("Password")).getByLabelText("Current password")).toBeInTheDocument();
    expect(
      await within(section("Devices")).findByRole("button", { name: "End all others" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Your details" })).toBeNull();
    expect(screen.queryByRole("region", { name: "E-mail" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Notifications" })).toBeNull();
    expect(server.callsTo("GET", "/account")).toEqual([]);
    expect(server.callsTo("GET", SETTINGS)).toEqual([]);
    expect(server.callsTo("GET", "/account/sessions")).toHaveLength(1);
  });

  it("is reached from the admin's name in the header and from the footer", async () => {
    adminAccountServer();
    renderRoutes(appRoutes, { path: "/", user: ADMIN });
    expect(
      await screen.findByRole("link", { name: "My Account (signed in as Pieter)" }),
    ).toHaveAttribute("href", "/account");
    expect(
      within(screen.getByRole("contentinfo")).getByRole("link", { name: "My Account" }),
    ).toHaveAttribute("href", "/account");
  });

  it("is reached from the customer's name in the header and from the footer", async () => {
    accountServer();
    const { user, router } = renderRoutes(appRoutes, { path: "/", user: CUSTOMER });
    const link = await screen.findByRole("link", { name: "My Account (signed in as Thandi)" });
    expect(link).toHaveTextContent("Thandi");
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("link", { name: "My Account" })).toHaveAttribute(
      "href",
      "/account",
    );
    await user.click(link);
    expect(router.state.location.pathname).toBe("/account");
    expect(
      await screen.findByRole("heading", { level: 1, name: "My Account" }),
    ).toBeInTheDocument();
  });
});
