// What a shared link to a public page shows before any script runs (docs/design.md §12): its title,
// description and picture, for the server to write into the page's HTML (Open Graph tags).
// The SPA gives the same pages the same titles (page-titles.ts).

import { CATALOGUE, type CatalogueItem } from "./catalogue";
import { PUBLIC_PAGE_NAMES as NAMES, pageTitle, SITE_DESCRIPTION } from "./page-titles";

export type PageHead = {
  /** The whole <title>. */
  title: string;
  description: string;
  /** A picture of the page, a path on this site ('/catalogue/…'), if it has one. */
  image?: string;
  /** Open Graph's og:type. */
  type: "website" | "product";
  /** The page's own address, a path: og:url. */
  path: string;
};

/** The catalogue piece's page: `/products/{slug}` opens the catalogue with the piece shown. */
export function cataloguePiecePath(slug: string): string {
  return `/products/${slug}`;
}

/** A catalogue piece by the slug in its page's address, or undefined. */
export function cataloguePiece(slug: string): CatalogueItem | undefined {
  return CATALOGUE.find((item) => item.slug === slug);
}

/** The first sentence of a text, for a description that fits a chat's card. */
function firstSentence(text: string): string {
  const end = text.indexOf(". ");
  return end === -1 ? text : text.slice(0, end + 1);
}

const page = (
  path: string,
  name: string | undefined,
  description: string,
  image?: string,
): PageHead => ({ title: pageTitle(name), description, image, type: "website", path });

const PAGES: readonly PageHead[] = [
  page("/", undefined, SITE_DESCRIPTION, CATALOGUE[0]?.photos[0]),
  page(
    "/products",
    NAMES.products,
    "Twelve pieces of handcrafted leather, from belts and wallets to bags, each in our house Dark Brown or the colour of your choice, cut to your size.",
    CATALOGUE[1]?.photos[0],
  ),
  page(
    "/contact",
    NAMES.contact,
    "Write to the Lifetime Outfitter workshop about a piece, a commission or a repair, or find our address, phone numbers and hours.",
  ),
  page(
    "/repairs",
    NAMES.repairs,
    "Every piece we make carries a lifetime repair warranty: how to ask for a repair, what it covers and how to follow it at the workshop.",
  ),
  page(
    "/login",
    NAMES.login,
    "Sign in to see the pieces you own from Lifetime Outfitter and follow your repairs.",
  ),
  page(
    "/forgot-password",
    NAMES.forgotPassword,
    "Ask for a link to choose a new password for your Lifetime Outfitter account.",
  ),
  page(
    "/create-repair-request",
    NAMES.createRepairRequest,
    "Ask the Lifetime Outfitter workshop to repair a piece you own from us, under its lifetime warranty.",
  ),
];

/**
 * The head of a public page by its path (no query, no trailing slash), a catalogue piece's
 * included; undefined for any other path (a private link's page, an unknown piece, a page
 * behind a sign-in): that page keeps the site's general title and description.
 */
export function publicPageHead(path: string): PageHead | undefined {
  const known = PAGES.find((candidate) => candidate.path === path);
  if (known) return known;
  const slug = /^\/products\/([a-z0-9-]+)$/.exec(path)?.[1];
  const piece = slug === undefined ? undefined : cataloguePiece(slug);
  if (!piece) return undefined;
  return {
    title: pageTitle(piece.name),
    description: firstSentence(piece.description),
    image: piece.photos[0],
    type: "product",
    path: cataloguePiecePath(piece.slug),
  };
}
