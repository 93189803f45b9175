import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { SessionUser } from "@/lib/session";
import { appRoutes } from "../../test/app-routes";
import { ADMIN, CUSTOMER, renderRoutes } from "../../test/render";

async function visit(path: string, user: SessionUser | null = null) {
  const view = renderRoutes(appRoutes, { path, user });
  await screen.findByRole("heading", { level: 1 });
  return view;
}

describe("routes and guards", () => {
  it("sends a visitor to /login from a signed-in page", async () => {
    const { router } = await visit("/my-products");
    expect(router.state.location.pathname).toBe("/login");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome back");
  });

  it("sends a visitor to /login from an admin page", async () => {
    const { router } = await visit("/admin/customers");
    expect(router.state.location.pathname).toBe("/login");
  });

  it("sends a visitor to /login with the page asked for (path and query) to return to", async () => {
    const list = await visit("/admin/requests?highlight=2");
    expect(list.router.state.location.pathname).toBe("/login");
    expect(new URLSearchParams(list.router.state.location.search).get("next")).toBe(
      "/admin/requests?highlight=2",
    );
    list.unmount();
    const own = await visit("/repairs/5");
    expect(own.router.state.location.pathname).toBe("/login");
    expect(new URLSearchParams(own.router.state.location.search).get("next")).toBe("/repairs/5");
  });

  it("sends someone signed in from /login?next= to that page of this site, never elsewhere", async () => {
    const admin = renderRoutes(appRoutes, {
      path: "/login?next=%2Fadmin%2Frequests%3Fhighlight%3D2",
      user: ADMIN,
    });
    await waitFor(() => expect(admin.router.state.location.pathname).toBe("/admin/requests"));
    expect(admin.router.state.location.search).toBe("?highlight=2");
    admin.unmount();
    const elsewhere = await visit("/login?next=%2F%2Fevil.example", CUSTOMER);
    expect(elsewhere.router.state.location.pathname).toBe("/my-products");
  });

  it("sends an admin from a customer's request address to the workshop's page of it", async () => {
    const { router } = renderRoutes(appRoutes, { path: "/repairs/5", user: ADMIN });
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/requests/5"));
  });

  it("sends a customer to / from an admin page", async () => {
    const { router } = await visit("/admin/products", CUSTOMER);
    expect(router.state.location.pathname).toBe("/");
  });

  it("lets a customer into My Products and an admin into Manage Customers", async () => {
    const customer = await visit("/my-products", CUSTOMER);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("My Products");
    customer.unmount();

    const admin = await visit("/admin/customers", ADMIN);
    expect(admin.router.state.location.pathname).toBe("/admin/customers");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Manage Customers");
  });

  it("shows /repairs as the public page, My Repairs, or the admin list by role", async () => {
    const visitor = await visit("/repairs");
    expect(screen.getByText("Please sign in to view your repair requests.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    visitor.unmount();

    const customer = await visit("/repairs", CUSTOMER);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("My Repairs");
    customer.unmount();

    const admin = await visit("/repairs", ADMIN);
    expect(admin.router.state.location.pathname).toBe("/admin/requests");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Manage Repair Requests");
  });

  it("redirects /admin/repairs to /admin/requests, keeping ?highlight", async () => {
    const { router } = await visit("/admin/repairs?highlight=42", ADMIN);
    expect(router.state.location.pathname).toBe("/admin/requests");
    expect(router.state.location.search).toBe("?highlight=42");
  });

  it("invites a visitor to sign in on /create-repair-request instead of redirecting", async () => {
    const { router } = await visit("/create-repair-request");
    expect(router.state.location.pathname).toBe("/create-repair-request");
    expect(screen.getByText("Please sign in to create a repair request.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  });

  it("sends someone already signed in from /login to their home page", async () => {
    const customer = await visit("/login", CUSTOMER);
    expect(customer.router.state.location.pathname).toBe("/my-products");
    customer.unmount();

    const admin = await visit("/login", ADMIN);
    expect(admin.router.state.location.pathname).toBe("/admin/customers");
  });

  it("shows 'Oops! Page not found' with a way home for an unknown path", async () => {
    await visit("/no-such-page");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
    expect(screen.getByRole("link", { name: "Return to Home Page" })).toHaveAttribute("href", "/");
  });

  it("shows 'Oops! Page not found' for an unknown admin address, to whoever asks", async () => {
    for (const user of [null, CUSTOMER, ADMIN]) {
      const view = await visit("/admin/no-such-page", user);
      expect(view.router.state.location.pathname).toBe("/admin/no-such-page");
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Oops! Page not found");
      view.unmount();
    }
  });

  it("sends /admin to the customer list", async () => {
    const { router } = await visit("/admin", ADMIN);
    expect(router.state.location.pathname).toBe("/admin/customers");
  });

  it("shows every placeholder page with its real heading", async () => {
    const pages: [string, string][] = [
      ["/admin/customers", "Manage Customers"],
      ["/admin/customers/create", "Create Customer"],
      ["/admin/products", "Manage Products"],
      ["/admin/products/create", "Create Product"],
      ["/admin/requests", "Manage Repair Requests"],
      ["/admin/repairs/create", "Create Repair Request"],
    ];
    for (const [path, heading] of pages) {
      const view = await visit(path, ADMIN);
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(heading);
      view.unmount();
    }
  });
});
