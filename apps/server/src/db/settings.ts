import {
  billingSettingsSchema,
  DEFAULT_BILLING_SETTINGS,
  DEFAULT_PAYMENT_SETTINGS,
  DEFAULT_PRICE_LIST,
  paymentSettingsSchema,
  priceListSchema,
  type BillingSettings,
  type PaymentSettings,
  type PriceList,
  DEFAULT_TURNAROUND_TARGETS,
  turnaroundTargetsSchema,
  type TurnaroundTargets,
} from "@lo/domain";
import { eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db, Tx } from "./client";
import { perDatabase } from "./prepared";
import { settings } from "./schema";

/** The settings table's key of the turnaround targets (decision 067). */
export const TURNAROUND_SETTING = "turnaround-targets";

/** Read on every admin list and mail of a finished piece: prepared once per database. */
const turnaroundRow = perDatabase((db: Db | Tx) =>
  db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, TURNAROUND_SETTING))
    .prepare("turnaround_targets"),
);

/**
 * The turnaround targets in force: the stored ones, each state falling back to its default
 * should a stored value be missing or unreadable.
 */
export async function readTurnaroundTargets(db: Db | Tx): Promise<TurnaroundTargets> {
  const [row] = await turnaroundRow(db).execute();
  const stored = (row?.value ?? {}) as Record<string, unknown>;
  const merged = { ...DEFAULT_TURNAROUND_TARGETS };
  for (const key of Object.keys(merged) as (keyof TurnaroundTargets)[]) {
    const one = turnaroundTargetsSchema.shape[key].safeParse(stored[key]);
    if (one.success) merged[key] = one.data;
  }
  return merged;
}

/** Stores the targets (an upsert of their row); the caller audits it in the same transaction. */
export async function writeTurnaroundTargets(
  tx: Tx,
  targets: TurnaroundTargets,
  actorIdnumber: string,
): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: TURNAROUND_SETTING, value: targets, updatedByIdnumber: actorIdnumber })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: targets, updatedByIdnumber: actorIdnumber, updatedAt: sql`now()` },
    });
}

/** A setting kept whole as one JSON value (billing, price list, payment): its key, schema and default. */
export interface WholeSetting<T> {
  key: string;
  schema: z.ZodType<T, unknown>;
  fallback: T;
}

/**
 * A whole setting as stored, or its default when it has no row or its row no longer reads
 * (a value written by an older version the schema has since tightened).
 */
export async function readWholeSetting<T>(db: Db | Tx, setting: WholeSetting<T>): Promise<T> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, setting.key));
  if (!row) return setting.fallback;
  const parsed = setting.schema.safeParse(row.value);
  return parsed.success ? parsed.data : setting.fallback;
}

/** Stores a whole setting (an upsert of its row); the caller audits it in the same transaction. */
export async function writeWholeSetting<T>(
  tx: Tx,
  setting: WholeSetting<T>,
  value: T,
  actorIdnumber: string,
): Promise<void> {
  await tx
    .insert(settings)
    .values({ key: setting.key, value, updatedByIdnumber: actorIdnumber })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedByIdnumber: actorIdnumber, updatedAt: sql`now()` },
    });
}

/** Whether the workshop charges VAT, at what rate, and its VAT number (decision 095). */
export const BILLING_SETTING: WholeSetting<BillingSettings> = {
  key: "billing",
  schema: billingSettingsSchema,
  fallback: DEFAULT_BILLING_SETTINGS,
};

/** The price list quotes start from (decision 095). */
export const PRICE_LIST_SETTING: WholeSetting<PriceList> = {
  key: "price-list",
  schema: priceListSchema,
  fallback: DEFAULT_PRICE_LIST,
};

/** The workshop's bank details and standard fees (decision 097): a row of its own. */
export const PAYMENT_SETTING: WholeSetting<PaymentSettings> = {
  key: "payment",
  schema: paymentSettingsSchema,
  fallback: DEFAULT_PAYMENT_SETTINGS,
};
