// The site's name and how a page's tab title is written, for the SPA (document.title) and for
// the server (the <title> in the HTML it sends): one form, so the two never disagree.

export const SITE_NAME = "Lifetime Outfitter";

/** The home page's title, and the title of any page the server knows nothing about. */
export const SITE_TITLE = `${SITE_NAME} — Handcrafted leather goods`;

/** The description of the home page and of any page without one of its own. */
export const SITE_DESCRIPTION =
  "Lifetime Outfitter: handcrafted leather goods built to last a lifetime, with a lifetime repair warranty.";

/** A page's tab title from its name ('Products · Lifetime Outfitter'); none is the home page. */
export function pageTitle(name?: string): string {
  return name ? `${name} · ${SITE_NAME}` : SITE_TITLE;
}

/** The names of the public pages, as their tab titles and shared cards show them. */
export const PUBLIC_PAGE_NAMES = {
  products: "Products",
  contact: "Contact",
  repairs: "Repairs & Lifetime Warranty",
  login: "Login",
  forgotPassword: "Forgot password",
  createRepairRequest: "Create Repair Request",
} as const;
