import { normalizeRepairState } from "./repair-state-table";

/**
 * How far a request's items are (decision 071), told beside its state wherever a request's
 * state shows, to its customer and to the workshop alike: the customer's headline (the lowest
 * line state) and the admin's overall status (the highest) then read as two views of the same
 * items, not as a contradiction. Zod-free, like the state table: the tracking page uses it.
 */
export interface ItemsProgress {
  /** Every item (line) of the request. */
  total: number;
  /**
   * Items whose work is done but which are not yet back with the customer: Ready for
   * Collection or En Route to Customer.
   */
  ready: number;
  /** Items completed (collected or delivered). */
  completed: number;
}

/** The states that count as ready: past the bench, not yet back home. */
export const READY_STATES = ["ready-for-collection", "enroute-to-customer"] as const;

/** The progress of a request the server summed up: its `lines` (every item), ready and completed. */
export function progressOfCounts(counts: {
  lines: number;
  ready: number;
  completed: number;
}): ItemsProgress {
  return { total: counts.lines, ready: counts.ready, completed: counts.completed };
}

/** Counts a request's line states (keys, server names or labels); unknown ones count as not ready. */
export function itemsProgress(states: readonly string[]): ItemsProgress {
  let ready = 0;
  let completed = 0;
  for (const value of states) {
    const state = normalizeRepairState(value);
    if (state === "completed") completed += 1;
    else if ((READY_STATES as readonly string[]).includes(state)) ready += 1;
  }
  return { total: states.length, ready, completed };
}

function items(count: number): string {
  return `${count} ${count === 1 ? "item" : "items"}`;
}

/**
 * The one wording of progress, e.g. '1 of 2 items ready', 'All 3 items completed',
 * '1 of 3 items ready, 1 completed', '0 of 2 items ready'. Ready and completed are counted
 * apart, so the numbers never overlap.
 */
export function itemsProgressWords({ total, ready, completed }: ItemsProgress): string {
  if (total <= 0) return "No items";
  if (completed >= total) return total === 1 ? "1 item completed" : `All ${total} items completed`;
  if (total === 1) return ready > 0 ? "1 item ready" : "1 item, not ready yet";
  if (ready >= total) return `All ${total} items ready`;
  if (ready === 0 && completed > 0) return `${completed} of ${items(total)} completed`;
  const words = `${ready} of ${items(total)} ready`;
  return completed > 0 ? `${words}, ${completed} completed` : words;
}

/** The share of items whose work is done (ready or completed), from 0 to 1, for a bar. */
export function itemsProgressShare({ total, ready, completed }: ItemsProgress): number {
  return total <= 0 ? 0 : Math.min(1, (ready + completed) / total);
}
