import { isAdmin, type SessionUser } from "@/lib/session";

/** A live number a link carries (see nav-badge.tsx). */
export type NavBadgeKind = "unreadMessages";

export type NavItem = {
  to: string;
  label: string;
  /** The toggle menu on small screens has room for a longer label (docs/requirements.md §2). */
  mobileLabel?: string;
  /** Only mark active on an exact match (Home would otherwise match everything). */
  end?: boolean;
  badge?: NavBadgeKind;
};

type Audience = "visitor" | "customer" | "admin";

const audienceOf = (user: SessionUser | null): Audience =>
  !user ? "visitor" : isAdmin(user) ? "admin" : "customer";

// The links that appear in more than one list, written once.
const HOME: NavItem = { to: "/", label: "Home", end: true };
const PRODUCTS: NavItem = { to: "/products", label: "Products" };
const CONTACT: NavItem = { to: "/contact", label: "Contact" };
const MY_PRODUCTS: NavItem = { to: "/my-products", label: "My Products" };
const MY_REPAIRS: NavItem = { to: "/repairs", label: "My Repairs" };
const CUSTOMERS: NavItem = { to: "/admin/customers", label: "Customers" };
const MANAGE_PRODUCTS: NavItem = { to: "/admin/products", label: "Manage Products" };
const MY_ACCOUNT: NavItem = { to: "/account", label: "My Account" };

const HEADER: Record<Audience, NavItem[]> = {
  visitor: [HOME, PRODUCTS, { to: "/repairs", label: "Repairs" }, CONTACT],
  customer: [HOME, MY_PRODUCTS, MY_REPAIRS, CONTACT],
  admin: [
    CUSTOMERS,
    MANAGE_PRODUCTS,
    { to: "/admin/requests", label: "Repair Requests", mobileLabel: "Manage Repair Requests" },
    // docs/design.md §7: the contact inbox, with its unread count.
    { to: "/admin/messages", label: "Messages", badge: "unreadMessages" },
    // The turnaround targets (decision 067).
    { to: "/admin/settings", label: "Settings" },
  ],
};

// Admins' 'Manage Repairs' (requirements §2) goes to /admin/repairs, which redirects to the list.
const FOOTER: Record<Audience, NavItem[]> = {
  visitor: [
    HOME,
    PRODUCTS,
    { to: "/repairs", label: "Repairs & Warranty" },
    CONTACT,
    { to: "/login", label: "Customer Login" },
  ],
  customer: [
    HOME,
    MY_PRODUCTS,
    MY_REPAIRS,
    { to: "/create-repair-request", label: "New Repair Request" },
    MY_ACCOUNT,
    CONTACT,
  ],
  admin: [
    CUSTOMERS,
    MANAGE_PRODUCTS,
    { to: "/admin/repairs", label: "Manage Repairs" },
    // Rarely needed, so not in the header: only when the worker gave up on a mail.
    { to: "/admin/mail", label: "Undelivered Mail" },
    // Sign-ins, password changes, exports (decision 084): looked at when something seems wrong.
    { to: "/admin/security-log", label: "Security Log" },
    MY_ACCOUNT,
  ],
};

/** The header's links for whoever is looking (requirements §2). */
export const navItemsFor = (user: SessionUser | null): NavItem[] => HEADER[audienceOf(user)];

/** Where a signed-in person's name leads: their account page (customers' and admins' alike). */
export const accountPathFor = (user: SessionUser | null): string | undefined =>
  user ? MY_ACCOUNT.to : undefined;

/** The footer's quick links for whoever is looking (requirements §2). */
export const footerLinksFor = (user: SessionUser | null): NavItem[] => FOOTER[audienceOf(user)];
