// Kept apart from the catalogue so that a page showing one photo does not carry the whole range.

/** Photo `n` (from 1) of a catalogue item: apps/web/public/catalogue/{slug}-{n}.svg. */
export function cataloguePhoto(slug: string, n = 1): string {
  return `/catalogue/${slug}-${n}.svg`;
}
