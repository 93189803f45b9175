import { z } from "zod";

/** Repair line states in workshop order (SPEC §4). */
export const REPAIR_STATES = [
  "pending",
  "enroute-to-outfitter",
  "in-progress",
  "ready-for-collection",
  "enroute-to-customer",
  "completed",
] as const;

export type RepairState = (typeof REPAIR_STATES)[number];
export type RepairStateOrUnknown = RepairState | "unknown";

export const repairStateSchema = z.enum(REPAIR_STATES);

export const REPAIR_STATE_LABELS: Record<RepairState, string> = {
  pending: "Pending",
  "enroute-to-outfitter": "En Route to Outfitter",
  "in-progress": "In Progress",
  "ready-for-collection": "Ready for Collection",
  "enroute-to-customer": "En Route to Customer",
  completed: "Completed",
};

export const REPAIR_STATE_RANKS: Record<RepairState, number> = {
  pending: 1,
  "enroute-to-outfitter": 2,
  "in-progress": 3,
  "ready-for-collection": 4,
  "enroute-to-customer": 5,
  completed: 6,
};

export type BadgeColour = "red" | "orange" | "blue" | "purple" | "yellow" | "green" | "grey";

const BADGE_COLOURS: Record<RepairState, BadgeColour> = {
  pending: "red",
  "enroute-to-outfitter": "orange",
  "in-progress": "blue",
  "ready-for-collection": "purple",
  "enroute-to-customer": "yellow",
  completed: "green",
};

/** The names the server uses for line states and request statuses (SPEC §4, §7). */
export type ServerStatus =
  | "Pending"
  | "Enroute to Lifetime Outfitter"
  | "In Progress"
  | "Ready for Collection"
  | "Enroute to Customer"
  | "Done";

export const REPAIR_STATE_SERVER_NAMES: Record<RepairState, ServerStatus> = {
  pending: "Pending",
  "enroute-to-outfitter": "Enroute to Lifetime Outfitter",
  "in-progress": "In Progress",
  "ready-for-collection": "Ready for Collection",
  "enroute-to-customer": "Enroute to Customer",
  completed: "Done",
};

export const SERVER_STATUSES: readonly ServerStatus[] = REPAIR_STATES.map(
  (state) => REPAIR_STATE_SERVER_NAMES[state],
);

export const serverStatusSchema = z.enum([
  "Pending",
  "Enroute to Lifetime Outfitter",
  "In Progress",
  "Ready for Collection",
  "Enroute to Customer",
  "Done",
]);

export const INITIAL_REQUEST_STATUS = "Pending" satisfies ServerStatus;
export const INITIAL_LINE_STATE = "pending" satisfies RepairState;

// Labels are accepted too so that a value shown to a person can be fed back unchanged.
const STATE_BY_LOWERCASE_NAME = new Map<string, RepairState>(
  REPAIR_STATES.flatMap((state) =>
    [state, REPAIR_STATE_SERVER_NAMES[state], REPAIR_STATE_LABELS[state]].map(
      (name) => [name.toLowerCase(), state] as const,
    ),
  ),
);

export function isRepairState(value: unknown): value is RepairState {
  return typeof value === "string" && (REPAIR_STATES as readonly string[]).includes(value);
}

/** Accepts a state key, a server name or a label, in any letter case; 'Done' is completed. */
export function normalizeRepairState(value: string): RepairStateOrUnknown {
  if (typeof value !== "string") return "unknown";
  return STATE_BY_LOWERCASE_NAME.get(value.trim().toLowerCase()) ?? "unknown";
}

export function repairStateLabel(value: string): string {
  const state = normalizeRepairState(value);
  return state === "unknown" ? "Unknown" : REPAIR_STATE_LABELS[state];
}

export function repairStateBadgeColour(state: string): BadgeColour {
  const normalized = normalizeRepairState(state);
  return normalized === "unknown" ? "grey" : BADGE_COLOURS[normalized];
}

export function toServerStatus(state: RepairState): ServerStatus {
  return REPAIR_STATE_SERVER_NAMES[state];
}

/** The lowest-ranked known state of a request's lines; 'unknown' when none is known. */
export function headlineState(states: readonly string[]): RepairStateOrUnknown {
  let lowest: RepairState | undefined;
  for (const value of states) {
    const state = normalizeRepairState(value);
    if (state === "unknown") continue;
    if (lowest === undefined || REPAIR_STATE_RANKS[state] < REPAIR_STATE_RANKS[lowest]) {
      lowest = state;
    }
  }
  return lowest ?? "unknown";
}

// Precedence of SPEC §4 after the all-completed check; it is not the rank order.
const OVERALL_PRECEDENCE: readonly RepairState[] = [
  "enroute-to-customer",
  "ready-for-collection",
  "in-progress",
  "enroute-to-outfitter",
];

/** The request status sent to the server, derived from its line states (SPEC §4). */
export function overallStatus(states: readonly string[]): ServerStatus {
  const normalized = states.map(normalizeRepairState);
  if (normalized.length > 0 && normalized.every((state) => state === "completed")) return "Done";
  const found = OVERALL_PRECEDENCE.find((state) => normalized.includes(state));
  return found === undefined ? "Pending" : REPAIR_STATE_SERVER_NAMES[found];
}

export type StatisticsBucket = "Pending" | "In Progress" | "Completed";
export const STATISTICS_BUCKETS: readonly StatisticsBucket[] = [
  "Pending",
  "In Progress",
  "Completed",
];

const BUCKETS: Record<RepairState, StatisticsBucket> = {
  pending: "Pending",
  "enroute-to-outfitter": "Pending",
  "in-progress": "In Progress",
  "ready-for-collection": "In Progress",
  "enroute-to-customer": "In Progress",
  completed: "Completed",
};

/** Accepts keys or server names; an unknown value counts as Pending (work not yet begun). */
export function statisticsBucket(state: string): StatisticsBucket {
  const normalized = normalizeRepairState(state);
  return normalized === "unknown" ? "Pending" : BUCKETS[normalized];
}

/** Open means the workshop still owes the customer something: every state but completed. */
export function isOpenRepairState(state: string): boolean {
  return normalizeRepairState(state) !== "completed";
}

/**
 * Parses a state sent by a client, given as a key, a server name or a label, into its key.
 * For request bodies only: it transforms, so it cannot describe a response.
 */
export const repairStateInputSchema = z
  .string({ error: "State is required" })
  .transform((value, ctx) => {
    const state = normalizeRepairState(value);
    if (state === "unknown") {
      ctx.addIssue({ code: "custom", message: `Unknown repair state: ${value}`, input: value });
      return z.NEVER;
    }
    return state;
  });

/** Parses a request status sent by a client (key, server name or label) into its server name. */
export const serverStatusInputSchema = repairStateInputSchema.transform(toServerStatus);
