import { uniqueViolation } from "../db/sql";
import { conflict } from "../errors";
import { REPAIR_MESSAGES } from "./messages";

const OPEN_LINE_INDEX = "repair_lines_one_open_per_product";

/**
 * The violation of the one-open-line-per-product index behind an error, with the serial
 * number the driver names (when it does); undefined for any other error.
 */
export function openLineViolation(error: unknown): { serialno: string | undefined } | undefined {
  const violation = uniqueViolation(error);
  if (violation?.constraint !== OPEN_LINE_INDEX) return undefined;
  return { serialno: /\(serialno\)=\((.*)\)/.exec(violation.detail)?.[1] };
}

/**
 * Rethrows an error, the one-open-line index's violation as the 409 the checks before it give
 * (the same message whichever of two racing writes lost).
 */
export function rethrowOpenLineViolation(error: unknown): never {
  const violation = openLineViolation(error);
  if (!violation) throw error;
  throw conflict(
    violation.serialno === undefined
      ? REPAIR_MESSAGES.reopenConflict
      : REPAIR_MESSAGES.alreadyOpenElsewhere(violation.serialno),
  );
}
