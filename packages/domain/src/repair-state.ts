import { z } from "zod";
import {
  REPAIR_STATES,
  SERVER_STATUSES,
  normalizeRepairState,
  toServerStatus,
} from "./repair-state-table";

// The states themselves live in the zod-free table; this module adds the schemas built on it.
export * from "./repair-state-table";

export const repairStateSchema = z.enum(REPAIR_STATES);

export const serverStatusSchema = z.enum(SERVER_STATUSES);

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
