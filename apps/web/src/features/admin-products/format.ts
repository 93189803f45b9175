const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });
const countFormat = new Intl.NumberFormat();

/** A stored timestamp as a date in the viewer's locale and time zone (DESIGN §5); '' if none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

export function formatCount(value: number): string {
  return countFormat.format(value);
}

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: "short" });

/** The time of day of a stored timestamp in the viewer's locale; '' if none. */
export function formatTime(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : timeFormat.format(date);
}
