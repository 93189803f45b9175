// The fixed product range shown on /products. The server seeds its product types from these
// names (plus CUSTOM_PRODUCT_TYPE), so a name here is also a database key: keep names short
// and never rename one without a migration.

import { cataloguePhoto } from "./catalogue-photo";

export type CatalogueItem = {
  slug: string;
  name: string;
  description: string;
  photos: string[];
  colours: string[];
  sizes: string[];
  customColours: true;
  customSizes: true;
  pricing: "Contact for pricing" | "Contact us for a quote";
};

/** Product type for one-off commissions that are not in the catalogue. */
export const CUSTOM_PRODUCT_TYPE = "Custom";

/** Every leather colour the workshop stocks; Dark Brown is the house colour. */
export const CATALOGUE_COLOURS: readonly string[] = [
  "Dark Brown",
  "Tan",
  "Chestnut",
  "Black",
  "Oxblood",
  "Natural",
  "Cognac",
];

/** Belt sizes are waist measurements in inches, 28 to 46 in steps of 2. */
export const BELT_SIZES: readonly string[] = Array.from({ length: 10 }, (_, i) =>
  String(28 + i * 2),
);

export const STANDARD_SIZES: readonly string[] = ["Small", "Medium", "Large", "Extra Large", "XXL"];

/** The single size of items that are not made to a measurement. */
export const ONE_SIZE = "Standard";

const HOUSE_COLOUR = "Dark Brown";

function photos(slug: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => cataloguePhoto(slug, i + 1));
}

function item(
  slug: string,
  name: string,
  description: string,
  photoCount: number,
  sizes: readonly string[],
  pricing: CatalogueItem["pricing"] = "Contact for pricing",
): CatalogueItem {
  return {
    slug,
    name,
    description,
    photos: photos(slug, photoCount),
    colours: [HOUSE_COLOUR],
    sizes: [...sizes],
    customColours: true,
    customSizes: true,
    pricing,
  };
}

const [SMALL, MEDIUM, LARGE] = ["Small", "Medium", "Large"] as const;

export const CATALOGUE: readonly CatalogueItem[] = [
  item(
    "classic-belt",
    "Classic Belt",
    "Cut from a single 4 mm strip of full-grain, vegetable-tanned leather and fitted with a solid brass buckle, with every edge bevelled and burnished by hand. It starts out firm, moulds to you within weeks and darkens to a deep patina over the years.",
    3,
    BELT_SIZES,
  ),
  item(
    "bifold-wallet",
    "Bifold Wallet",
    "Six card slots and a full-length note pocket, saddle-stitched by hand with waxed thread that will not unravel the way a machine stitch can. Slim enough for a front pocket, and the leather softens and glows with every year you carry it.",
    3,
    [ONE_SIZE],
  ),
  item(
    "card-holder",
    "Card Holder",
    "Two card pockets and a centre slot for a folded note, stitched from full-grain leather for people who would rather carry less. The burnished edges slide easily in and out of a pocket, and the face picks up a warm sheen with handling.",
    2,
    [ONE_SIZE],
  ),
  item(
    "watch-strap",
    "Watch Strap",
    "A two-piece strap in supple full-grain leather with a solid brass buckle, stitched along both edges and gently tapered. Tell us your lug width and wrist size; within a month it curves to your wrist as if it had always been there.",
    2,
    [SMALL, MEDIUM, LARGE],
  ),
  item(
    "messenger-bag",
    "Messenger Bag",
    "A full-flap satchel that takes a 15-inch laptop, closed with two brass buckle straps and carried on an adjustable shoulder strap. Thick full-grain leather, saddle-stitched and riveted at every stress point, that relaxes and deepens in colour with daily use.",
    3,
    [MEDIUM, LARGE],
    "Contact us for a quote",
  ),
  item(
    "weekender-duffel",
    "Weekender Duffel",
    "Room for three or four days away: a heavy full-grain body, rolled carry handles, a solid brass zip and a detachable shoulder strap. Every seam is hand-stitched and the base is doubled, so it shrugs off years of car boots and overhead lockers.",
    3,
    [MEDIUM, LARGE],
    "Contact us for a quote",
  ),
  item(
    "tote-bag",
    "Tote Bag",
    "An open everyday tote with long handles riveted and stitched to the body, and an inside slip pocket for keys and a phone. Unlined full-grain leather that grows softer, slouchier and richer in colour the more you use it.",
    2,
    [SMALL, MEDIUM, LARGE],
  ),
  item(
    "backpack",
    "Backpack",
    "A flap-top backpack with two brass buckle closures, a front pocket and padded shoulder straps, stitched by hand from full-grain leather. Built to be carried for decades, with a patina that keeps a record of every trip.",
    3,
    [MEDIUM, LARGE],
    "Contact us for a quote",
  ),
  item(
    "notebook-cover",
    "Notebook Cover",
    "A refillable A5 cover that holds two notebooks, with a pen loop on the spine and a long leather tie that wraps around to close it. Every scuff and fingerprint it collects turns into character rather than wear.",
    2,
    [ONE_SIZE],
  ),
  item(
    "key-holder",
    "Key Holder",
    "A folded loop of full-grain leather on a solid brass split ring, closed with a brass rivet and a few hand stitches. Small, simple and nearly indestructible; being handled every day is exactly what makes it darken so beautifully.",
    2,
    [ONE_SIZE],
  ),
  item(
    "passport-cover",
    "Passport Cover",
    "A slim full-grain cover that slips over your passport, with an inside pocket for a boarding pass and a card. Hand-stitched to protect the passport from scuffs, it ages along with your travels.",
    2,
    [ONE_SIZE],
  ),
  item(
    "dog-collar",
    "Dog Collar",
    "Two layers of full-grain leather stitched along both edges, with a solid brass buckle and a welded brass D-ring for the lead. Soft against the fur from day one and tough enough for a working dog; measure the neck and we cut it to fit.",
    3,
    STANDARD_SIZES,
  ),
];
