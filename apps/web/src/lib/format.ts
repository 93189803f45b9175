/**
 * Every date, time and number the site shows goes through here. `undefined` is the viewer's
 * own locale (and time zone, docs/design.md §5): the one place to change it.
 */
const LOCALE: string | undefined = undefined;

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium" });
const timeFormat = new Intl.DateTimeFormat(LOCALE, { timeStyle: "short" });
const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: "medium", timeStyle: "short" });
const countFormat = new Intl.NumberFormat(LOCALE);
const decimalFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });

/** A stored timestamp (or a Date) as a Date, or null when there is none or it is unreadable. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(format: Intl.DateTimeFormat, value: string | Date | null | undefined) {
  const date = toDate(value);
  return date ? format.format(date) : "";
}

/** The date of a stored timestamp; '' if none. */
export function formatDate(value: string | Date | null | undefined): string {
  return formatWith(dateFormat, value);
}

/** The time of day of a stored timestamp; '' if none. */
export function formatTime(value: string | Date | null | undefined): string {
  return formatWith(timeFormat, value);
}

/** Date and time of a stored timestamp; '' if none. */
export function formatDateTime(value: string | Date | null | undefined): string {
  return formatWith(dateTimeFormat, value);
}

/** A whole number with the locale's grouping (20,000). */
export function formatCount(value: number): string {
  return countFormat.format(value);
}

/** A number with at most one decimal (an average). */
export function formatDecimal(value: number): string {
  return decimalFormat.format(value);
}
