import { formatDate, formatDateTime, toDate } from "@/lib/format";

type DateTimeProps = {
  value: string;
  /** Show only the date (the time is still in the element's datetime attribute). */
  dateOnly?: boolean;
  className?: string;
};

/** A `<time>` element showing a stored timestamp in the viewer's locale. */
export function DateTime({ value, dateOnly = false, className }: DateTimeProps) {
  const date = toDate(value);
  if (!date) return null;
  return (
    <time dateTime={date.toISOString()} title={formatDateTime(date)} className={className}>
      {dateOnly ? formatDate(date) : formatDateTime(date)}
    </time>
  );
}
