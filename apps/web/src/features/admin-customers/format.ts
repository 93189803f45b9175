const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** A stored timestamp as a date in the viewer's locale and time zone (DESIGN §5); '' if none. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateFormat.format(date);
}

const countFormat = new Intl.NumberFormat();

export function formatCount(value: number): string {
  return countFormat.format(value);
}
