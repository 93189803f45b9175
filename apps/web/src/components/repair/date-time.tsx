const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: "medium",
  timeStyle: "short",
});
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** An ISO timestamp as date and time in the viewer's own locale and time zone (DESIGN §5). */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat.format(date);
}

type DateTimeProps = {
  value: string;
  /** Show only the date (the time is still in the element's datetime attribute). */
  dateOnly?: boolean;
  className?: string;
};

/** A `<time>` element showing a stored timestamp in the viewer's locale. */
export function DateTime({ value, dateOnly = false, className }: DateTimeProps) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} title={dateTimeFormat.format(date)} className={className}>
      {dateOnly ? dateFormat.format(date) : dateTimeFormat.format(date)}
    </time>
  );
}
