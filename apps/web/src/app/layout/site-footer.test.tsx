import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BUSINESS_INFO } from "@/lib/business-info";
import { ADMIN, CUSTOMER, linksIn, renderPage } from "../../../test/render";
import { SiteFooter } from "./site-footer";

const quickLinks = () => linksIn("Footer");

describe("SiteFooter", () => {
  it("shows the workshop's address, phones, e-mail, hours, credit and copyright", () => {
    renderPage(<SiteFooter />);
    for (const line of BUSINESS_INFO.address.lines) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
    expect(BUSINESS_INFO.phones).toHaveLength(2);
    for (const phone of BUSINESS_INFO.phones) {
      expect(
        screen.getByRole("link", { name: new RegExp(phone.display.replace("+", "\\+")) }),
      ).toHaveAttribute("href", `tel:${phone.tel}`);
    }
    expect(screen.getByRole("link", { name: BUSINESS_INFO.email })).toHaveAttribute(
      "href",
      `mailto:${BUSINESS_INFO.email}`,
    );
    expect(screen.getByText("Monday – Saturday:")).toBeInTheDocument();
    expect(screen.getByText("Open all day")).toBeInTheDocument();
    expect(screen.getByText("Sunday:")).toBeInTheDocument();
    expect(screen.getByText("Closed")).toBeInTheDocument();
    expect(screen.getByText(BUSINESS_INFO.webDeveloper.name)).toBeInTheDocument();
    expect(screen.getByText("© 2025 Lifetime Outfitter. All rights reserved.")).toBeInTheDocument();
  });

  it("gives visitors public quick links and no Logout", () => {
    renderPage(<SiteFooter />);
    expect(quickLinks()).toContainEqual(["Products", "/products"]);
    expect(quickLinks()).toContainEqual(["Contact", "/contact"]);
    expect(screen.queryByRole("button", { name: "Logout" })).not.toBeInTheDocument();
  });

  it("gives customers their pages and Logout", () => {
    renderPage(<SiteFooter />, { user: CUSTOMER });
    expect(quickLinks()).toContainEqual(["My Products", "/my-products"]);
    expect(quickLinks()).toContainEqual(["My Repairs", "/repairs"]);
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });

  it("gives admins the workshop pages, including Manage Repairs, Undelivered Mail, Security Log and My Account, and Logout", () => {
    renderPage(<SiteFooter />, { user: ADMIN });
    expect(quickLinks()).toEqual([
      ["Customers", "/admin/customers"],
      ["Manage Products", "/admin/products"],
      ["Manage Repairs", "/admin/repairs"],
      ["Undelivered Mail", "/admin/mail"],
      ["Security Log", "/admin/security-log"],
      ["My Account", "/account"],
    ]);
    expect(screen.getByRole("button", { name: "Logout" })).toBeInTheDocument();
  });
});
