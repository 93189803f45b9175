import type { SortDirection } from "../api/common";

export type Sortable = string | number | boolean | Date | null | undefined;

// Fixed locale so the browser and the server order rows the same way.
const collator = new Intl.Collator("en", { numeric: true, sensitivity: "base" });
const ISO_DATE =
  /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

function isEmpty(value: Sortable): value is null | undefined | "" {
  return value === null || value === undefined || value === "";
}

function compareValues(a: NonNullable<Sortable>, b: NonNullable<Sortable>): number {
  if (a instanceof Date || b instanceof Date) {
    return (
      new Date(a as Date | string | number).getTime() -
      new Date(b as Date | string | number).getTime()
    );
  }
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  if (typeof a === "string" && typeof b === "string" && ISO_DATE.test(a) && ISO_DATE.test(b)) {
    const difference = Date.parse(a) - Date.parse(b);
    if (!Number.isNaN(difference)) return difference;
  }
  return collator.compare(String(a), String(b));
}

/**
 * Compares two cell values for sorting: numbers by value, dates (Date or ISO strings) by time,
 * text case-insensitively with numbers inside text in numeric order ('S-2' before 'S-10').
 * Empty values (null, undefined, '') go last in either direction, as 'No repairs yet' should.
 */
export function compareForSort(a: Sortable, b: Sortable, dir: SortDirection = "asc"): number {
  const aEmpty = isEmpty(a);
  const bEmpty = isEmpty(b);
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  const result = Math.sign(compareValues(a, b));
  return dir === "desc" ? -result || 0 : result;
}

export interface SortState<K extends string = string> {
  key: K;
  dir: SortDirection;
}

/** Clicking the active column reverses it; clicking another column sorts it ascending. */
export function nextSort<K extends string>(current: SortState<K>, clicked: K): SortState<K> {
  if (current.key === clicked) return { key: clicked, dir: current.dir === "asc" ? "desc" : "asc" };
  return { key: clicked, dir: "asc" };
}
