import {
  BELT_SIZES,
  CARE_GUIDE_DEFAULTS,
  CATALOGUE,
  CATALOGUE_COLOURS,
  CUSTOM_PRODUCT_TYPE,
} from "@lo/domain";
import { inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import {
  careGuides,
  colours,
  productTypeColours,
  productTypes,
  productTypeSizes,
  sizes,
} from "../db/schema";

/**
 * requirements §9: apparel-style sizes, then the one size of everything made without a
 * measurement.
 */
const STANDARD_SIZE_ORDER = ["Small", "Medium", "Large", "Extra Large", "XXL", "Standard"];

/**
 * Every size, in the order a person expects in a picker: belt sizes by number, then Small to
 * XXL, then Standard, then anything the catalogue adds later.
 */
export function referenceSizes(): string[] {
  const ordered = [...BELT_SIZES, ...STANDARD_SIZE_ORDER];
  for (const item of CATALOGUE) {
    for (const size of item.sizes) if (!ordered.includes(size)) ordered.push(size);
  }
  return ordered;
}

/** Every colour, Dark Brown (the house colour) first. */
export function referenceColours(): string[] {
  const ordered = [...CATALOGUE_COLOURS];
  for (const item of CATALOGUE) {
    for (const colour of item.colours) if (!ordered.includes(colour)) ordered.push(colour);
  }
  return ordered;
}

/**
 * Product types (the 12 catalogue items plus Custom), colours, sizes and which type is offered
 * in which colour and size. Idempotent: only missing rows are inserted, so it runs at every
 * start and a catalogue addition reaches an existing database.
 */
export async function seedReferenceData(db: Db): Promise<void> {
  const colourNames = referenceColours();
  const sizeNames = referenceSizes();

  await db.transaction(async (tx) => {
    await tx
      .insert(colours)
      .values(colourNames.map((name, index) => ({ name, sortOrder: index + 1 })))
      .onConflictDoNothing();
    await tx
      .insert(sizes)
      .values(sizeNames.map((name, index) => ({ name, sortOrder: index + 1 })))
      .onConflictDoNothing();
    await tx
      .insert(productTypes)
      .values([
        ...CATALOGUE.map((item) => ({ name: item.name, isCustom: false })),
        { name: CUSTOM_PRODUCT_TYPE, isCustom: true },
      ])
      .onConflictDoNothing();

    // One after another: a transaction is one connection, which runs one query at a time.
    const typeRows = await tx.select().from(productTypes);
    const colourRows = await tx.select().from(colours).where(inArray(colours.name, colourNames));
    const sizeRows = await tx.select().from(sizes).where(inArray(sizes.name, sizeNames));
    const typeId = new Map(typeRows.map((row) => [row.name, row.id]));
    const colourId = new Map(colourRows.map((row) => [row.name, row.id]));
    const sizeId = new Map(sizeRows.map((row) => [row.name, row.id]));

    const offers: { type: string; sizes: readonly string[] }[] = [
      ...CATALOGUE.map((item) => ({ type: item.name, sizes: item.sizes })),
      // A Custom piece is made to order: any colour, any size.
      { type: CUSTOM_PRODUCT_TYPE, sizes: sizeNames },
    ];
    const typeColourLinks: { productTypeId: number; colourId: number }[] = [];
    const typeSizeLinks: { productTypeId: number; sizeId: number }[] = [];
    for (const offer of offers) {
      const productTypeId = typeId.get(offer.type);
      if (productTypeId === undefined) continue;
      // Every item is offered in every colour (requirements §9: custom colours available).
      for (const name of colourNames) {
        const id = colourId.get(name);
        if (id !== undefined) typeColourLinks.push({ productTypeId, colourId: id });
      }
      for (const name of offer.sizes) {
        const id = sizeId.get(name);
        if (id !== undefined) typeSizeLinks.push({ productTypeId, sizeId: id });
      }
    }
    if (typeColourLinks.length > 0) {
      await tx.insert(productTypeColours).values(typeColourLinks).onConflictDoNothing();
    }
    if (typeSizeLinks.length > 0) {
      await tx.insert(productTypeSizes).values(typeSizeLinks).onConflictDoNothing();
    }
    // Each type's default care guide, once: an admin's edit is never overwritten.
    const guides = typeRows.flatMap((row) => {
      const text = CARE_GUIDE_DEFAULTS[row.name];
      return text === undefined ? [] : [{ productTypeId: row.id, text }];
    });
    if (guides.length > 0) await tx.insert(careGuides).values(guides).onConflictDoNothing();
  });
}
