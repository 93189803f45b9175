import type { SortDirection } from "./api/common";
import { STATISTICS_BUCKETS, statisticsBucket, type StatisticsBucket } from "./repair-state";

// ---------------------------------------------------------------------------------------
// Search

/** Case-insensitive substring search over several values; a blank query matches everything. */
export function matchesSearch(
  values: readonly (string | null | undefined)[],
  query: string | null | undefined,
): boolean {
  const needle = (query ?? "").trim().toLowerCase();
  if (needle === "") return true;
  return values.some((value) => (value ?? "").toLowerCase().includes(needle));
}

/** My Products and the admin table: serial, type, colour, size, customer name (SPEC §9). */
export function productMatchesSearch(
  product: {
    serialno: string;
    productTypeName: string;
    colourName?: string | null;
    sizeName?: string | null;
    customerName?: string | null;
  },
  query: string | null | undefined,
): boolean {
  return matchesSearch(
    [
      product.serialno,
      product.productTypeName,
      product.colourName,
      product.sizeName,
      product.customerName,
    ],
    query,
  );
}

/** Manage Customers: full name and e-mail (SPEC §9). */
export function customerMatchesSearch(
  customer: { name: string; surname: string; email: string },
  query: string | null | undefined,
): boolean {
  return matchesSearch(
    [formatCustomerDisplayName(customer.name, customer.surname), customer.email],
    query,
  );
}

/** Repair requests: client name and e-mail, and each line's serial, type and description. */
export function repairMatchesSearch(
  request: {
    clientName: string;
    clientEmail: string;
    products: readonly { serialNumber: string; productType: string; problemDescription: string }[];
  },
  query: string | null | undefined,
): boolean {
  return matchesSearch(
    [
      request.clientName,
      request.clientEmail,
      ...request.products.flatMap((line) => [
        line.serialNumber,
        line.productType,
        line.problemDescription,
      ]),
    ],
    query,
  );
}

/** The admin's customer picker: name or ID number substring (SPEC §2). */
export function customerPickerMatches(
  customer: { idnumber: string; name: string; surname: string },
  query: string | null | undefined,
): boolean {
  return matchesSearch(
    [customer.idnumber, formatCustomerDisplayName(customer.name, customer.surname)],
    query,
  );
}

// ---------------------------------------------------------------------------------------
// Sorting

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

/** A stable sort of a copy of `items` by one value of each. */
export function sortBy<T>(
  items: readonly T[],
  value: (item: T) => Sortable,
  dir: SortDirection = "asc",
): T[] {
  return [...items].sort((a, b) => compareForSort(value(a), value(b), dir));
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

// ---------------------------------------------------------------------------------------
// Statistics

/** The most frequent value, ignoring empty ones; a tie goes to the value seen first. */
export function mostFrequent<T extends string | number>(
  values: readonly (T | null | undefined)[],
): T | null {
  const counts = new Map<T, number>();
  for (const value of values) {
    if (value === null || value === undefined || value === "") continue;
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  let best: T | null = null;
  let bestCount = 0;
  for (const [value, count] of counts) {
    if (count > bestCount) {
      best = value;
      bestCount = count;
    }
  }
  return best;
}

/** total / count rounded to a whole number (SPEC §9); 0 when there is nothing to average. */
export function roundedAverage(total: number, count: number): number {
  if (count <= 0 || !Number.isFinite(total)) return 0;
  return Math.round(total / count);
}

/** The latest of some dates (SPEC §9 "latest join date"); null when there is none. */
export function latestDate(values: readonly (string | Date | null | undefined)[]): Date | null {
  let latest: Date | null = null;
  for (const value of values) {
    if (value === null || value === undefined || value === "") continue;
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) continue;
    if (latest === null || date > latest) latest = date;
  }
  return latest;
}

/** How many states fall in each statistics bucket (SPEC §4). */
export function countByBucket(states: readonly string[]): Record<StatisticsBucket, number> {
  const counts = Object.fromEntries(STATISTICS_BUCKETS.map((bucket) => [bucket, 0])) as Record<
    StatisticsBucket,
    number
  >;
  for (const state of states) counts[statisticsBucket(state)] += 1;
  return counts;
}

// ---------------------------------------------------------------------------------------
// Display

export function formatCustomerDisplayName(
  name: string | null | undefined,
  surname: string | null | undefined,
): string {
  return [name, surname]
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .join(" ");
}

/** 'id - name surname', as the admin's customer picker lists customers. */
export function customerPickerLabel(customer: {
  idnumber: string;
  name: string;
  surname: string;
}): string {
  const displayName = formatCustomerDisplayName(customer.name, customer.surname);
  return displayName === "" ? customer.idnumber : `${customer.idnumber} - ${displayName}`;
}

/** 'serial - type - colour - size'; parts a custom product lacks are left out. */
export function productOptionLabel(product: {
  serialno: string;
  productTypeName: string;
  colourName?: string | null;
  sizeName?: string | null;
}): string {
  return [product.serialno, product.productTypeName, product.colourName, product.sizeName]
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .join(" - ");
}

/** A South African ID number: exactly 13 digits (SPEC §9). */
export function isSouthAfricanId(value: string): boolean {
  return /^\d{13}$/.test(value.trim());
}

/**
 * Postal codes are stored as integers (SPEC §3), which drops the leading zero of South
 * African codes such as 0002; they are shown with their four digits again.
 */
export function formatPostalCode(
  postalCode: number | null | undefined,
  isSouthAfrican: boolean,
): string {
  if (postalCode === null || postalCode === undefined) return "";
  const digits = String(postalCode);
  return isSouthAfrican ? digits.padStart(4, "0") : digits;
}

/** The one-line address of the customer list: the given parts joined by commas. */
export function formatAddress(parts: {
  street?: string | null;
  city?: string | null;
  province?: string | null;
  postalCode?: number | null;
  country?: string | null;
  isSouthAfrican: boolean;
}): string {
  return [
    parts.street,
    parts.city,
    parts.province,
    formatPostalCode(parts.postalCode, parts.isSouthAfrican),
    parts.country,
  ]
    .map((part) => (part ?? "").trim())
    .filter((part) => part !== "")
    .join(", ");
}
