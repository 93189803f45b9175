import { BUSINESS_INFO } from "./business-info";

const parts = new Intl.DateTimeFormat("en-GB", {
  timeZone: BUSINESS_INFO.timeZone,
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/**
 * A moment written out in the workshop's time zone, as mail and the tracking page show it
 * (DESIGN §12): '14 March 2027, 10:30'. The same on the server and in every browser,
 * whatever their own zone.
 */
export function formatWorkshopDateTime(value: Date | string): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const byType = Object.fromEntries(
    parts.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${byType.day} ${byType.month} ${byType.year}, ${byType.hour}:${byType.minute}`;
}

/** The date alone, in the workshop's time zone: '14 March 2027'. */
export function formatWorkshopDate(value: Date | string): string {
  return formatWorkshopDateTime(value).replace(/, \d{2}:\d{2}$/, "");
}
