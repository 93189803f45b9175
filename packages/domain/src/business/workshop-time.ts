import { BUSINESS_INFO } from "./business-info";

const parts = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: BUSINESS_INFO.timeZone,
});

function pieces(value: Date | string): Record<string, string> | undefined {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return Object.fromEntries(
    parts
      .formatToParts(date)
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, part.value]),
  );
}

/**
 * A moment written out in the workshop's time zone, as mail and the tracking page show it
 * (docs/design.md §12): '14 March 2027, 10:30'. Built from the parts rather than the locale's own
 * pattern, which differs between ICU versions ('… at 10:30'). '' for an unreadable date.
 */
export function formatWorkshopDateTime(value: Date | string): string {
  const p = pieces(value);
  return p ? `${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute}` : "";
}

/** The date alone, in the workshop's time zone: '14 March 2027'. */
export function formatWorkshopDate(value: Date | string): string {
  const p = pieces(value);
  return p ? `${p.day} ${p.month} ${p.year}` : "";
}
