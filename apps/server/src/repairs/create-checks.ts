import { INITIAL_LINE_STATE, INITIAL_REQUEST_STATUS, type RepairCreateData } from "@lo/domain";
import { inArray, sql } from "drizzle-orm";
import type { Tx } from "../db/client";
import { products, repairLines } from "../db/schema";
import { qualified } from "../db/sql";
import { validationError } from "../errors";
import { REPAIR_MESSAGES } from "./messages";

type Issue = { path: string; message: string };

/** A new request and its lines always start at the first state, whatever the payload says. */
export function checkInitialStates(data: RepairCreateData): void {
  const issues: Issue[] = [];
  if (data.status !== undefined && data.status !== INITIAL_REQUEST_STATUS) {
    issues.push({ path: "status", message: REPAIR_MESSAGES.initialStatus });
  }
  data.repairlines.forEach((line, index) => {
    if (line.state !== undefined && line.state !== INITIAL_LINE_STATE) {
      issues.push({ path: `repairlines.${index}.state`, message: REPAIR_MESSAGES.initialState });
    }
  });
  if (issues.length > 0) throw validationError(issues);
}

/** Every product is the customer's and in no open line; its owner is share-locked. */
export async function checkProducts(tx: Tx, data: RepairCreateData, owner: string): Promise<void> {
  const found = await tx
    .select({
      serialno: products.serialno,
      owner: products.customerIdnumber,
      open: sql<boolean>`EXISTS (
        SELECT 1 FROM ${repairLines}
        WHERE ${qualified(repairLines.serialno)} = ${qualified(products.serialno)}
          AND ${qualified(repairLines.state)} <> 'completed'
      )`,
    })
    .from(products)
    .where(
      inArray(
        products.serialno,
        data.repairlines.map((line) => line.serialno),
      ),
    )
    // Holds the owner read here until the lines are inserted: an owner change
    // (PUT /products/:id, which locks the row for update) waits, and then sees them.
    .for("share");
  const bySerial = new Map(found.map((row) => [row.serialno, row]));
  const issues: Issue[] = [];
  data.repairlines.forEach(({ serialno }, index) => {
    const product = bySerial.get(serialno);
    const path = `repairlines.${index}.serialno`;
    if (!product || product.owner !== owner) {
      issues.push({ path, message: REPAIR_MESSAGES.notOwned(serialno) });
    } else if (product.open) {
      issues.push({ path, message: REPAIR_MESSAGES.alreadyOpen(serialno) });
    }
  });
  if (issues.length > 0) throw validationError(issues);
}
