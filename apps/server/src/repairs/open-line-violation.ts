import { uniqueViolation } from "../db/sql";

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
