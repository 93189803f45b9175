import { BACKUP_TIME, BUSINESS_INFO } from "@lo/domain";

/** A moment's wall-clock date and time in the workshop's time zone. */
const wallClock = new Intl.DateTimeFormat("en-CA", {
  timeZone: BUSINESS_INFO.timeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

function wallParts(at: Date): Record<string, number> {
  return Object.fromEntries(
    wallClock
      .formatToParts(at)
      .filter((part) => part.type !== "literal")
      .map((part) => [part.type, Number(part.value)]),
  );
}

/** The workshop day (YYYY-MM-DD) a moment falls on. */
export function workshopDay(at: Date): string {
  const p = wallParts(at);
  const pad = (n: number | undefined) => String(n ?? 0).padStart(2, "0");
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

/**
 * The moment the workshop's clocks show BACKUP_TIME on `day`: found from the zone's offset at
 * that hour (a zone whose clocks change is right on every day but the change's own).
 */
function slotOn(day: string): Date {
  const asUtc = Date.parse(
    `${day}T${String(BACKUP_TIME.hour).padStart(2, "0")}:${String(BACKUP_TIME.minute).padStart(2, "0")}:00Z`,
  );
  const p = wallParts(new Date(asUtc));
  const shown = Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day, p.hour, p.minute, p.second);
  return new Date(asUtc - (shown - asUtc));
}

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/** The latest scheduled moment at or before `now`: the backup that should exist by then. */
export function latestSlot(now: Date): Date {
  const today = slotOn(workshopDay(now));
  return today.getTime() <= now.getTime() ? today : slotOn(addDays(workshopDay(now), -1));
}

/** The first scheduled moment after `now`. */
export function nextSlot(now: Date): Date {
  const today = slotOn(workshopDay(now));
  return today.getTime() > now.getTime() ? today : slotOn(addDays(workshopDay(now), 1));
}
