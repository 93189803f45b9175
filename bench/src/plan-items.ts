/**
 * The pieces and their repairs. Requests are laid out in time order, so repair ids grow with
 * their dates as they do in a real shop; requests older than two months are finished, the
 * recent ones are spread over the states, and no piece is ever in two open repairs.
 */
import type { RepairState } from "@lo/domain";
import { DAY_MS, NOW, statusOf, texts, type PersonRow, type Scale } from "./seed-plan";

export interface ProductTypeInfo {
  id: number;
  isCustom: boolean;
  colourIds: number[];
  sizeIds: number[];
}

export interface ProductRow {
  serialno: string;
  productTypeId: number;
  colourId: number | null;
  sizeId: number | null;
  customColour: string | null;
  customSize: string | null;
  description: string | null;
  customerIdnumber: string;
  createdAt: Date;
}

export interface RequestRow {
  id: number;
  customerIdnumber: string;
  currentLocation: string;
  status: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface LineRow {
  id: number;
  repairRequestId: number;
  serialno: string;
  problemDescription: string;
  state: RepairState;
  createdAt: Date;
  updatedAt: Date;
}

export interface ChangeRow {
  repairLineId: number;
  fromState: string | null;
  toState: string;
  changedAt: Date;
}

export interface NoteRow {
  repairLineId: number;
  message: string;
  createdAt: Date;
}

const OPEN_STATES: RepairState[] = [
  "pending",
  "enroute-to-outfitter",
  "in-progress",
  "in-progress",
  "ready-for-collection",
  "enroute-to-customer",
];

const at = <T>(list: readonly T[], pick: () => number): T =>
  list[Math.floor(pick() * list.length)] as T;

export function planProducts(
  people: PersonRow[],
  counts: number[],
  types: ProductTypeInfo[],
  pick: () => number,
): ProductRow[] {
  const products: ProductRow[] = [];
  const catalogue = types.filter((type) => !type.isCustom);
  const custom = types.find((type) => type.isCustom);
  counts.forEach((count, index) => {
    const owner = people[index] as PersonRow;
    for (let n = 0; n < count; n++) {
      const type = custom && pick() < 0.03 ? custom : at(catalogue, pick);
      const joined = owner.createdAt.getTime();
      const createdAt = new Date(joined + Math.floor(pick() * (NOW - joined)));
      products.push({
        serialno: `LO-${createdAt.getUTCFullYear()}-${String(products.length + 1).padStart(6, "0")}`,
        productTypeId: type.id,
        colourId: type.isCustom || type.colourIds.length === 0 ? null : at(type.colourIds, pick),
        sizeId: type.isCustom || type.sizeIds.length === 0 ? null : at(type.sizeIds, pick),
        customColour: type.isCustom ? "Oxblood" : null,
        customSize: type.isCustom ? "Made to measure" : null,
        description: type.isCustom ? "A commissioned piece" : null,
        customerIdnumber: owner.idnumber,
        createdAt,
      });
    }
  });
  return products;
}

export interface RepairPlan {
  requests: RequestRow[];
  lines: LineRow[];
  changes: ChangeRow[];
  notes: NoteRow[];
}

/** Lines per request: enough requests with two or three lines to reach the planned total. */
function lineCounts(scale: Scale, pick: () => number): number[] {
  const extra = Math.max(0, scale.lines - scale.requests);
  const threes = Math.min(Math.floor(extra / 3), scale.requests);
  const twos = Math.min(extra - 2 * threes, scale.requests - threes);
  const counts = [
    ...Array<number>(threes).fill(3),
    ...Array<number>(twos).fill(2),
    ...Array<number>(scale.requests - threes - twos).fill(1),
  ];
  for (let i = counts.length - 1; i > 0; i--) {
    const j = Math.floor(pick() * (i + 1));
    [counts[i], counts[j]] = [counts[j] as number, counts[i] as number];
  }
  return counts;
}

/** How many repairs the long-lived piece has: the item page's benchmark target (decision 065). */
export const LONG_LIVED_REPAIRS = 30;

/**
 * One piece (the oldest) brought in LONG_LIVED_REPAIRS times over the years: requests spread
 * evenly over its life are made its own, so the totals stay as planned.
 */
function giveOnePieceManyRepairs(
  specs: { piece: ProductRow; date: number }[],
  products: ProductRow[],
): void {
  const longLived = products.reduce<ProductRow | undefined>(
    (oldest, product) =>
      oldest === undefined || product.createdAt < oldest.createdAt ? product : oldest,
    undefined,
  );
  if (!longLived) return;
  const after = specs.filter((spec) => spec.date >= longLived.createdAt.getTime());
  const count = Math.min(LONG_LIVED_REPAIRS, after.length);
  for (let k = 0; k < count; k += 1) {
    const spec = after[Math.floor((k * after.length) / count)];
    if (spec) spec.piece = longLived;
  }
}

export function planRepairs(scale: Scale, products: ProductRow[], pick: () => number): RepairPlan {
  const byOwner = new Map<string, ProductRow[]>();
  for (const product of products) {
    const owned = byOwner.get(product.customerIdnumber) ?? [];
    owned.push(product);
    byOwner.set(product.customerIdnumber, owned);
  }
  // A piece picked at random (so collectors raise requests in proportion to what they own),
  // brought in some time after it was made; then the requests are put in time order.
  const specs = Array.from({ length: scale.requests }, () => {
    const piece = at(products, pick);
    const made = piece.createdAt.getTime();
    return { piece, date: made + Math.floor(pick() * (NOW - made)) };
  });
  specs.sort((a, b) => a.date - b.date);
  giveOnePieceManyRepairs(specs, products);
  const counts = lineCounts(scale, pick);
  const openPieces = new Set<string>();
  let deficit = 0;
  const plan: RepairPlan = { requests: [], lines: [], changes: [], notes: [] };

  specs.forEach(({ piece, date }, index) => {
    const owned = (byOwner.get(piece.customerIdnumber) ?? []).filter(
      (product) => product !== piece && product.createdAt.getTime() <= date,
    );
    const chosen = new Set<ProductRow>([piece]);
    // A customer with fewer pieces than planned hands the missing lines on to later requests.
    const need = (counts[index] as number) + deficit;
    const wanted = Math.min(need, 3, owned.length + 1);
    deficit = need - wanted;
    while (chosen.size < wanted) chosen.add(at(owned, pick));
    const recent = NOW - date < 60 * DAY_MS;
    const request: RequestRow = {
      id: index + 1,
      customerIdnumber: piece.customerIdnumber,
      currentLocation: at(texts.LOCATIONS, pick),
      status: "Done",
      createdAt: new Date(date),
      updatedAt: new Date(Math.min(NOW, date + (recent ? 2 : 21) * DAY_MS)),
    };
    const states: RepairState[] = [];
    for (const product of chosen) {
      const open = recent && !openPieces.has(product.serialno);
      const state: RepairState = open ? at(OPEN_STATES, pick) : "completed";
      if (state !== "completed") openPieces.add(product.serialno);
      states.push(state);
      addLine(plan, request, product, state, pick);
    }
    request.status = statusOf(states);
    plan.requests.push(request);
  });
  return plan;
}

function addLine(
  plan: RepairPlan,
  request: RequestRow,
  product: ProductRow,
  state: RepairState,
  pick: () => number,
): void {
  const line: LineRow = {
    id: plan.lines.length + 1,
    repairRequestId: request.id,
    serialno: product.serialno,
    problemDescription: at(texts.PROBLEMS, pick),
    state,
    createdAt: request.createdAt,
    updatedAt: request.updatedAt,
  };
  plan.lines.push(line);
  plan.changes.push({
    repairLineId: line.id,
    fromState: null,
    toState: "pending",
    changedAt: line.createdAt,
  });
  if (state !== "pending") {
    plan.changes.push({
      repairLineId: line.id,
      fromState: "pending",
      toState: state,
      changedAt: line.updatedAt,
    });
  }
  // Two notes a line on average (0–4), dated between the line's start and its last change.
  const noteCount = Math.floor(pick() * 5);
  const span = line.updatedAt.getTime() - line.createdAt.getTime();
  for (let n = 0; n < noteCount; n++) {
    plan.notes.push({
      repairLineId: line.id,
      message: at(texts.NOTES, pick),
      createdAt: new Date(
        line.createdAt.getTime() + Math.floor(((n + 1) / (noteCount + 1)) * span),
      ),
    });
  }
}
