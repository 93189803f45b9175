import { isAdmin, type SessionUser } from "@/lib/session";

export type NavItem = {
  to: string;
  label: string;
  /** The toggle menu on small screens has room for a longer label (SPEC §2). */
  mobileLabel?: string;
  /** Only mark active on an exact match (Home would otherwise match everything). */
  end?: boolean;
};

const VISITOR_NAV: NavItem[] = [
  { to: "/", label: "Home", end: true },
  { to: "/products", label: "Products" },
  { to: "/repairs", label: "Repairs" },
  { to: "/contact", label: "Contact" },
];

const CUSTOMER_NAV: NavItem[] = [
  { to: "/", label: "Home", end: true },
  { to: "/my-products", label: "My Products" },
  { to: "/repairs", label: "My Repairs" },
  { to: "/contact", label: "Contact" },
];

const ADMIN_NAV: NavItem[] = [
  { to: "/admin/customers", label: "Customers" },
  { to: "/admin/products", label: "Manage Products" },
  { to: "/admin/requests", label: "Repair Requests", mobileLabel: "Manage Repair Requests" },
];

/** The header's links for whoever is looking (SPEC §2). */
export function navItemsFor(user: SessionUser | null): NavItem[] {
  if (!user) return VISITOR_NAV;
  return isAdmin(user) ? ADMIN_NAV : CUSTOMER_NAV;
}

const VISITOR_FOOTER: NavItem[] = [
  { to: "/", label: "Home", end: true },
  { to: "/products", label: "Products" },
  { to: "/repairs", label: "Repairs & Warranty" },
  { to: "/contact", label: "Contact" },
  { to: "/login", label: "Customer Login" },
];

const CUSTOMER_FOOTER: NavItem[] = [
  { to: "/", label: "Home", end: true },
  { to: "/my-products", label: "My Products" },
  { to: "/repairs", label: "My Repairs" },
  { to: "/create-repair-request", label: "New Repair Request" },
  { to: "/contact", label: "Contact" },
];

const ADMIN_FOOTER: NavItem[] = [
  { to: "/admin/customers", label: "Customers" },
  { to: "/admin/products", label: "Manage Products" },
  { to: "/admin/repairs", label: "Manage Repairs" },
];

/** The footer's quick links; the admin's 'Manage Repairs' goes to /admin/repairs (SPEC §2). */
export function footerLinksFor(user: SessionUser | null): NavItem[] {
  if (!user) return VISITOR_FOOTER;
  return isAdmin(user) ? ADMIN_FOOTER : CUSTOMER_FOOTER;
}
