import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ADMIN, CUSTOMER, fakeServer, renderPage, renderRoutes } from "../../../test/render";
import { routes } from "@/app/router";
import AccountPage from "./account-page";

const SETTINGS = "/lifetime-outfitter/account/notifications";

/** A server that keeps the customer's choice; `failPut` makes saving fail once. */
function settingsServer(start: boolean, options: { failGet?: number; failPut?: boolean } = {}) {
  let statusMails = start;
  let getFailures = options.failGet ?? 0;
  let failPut = options.failPut ?? false;
  const fetchMock = fakeServer((url, init) => {
    if (url !== SETTINGS) return { status: 404, body: { error: "Not found" } };
    if (init?.method === "PUT") {
      if (failPut) {
        failPut = false;
        return { status: 500, body: { error: "Something went wrong. Please try again." } };
      }
      statusMails = (JSON.parse(String(init.body)) as { statusMails: boolean }).statusMails;
      return { status: 200, body: { statusMails, message: "Your e-mail choice is saved." } };
    }
    if (getFailures > 0) {
      getFailures -= 1;
      return { status: 500, body: { error: "Something went wrong. Please try again." } };
    }
    return { status: 200, body: { statusMails } };
  });
  return fetchMock;
}

describe("AccountPage", () => {
  it("shows the customer's details and their choice, and saves a change at once", async () => {
    const fetchMock = settingsServer(true);
    const { user } = renderPage(<AccountPage />, { path: "/account", user: CUSTOMER });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("My Account");
    expect(screen.getByText("Thandi Mokoena")).toBeInTheDocument();
    expect(screen.getByText("thandi@example.com")).toBeInTheDocument();
    expect(screen.getByText("Loading your choices...")).toBeInTheDocument();

    const choice = await screen.findByRole("switch", { name: "E-mail me when my repairs move on" });
    expect(choice).toHaveAttribute("aria-checked", "true");
    await user.click(choice);
    expect(
      await screen.findByText("You will no longer get e-mails when your repairs move on."),
    ).toBeInTheDocument();
    expect(choice).toHaveAttribute("aria-checked", "false");
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT");
    expect(put?.[0]).toBe(SETTINGS);
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ statusMails: false });

    await user.click(choice);
    expect(
      await screen.findByText("We will e-mail you when your repairs move on."),
    ).toBeInTheDocument();
    expect(choice).toHaveAttribute("aria-checked", "true");
  });

  it("keeps the stored choice and says so when saving fails", async () => {
    settingsServer(false, { failPut: true });
    const { user } = renderPage(<AccountPage />, { path: "/account", user: CUSTOMER });
    const choice = await screen.findByRole("switch", { name: "E-mail me when my repairs move on" });
    expect(choice).toHaveAttribute("aria-checked", "false");
    await user.click(choice);
    expect(await screen.findByText("Something went wrong. Please try again.")).toBeInTheDocument();
    expect(choice).toHaveAttribute("aria-checked", "false");
  });

  it("offers to try again when the choice cannot be loaded", async () => {
    settingsServer(true, { failGet: 1 });
    const { user } = renderPage(<AccountPage />, { path: "/account", user: CUSTOMER });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your e-mail choices could not be loaded.");
    await user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("switch", { name: "E-mail me when my repairs move on" }),
    ).toBeChecked();
  });
});

describe("/account in the app", () => {
  const appRoutes = routes[0]!.children!;

  it("sends a visitor to /login and an admin to /", async () => {
    const visitor = renderRoutes(appRoutes, { path: "/account", user: null });
    await screen.findByRole("heading", { level: 1 });
    expect(visitor.router.state.location.pathname).toBe("/login");
    visitor.unmount();

    fakeServer(() => ({ status: 200, body: {} }));
    const admin = renderRoutes(appRoutes, { path: "/account", user: ADMIN });
    await screen.findByRole("heading", { level: 1 });
    expect(admin.router.state.location.pathname).toBe("/");
  });

  it("is reached from the customer's name in the header", async () => {
    settingsServer(true);
    const { user, router } = renderRoutes(appRoutes, { path: "/", user: CUSTOMER });
    const link = await screen.findByRole("link", { name: "My Account (signed in as Thandi)" });
    expect(link).toHaveTextContent("Thandi");
    await user.click(link);
    expect(router.state.location.pathname).toBe("/account");
    expect(
      await screen.findByRole("heading", { level: 1, name: "My Account" }),
    ).toBeInTheDocument();
  });
});
