/**
 * Money (decision 093): whole cents of rand in integers, never a float; VAT in basis points
 * (1500 = 15 %) so that no rate is a float either. Prices are as the customer pays them, VAT
 * included (the Consumer Protection Act's displayed price), and a tax invoice shows each
 * line's VAT, the tax fraction of its total rounded to the cent, the way South African tax
 * invoices do: the invoice's VAT is the sum of its lines', never recomputed from the total.
 */

/** The largest amount the shop writes: R 10 000 000.00, far under the integers a double holds. */
export const MAX_CENTS = 1_000_000_000;

/** South Africa's standard VAT rate, in basis points. */
export const DEFAULT_VAT_BASIS_POINTS = 1500;

const isCents = (value: number) => Number.isSafeInteger(value) && Math.abs(value) <= MAX_CENTS;

function assertCents(value: number, what: string): void {
  if (!isCents(value)) throw new RangeError(`${what} must be whole cents (got ${value}).`);
}

/**
 * `numerator / denominator` rounded half away from zero, exactly: both are integers, and
 * only integer operations (exact below 2^53) are used, never a division's float.
 */
function roundedQuotient(numerator: number, denominator: number): number {
  const sign = numerator < 0 ? -1 : 1;
  const twice = 2 * Math.abs(numerator) + denominator;
  const twiceDenominator = 2 * denominator;
  return sign * ((twice - (twice % twiceDenominator)) / twiceDenominator);
}

/**
 * Reads an amount as typed: "450", "450.5", "450.50", "1 250.00", "R 1,250.00". Null for
 * anything else (more than two decimals, letters, a minus sign): refunds are their own kind
 * of entry, never a negative amount.
 */
export function parseRand(text: string): number | null {
  const plain = text
    .trim()
    .replace(/^R\s*/i, "")
    .replace(/[\s\u00a0,](?=\d{3}(\D|$))/g, "");
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return isCents(cents) ? cents : null;
}

/** An amount for people: "R 450.00", "R 1 250.00", "-R 50.00" (a refund, a credit). */
export function formatRand(cents: number): string {
  assertCents(cents, "An amount");
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, "0");
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, " ");
  return `${cents < 0 ? "-" : ""}R ${grouped}.${rest}`;
}

/** The VAT inside an amount that includes it: the tax fraction rate/(1 + rate), to the cent. */
export function vatIncluded(cents: number, basisPoints: number): number {
  assertCents(cents, "An amount");
  if (!Number.isInteger(basisPoints) || basisPoints < 0 || basisPoints > 10_000) {
    throw new RangeError(`A VAT rate must be whole basis points from 0 to 10000.`);
  }
  return roundedQuotient(cents * basisPoints, 10_000 + basisPoints);
}

export interface PricedLine {
  quantity: number;
  /** VAT included. */
  unitCents: number;
}

export interface LineTotals {
  /** quantity × unit price, VAT included. */
  totalCents: number;
  /** The VAT in it (0 when the workshop is not registered for VAT). */
  vatCents: number;
}

export interface DocumentTotals {
  lines: LineTotals[];
  /** What is charged, VAT included: the sum of the lines. */
  totalCents: number;
  /** The sum of the lines' VAT. */
  vatCents: number;
  /** The total without VAT. */
  exclusiveCents: number;
}

/**
 * A quote's or an invoice's sums: each line's total and its VAT, rounded per line, and the
 * document's as the sums of its lines'. `vatBasisPoints` null: the workshop is not registered
 * for VAT, and no VAT is shown or charged.
 */
export function documentTotals(
  lines: readonly PricedLine[],
  vatBasisPoints: number | null,
): DocumentTotals {
  const totals = lines.map(({ quantity, unitCents }) => {
    if (!Number.isSafeInteger(quantity) || quantity < 1 || quantity > 1000) {
      throw new RangeError(`A quantity must be a whole number from 1 to 1000 (got ${quantity}).`);
    }
    assertCents(unitCents, "A unit price");
    const totalCents = quantity * unitCents;
    assertCents(totalCents, "A line's total");
    const vatCents = vatBasisPoints === null ? 0 : vatIncluded(totalCents, vatBasisPoints);
    return { totalCents, vatCents };
  });
  const totalCents = totals.reduce((sum, line) => sum + line.totalCents, 0);
  const vatCents = totals.reduce((sum, line) => sum + line.vatCents, 0);
  assertCents(totalCents, "A document's total");
  return { lines: totals, totalCents, vatCents, exclusiveCents: totalCents - vatCents };
}

export interface PaymentEntry {
  kind: "payment" | "refund";
  /** Always positive: a refund says so by its kind. */
  amountCents: number;
}

/** What was paid (payments less refunds), and what is still due of `dueCents` (never below 0). */
export function balanceOf(dueCents: number, entries: readonly PaymentEntry[]) {
  assertCents(dueCents, "What is due");
  const paidCents = entries.reduce((sum, entry) => {
    assertCents(entry.amountCents, "A payment");
    if (entry.amountCents <= 0) throw new RangeError("A payment or refund is more than R 0.00.");
    return sum + (entry.kind === "payment" ? entry.amountCents : -entry.amountCents);
  }, 0);
  const outstanding = dueCents - paidCents;
  return {
    paidCents,
    /** Still to pay. */
    balanceCents: Math.max(0, outstanding),
    /** Paid beyond what is due: owed back to the customer. */
    creditCents: Math.max(0, -outstanding),
  };
}
