import { fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { Link as RouterLink, NavLink as RouterNavLink } from "react-router";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../test/render";
import { Link, NavLink } from "./link";

// Held to React Router's own <Link> and <NavLink>, which the app's replace (decision 049).

function renderAt(path: string, element: ReactNode) {
  return renderPage(element, { path, user: null });
}

describe("Link", () => {
  it("navigates in the app on a plain click, as React Router's does", () => {
    const { router } = renderAt("/", <Link to="/contact?product=Belt">Contact</Link>);
    const link = screen.getByRole("link", { name: "Contact" });
    expect(link).toHaveAttribute("href", "/contact?product=Belt");
    expect(fireEvent.click(link)).toBe(false);
    expect(router.state.location.pathname + router.state.location.search).toBe(
      "/contact?product=Belt",
    );
  });

  it("leaves a modified click, another target and a prevented click to the browser", () => {
    const { router } = renderAt(
      "/",
      <>
        <Link to="/products">Products</Link>
        <Link to="/products" target="_blank">
          Products in a new tab
        </Link>
        <Link to="/products" onClick={(event) => event.preventDefault()}>
          Stopped
        </Link>
      </>,
    );
    expect(fireEvent.click(screen.getByRole("link", { name: "Products" }), { ctrlKey: true })).toBe(
      true,
    );
    expect(fireEvent.click(screen.getByRole("link", { name: "Products in a new tab" }))).toBe(true);
    fireEvent.click(screen.getByRole("link", { name: "Stopped" }));
    expect(router.state.location.pathname).toBe("/");
  });

  it("writes the same address as React Router's and passes on attributes and ref", () => {
    let element: HTMLAnchorElement | null = null;
    renderAt(
      "/admin/customers",
      <>
        <Link
          to="create?step=2#top"
          className="link"
          aria-label="Ours"
          ref={(node) => {
            element = node;
          }}
        >
          New
        </Link>
        <RouterLink to="create?step=2#top" aria-label="Theirs">
          New
        </RouterLink>
      </>,
    );
    const ours = screen.getByRole("link", { name: "Ours" });
    expect(ours.getAttribute("href")).toBe(
      screen.getByRole("link", { name: "Theirs" }).getAttribute("href"),
    );
    expect(ours).toHaveClass("link");
    expect(element).toBe(ours);
  });
});

describe("NavLink", () => {
  const cases: [string, string, boolean][] = [
    ["/", "/", false],
    ["/products", "/", false],
    ["/products", "/", true],
    ["/products", "/products", true],
    ["/admin/customers/create", "/admin/customers", false],
    ["/admin/customers/create", "/admin/customers", true],
    ["/admin/customersx", "/admin/customers", false],
    ["/Admin/Customers", "/admin/customers", false],
    ["/my-products/", "/my-products", true],
  ];

  it.each(cases)(
    "at %s, a link to %s (end: %s) is as active as React Router's",
    (path, to, end) => {
      const state = (isActive: boolean) => (isActive ? "on" : "off");
      renderAt(
        path,
        <>
          <NavLink to={to} end={end} className={({ isActive }) => state(isActive)}>
            Ours
          </NavLink>
          <RouterNavLink to={to} end={end} className={({ isActive }) => state(isActive)}>
            Theirs
          </RouterNavLink>
        </>,
      );
      const ours = screen.getByRole("link", { name: "Ours" });
      const theirs = screen.getByRole("link", { name: "Theirs" });
      expect(ours.className).toBe(theirs.className);
      expect(ours.getAttribute("aria-current")).toBe(theirs.getAttribute("aria-current"));
      expect(ours.getAttribute("href")).toBe(theirs.getAttribute("href"));
    },
  );

  it("follows the address as it changes", async () => {
    const { router } = renderAt(
      "/",
      <NavLink to="/contact" className={({ isActive }) => (isActive ? "on" : "off")}>
        Contact
      </NavLink>,
    );
    const link = screen.getByRole("link", { name: "Contact" });
    expect(link).not.toHaveAttribute("aria-current");
    await router.navigate("/contact");
    expect(link).toHaveAttribute("aria-current", "page");
    expect(link).toHaveClass("on");
  });
});
