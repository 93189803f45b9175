import { SECURITY_EVENT_LABELS, type SecurityLogEntry } from "@lo/domain";
import { formatCount } from "@/lib/format";

/** The words for an event; one the page does not know yet is shown as it is stored. */
export function eventLabel(event: string): string {
  return Object.hasOwn(SECURITY_EVENT_LABELS, event)
    ? SECURITY_EVENT_LABELS[event as keyof typeof SECURITY_EVENT_LABELS]
    : event;
}

/** The events that are something refused: the ones an admin looks for first. */
const REFUSALS = new Set([
  "sign-in-failed",
  "sign-in-limited",
  "second-factor-failed",
  "admin-route-refused",
]);

export const isRefusal = (event: string) => REFUSALS.has(event);

// Enough to tell one browser from another at a glance; the whole User-Agent is in the title.
// (The server's Bowser is not worth its weight in the admin's bundle for one column.)
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/\bOPR\/(\d+)/, "Opera"],
  [/\bSamsungBrowser\/(\d+)/, "Samsung Internet"],
  [/\b(?:Firefox|FxiOS)\/(\d+)/, "Firefox"],
  [/\bHeadlessChrome\/(\d+)/, "Headless Chrome"],
  [/\b(?:Chrome|CriOS|Chromium)\/(\d+)/, "Chrome"],
  [/\bVersion\/(\d+)\S* (?:Mobile\/\S+ )?Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bLinux\b/, "Linux"],
];

/** How long a User-Agent the page does not recognise may be before it is cut short. */
const AGENT_CUT = 32;

/** 'Chrome 131 on Windows' from a User-Agent; an unknown one cut short; null for none. */
export function briefAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.map(([pattern, name]) => {
    const version = pattern.exec(userAgent)?.[1];
    return version ? `${name} ${version}` : null;
  }).find(Boolean);
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser) return system ? `${browser} on ${system}` : browser;
  return userAgent.length > AGENT_CUT ? `${userAgent.slice(0, AGENT_CUT).trimEnd()}…` : userAgent;
}

function valueWords(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return formatCount(value);
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

function pairs(record: Record<string, unknown>): string {
  return Object.entries(record)
    .map(([key, value]) => `${key}: ${valueWords(value)}`)
    .join(", ");
}

/** The e-mail an entry names when it concerns no known account (a failed sign-in). */
export function entryEmail(entry: SecurityLogEntry): string | null {
  const email = entry.details.email;
  return entry.userIdnumber === null && typeof email === "string" ? email : null;
}

/**
 * The details in a line: an export as 'customers: 12 rows' (its filters after it), anything
 * else as 'key: value' pairs. The e-mail already shown as the person is not repeated.
 */
export function detailsSummary(entry: SecurityLogEntry): string {
  const { list, rows, complete, filters } = entry.details;
  if (entry.event === "export" && typeof list === "string" && typeof rows === "number") {
    const parts = [`${list}: ${formatCount(rows)} ${rows === 1 ? "row" : "rows"}`];
    if (complete === false) parts.push("not downloaded whole");
    if (filters && typeof filters === "object" && Object.keys(filters).length > 0) {
      parts.push(`filters ${pairs(filters as Record<string, unknown>)}`);
    }
    return parts.join("; ");
  }
  const shown = { ...entry.details };
  if (entryEmail(entry) !== null) delete shown.email;
  return pairs(shown);
}
