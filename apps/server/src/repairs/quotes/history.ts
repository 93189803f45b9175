import { REPAIR_LINE_ACTION_MESSAGES, type Quote } from "@lo/domain";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { repairLines } from "../../db/schema";
import { notFound } from "../../errors";
import { quoteVersionsOf, toQuote } from "./queries";

/** Every version of a piece's quote as the workshop reads it, newest first (404: no such line). */
export async function lineQuoteHistory(db: Db, lineId: number): Promise<{ versions: Quote[] }> {
  const [line] = await db
    .select({ id: repairLines.id })
    .from(repairLines)
    .where(eq(repairLines.id, lineId));
  if (!line) throw notFound(REPAIR_LINE_ACTION_MESSAGES.lineNotFound);
  const versions = (await quoteVersionsOf(db, [lineId])).get(lineId) ?? [];
  return { versions: versions.map((row) => toQuote(row, "admin")) };
}
