/**
 * The shop at twenty years old, generated in memory with a seeded random source so every run
 * measures the same data: customers, their pieces (most own 1–10, a few 200+), repair
 * requests spread over the years (the recent ones still open), their lines, state history and
 * workshop notes. seed.ts writes it with a handful of bulk INSERTs.
 */
import { overallStatus, type RepairState } from "@lo/domain";

export interface Scale {
  customers: number;
  products: number;
  requests: number;
  lines: number;
  notes: number;
  admins: number;
  contactMessages: number;
}

export const FULL_SCALE: Scale = {
  customers: 20_000,
  products: 100_000,
  requests: 50_000,
  lines: 75_000,
  notes: 150_000,
  admins: 50,
  contactMessages: 5_000,
};

export function scaled(factor: number): Scale {
  const of = (n: number) => Math.max(1, Math.round(n * factor));
  return {
    customers: of(FULL_SCALE.customers),
    products: of(FULL_SCALE.products),
    requests: of(FULL_SCALE.requests),
    lines: of(FULL_SCALE.lines),
    notes: of(FULL_SCALE.notes),
    admins: FULL_SCALE.admins,
    contactMessages: of(FULL_SCALE.contactMessages),
  };
}

/** mulberry32: small, fast and the same on every machine. */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The shop opened twenty years before the benchmark's "now". */
export const NOW = Date.UTC(2026, 10, 1, 12, 0, 0);
export const OPENED = NOW - 20 * 365 * DAY_MS;

const FIRST_NAMES = [
  "Thabo",
  "Anna",
  "Pieter",
  "Lerato",
  "Johan",
  "Nomsa",
  "David",
  "Sarah",
  "Sipho",
  "Emma",
  "Kagiso",
  "Megan",
  "Andile",
  "Chloe",
  "Ruan",
  "Zanele",
  "Michael",
  "Ayesha",
  "Liam",
  "Naledi",
  "Francois",
  "Priya",
  "Bongani",
  "Olivia",
  "Jacques",
  "Thandi",
  "Connor",
  "Fatima",
  "Willem",
  "Lindiwe",
];
const SURNAMES = [
  "Nkosi",
  "van der Merwe",
  "Botha",
  "Dlamini",
  "Smith",
  "Naidoo",
  "Mokoena",
  "Pretorius",
  "Khumalo",
  "Jacobs",
  "Mahlangu",
  "du Plessis",
  "Williams",
  "Ndlovu",
  "Venter",
  "Pillay",
  "Zulu",
  "Coetzee",
  "Sithole",
  "Fourie",
  "Moodley",
  "Mthembu",
  "Steyn",
  "Adams",
  "Radebe",
];
const CITIES = ["Cape Town", "Johannesburg", "Durban", "Pretoria", "Stellenbosch", "Gqeberha"];
const PROVINCES = [
  "Western Cape",
  "Gauteng",
  "KwaZulu-Natal",
  "Gauteng",
  "Western Cape",
  "Eastern Cape",
];
const PROBLEMS = [
  "Stitching has come loose along the strap",
  "Buckle is bent and no longer closes",
  "Zip pulls stiffly and a tooth is missing",
  "Leather cracked at the fold",
  "Edge paint worn through on the corners",
  "Handle rivet pulled out",
  "Lining torn inside the main pocket",
  "Colour faded after a summer in the sun",
  "Card slot stretched and cards fall out",
  "Keeper loop split",
];
const NOTES = [
  "Received at the workshop and checked in.",
  "Restitched with waxed linen thread.",
  "Replaced the buckle with a solid brass one.",
  "Conditioned and re-dyed the worn areas.",
  "Edges sanded, painted and burnished.",
  "New rivet set; handle tested under load.",
  "Lining replaced with cotton twill.",
  "Quality check passed; ready to go home.",
  "Customer called: collecting on Saturday.",
  "Couriered back with tracking number issued.",
];
const LOCATIONS = [
  "Front desk",
  "Workshop bench 1",
  "Workshop bench 2",
  "Dispatch shelf",
  "With the courier",
];

export const BENCH_PASSWORD = "Bench-Pass-2026!";

export interface PersonRow {
  idnumber: string;
  email: string;
  role: "admin" | "customer";
  name: string;
  surname: string;
  cellphone: string;
  isSouthAfrican: boolean;
  street: string;
  city: string;
  province: string;
  postalCode: number;
  country: string;
  createdAt: Date;
}

/** A 13-digit ID number whose first six digits are a birth date, unique per index. */
function idNumberFor(index: number, pick: () => number): string {
  const birth = new Date(Date.UTC(1940, 0, 1) + index * DAY_MS);
  const yymmdd =
    String(birth.getUTCFullYear() % 100).padStart(2, "0") +
    String(birth.getUTCMonth() + 1).padStart(2, "0") +
    String(birth.getUTCDate()).padStart(2, "0");
  return `${yymmdd}${String(Math.floor(pick() * 10_000)).padStart(4, "0")}08${index % 10}`;
}

export function planPeople(scale: Scale, pick: () => number): PersonRow[] {
  const people: PersonRow[] = [];
  const total = scale.customers + scale.admins;
  for (let index = 0; index < total; index++) {
    const admin = index >= scale.customers;
    const at = (list: readonly string[]) => list[Math.floor(pick() * list.length)] as string;
    const town = Math.floor(pick() * CITIES.length);
    const southAfrican = pick() < 0.85;
    people.push({
      idnumber: idNumberFor(index, pick),
      email: admin
        ? `admin${index - scale.customers}@bench.example`
        : `customer${index}@bench.example`,
      role: admin ? "admin" : "customer",
      name: at(FIRST_NAMES),
      surname: at(SURNAMES),
      cellphone: `08${Math.floor(pick() * 1e8)
        .toString()
        .padStart(8, "0")}`,
      isSouthAfrican: southAfrican,
      street: `${1 + Math.floor(pick() * 200)} Long Street`,
      city: CITIES[town] as string,
      province: PROVINCES[town] as string,
      postalCode: 1000 + Math.floor(pick() * 8000),
      country: southAfrican ? "South Africa" : "Namibia",
      createdAt: new Date(OPENED + Math.floor(pick() * (NOW - OPENED - 30 * DAY_MS))),
    });
  }
  return people;
}

/** How many pieces each customer owns: a long tail of 1–10 and a few collectors with 200+. */
export function planOwnership(scale: Scale, pick: () => number): number[] {
  const collectors = Math.max(1, Math.round(scale.customers / 800));
  const weights = [14, 13, 12, 11, 10, 10, 9, 8, 7, 6];
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = Array.from({ length: scale.customers }, (_, index) => {
    if (index < collectors) return 200 + Math.floor(pick() * 250);
    let roll = pick() * sum;
    for (let n = 0; n < weights.length; n++) {
      roll -= weights[n] as number;
      if (roll < 0) return n + 1;
    }
    return 10;
  });
  // Land exactly on the planned number of products by nudging ordinary customers within 1–10.
  let total = counts.reduce((a, b) => a + b, 0);
  for (let guard = 0; total !== scale.products && guard < scale.products * 20; guard++) {
    const index = collectors + Math.floor(pick() * (scale.customers - collectors));
    const count = counts[index] as number;
    if (total > scale.products && count > 1) {
      counts[index] = count - 1;
      total--;
    } else if (total < scale.products && count < 10) {
      counts[index] = count + 1;
      total++;
    }
  }
  return counts;
}

export const texts = { PROBLEMS, NOTES, LOCATIONS };
export const statusOf = (states: RepairState[]) => overallStatus(states);
