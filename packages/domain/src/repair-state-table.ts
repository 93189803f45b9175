/**
 * The repair states (requirements §4) and every rule read from their table: labels, ranks, badge
 * colours, server names, the headline state and the overall status. Plain data, no zod, so a
 * public page that only shows states (the tracking page) does not download the validation
 * library; the schemas built on these are in repair-state.ts.
 */
export type BadgeColour = "red" | "orange" | "blue" | "purple" | "yellow" | "green" | "grey";
export type StatisticsBucket = "Pending" | "In Progress" | "Completed";

interface RepairStateRow {
  state: string;
  /** What a person reads (docs/requirements.md §4). */
  label: string;
  /** The name the server uses for line states and request statuses (requirements §4, §7). */
  serverName: string;
  badgeColour: BadgeColour;
  statisticsBucket: StatisticsBucket;
  /**
   * requirements §4 after the all-completed check: a request takes the server name of its line
   * state with the highest precedence; 0 never lifts it above Pending. It is not the rank order.
   */
  overallPrecedence: number;
}

/** Each repair line state, a row each, in workshop order (requirements §4): rank = position + 1. */
const REPAIR_STATE_TABLE = [
  {
    state: "pending",
    label: "Pending",
    serverName: "Pending",
    badgeColour: "red",
    statisticsBucket: "Pending",
    overallPrecedence: 0,
  },
  {
    state: "enroute-to-outfitter",
    label: "En Route to Outfitter",
    serverName: "Enroute to Lifetime Outfitter",
    badgeColour: "orange",
    statisticsBucket: "Pending",
    overallPrecedence: 1,
  },
  {
    state: "in-progress",
    label: "In Progress",
    serverName: "In Progress",
    badgeColour: "blue",
    statisticsBucket: "In Progress",
    overallPrecedence: 2,
  },
  {
    state: "ready-for-collection",
    label: "Ready for Collection",
    serverName: "Ready for Collection",
    badgeColour: "purple",
    statisticsBucket: "In Progress",
    overallPrecedence: 3,
  },
  {
    state: "enroute-to-customer",
    label: "En Route to Customer",
    serverName: "Enroute to Customer",
    badgeColour: "yellow",
    statisticsBucket: "In Progress",
    overallPrecedence: 4,
  },
  {
    state: "completed",
    label: "Completed",
    serverName: "Done",
    badgeColour: "green",
    statisticsBucket: "Completed",
    overallPrecedence: 0,
  },
] as const satisfies readonly RepairStateRow[];

type Table = typeof REPAIR_STATE_TABLE;

type Column<Rows extends readonly RepairStateRow[], K extends keyof RepairStateRow> = {
  readonly [I in keyof Rows]: Rows[I] extends RepairStateRow ? Rows[I][K] : never;
};

/** One column of the table, as a tuple in workshop order. */
function column<K extends keyof RepairStateRow>(key: K) {
  return REPAIR_STATE_TABLE.map((row) => row[key]) as unknown as Column<Table, K>;
}

/** One column of the table, keyed by state. */
function byState<K extends keyof RepairStateRow>(key: K) {
  return Object.fromEntries(REPAIR_STATE_TABLE.map((row) => [row.state, row[key]])) as Record<
    RepairState,
    Table[number][K]
  >;
}

/** Repair line states in workshop order (requirements §4). */
export const REPAIR_STATES = column("state");

export type RepairState = (typeof REPAIR_STATES)[number];
export type RepairStateOrUnknown = RepairState | "unknown";

export const REPAIR_STATE_LABELS: Record<RepairState, string> = byState("label");

export const REPAIR_STATE_RANKS: Record<RepairState, number> = Object.fromEntries(
  REPAIR_STATE_TABLE.map((row, index) => [row.state, index + 1]),
) as Record<RepairState, number>;

/** The names the server uses for line states and request statuses (requirements §4, §7). */
export type ServerStatus = Table[number]["serverName"];

export const REPAIR_STATE_SERVER_NAMES: Record<RepairState, ServerStatus> = byState("serverName");

export const SERVER_STATUSES = column("serverName");

export const INITIAL_REQUEST_STATUS = "Pending" satisfies ServerStatus;
export const INITIAL_LINE_STATE = "pending" satisfies RepairState;

const ROW_BY_STATE = new Map<RepairState, Table[number]>(
  REPAIR_STATE_TABLE.map((row) => [row.state, row]),
);

// Labels are accepted too so that a value shown to a person can be fed back unchanged.
const STATE_BY_LOWERCASE_NAME = new Map<string, RepairState>(
  REPAIR_STATE_TABLE.flatMap((row) =>
    [row.state, row.serverName, row.label].map((name) => [name.toLowerCase(), row.state] as const),
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

/** The table row of a state given as key, server name or label; undefined when unknown. */
function rowOf(value: string): Table[number] | undefined {
  const state = normalizeRepairState(value);
  return state === "unknown" ? undefined : ROW_BY_STATE.get(state);
}

export function repairStateLabel(value: string): string {
  return rowOf(value)?.label ?? "Unknown";
}

export function repairStateBadgeColour(state: string): BadgeColour {
  return rowOf(state)?.badgeColour ?? "grey";
}

export function toServerStatus(state: RepairState): ServerStatus {
  return REPAIR_STATE_SERVER_NAMES[state];
}

/**
 * The state a line moves on to with one click ('Next'): the following row of the table, in
 * workshop order, except that a piece ready for collection is next collected (Completed):
 * 'En Route to Customer' is the other way home, for a piece sent back, chosen in the update
 * dialog. A completed line has no next (null); an unknown value has none either.
 */
export function nextRepairState(value: string): RepairState | null {
  const state = normalizeRepairState(value);
  if (state === "unknown") return null;
  if (state === "ready-for-collection") return "completed";
  return REPAIR_STATES[REPAIR_STATES.indexOf(state) + 1] ?? null;
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

/** The request status sent to the server, derived from its line states (requirements §4). */
export function overallStatus(states: readonly string[]): ServerStatus {
  const rows = states.map(rowOf);
  if (rows.length > 0 && rows.every((row) => row?.state === "completed")) return "Done";
  let leading: Table[number] | undefined;
  for (const row of rows) {
    if (row && row.overallPrecedence > (leading?.overallPrecedence ?? 0)) leading = row;
  }
  return leading?.serverName ?? INITIAL_REQUEST_STATUS;
}

/** Accepts keys or server names; an unknown value counts as Pending (work not yet begun). */
export function statisticsBucket(state: string): StatisticsBucket {
  return rowOf(state)?.statisticsBucket ?? "Pending";
}
