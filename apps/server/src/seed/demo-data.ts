import type { RepairState } from "@lo/domain";
import type { users } from "../db/schema";

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
}

export type DemoCustomer = typeof users.$inferInsert & { password: string };

export const DEMO_CUSTOMERS: DemoCustomer[] = [
  {
    idnumber: "9001015009087",
    name: "Thandi",
    surname: "Nkosi",
    email: "thandi.nkosi@demo.lifetime-outfitter.local",
    password: "Thandi#Leather1",
    cellphone: "082 555 0142",
    isSouthAfrican: true,
    street: "14 Kloof Street",
    city: "Cape Town",
    province: "Western Cape",
    postalCode: 8001,
    country: "South Africa",
    passwordHash: "",
    role: "customer",
  },
  {
    idnumber: "8507125123081",
    name: "Pieter",
    surname: "van der Merwe",
    email: "pieter.vdmerwe@demo.lifetime-outfitter.local",
    password: "Pieter#Leather2",
    cellphone: "083 555 0178",
    isSouthAfrican: true,
    street: "7 Jan Smuts Avenue",
    city: "Johannesburg",
    province: "Gauteng",
    postalCode: 2196,
    country: "South Africa",
    passwordHash: "",
    role: "customer",
  },
  {
    idnumber: "9203250456082",
    name: "Aisha",
    surname: "Patel",
    email: "aisha.patel@demo.lifetime-outfitter.local",
    password: "Aisha#Leather3",
    cellphone: "084 555 0193",
    isSouthAfrican: true,
    street: "22 Florida Road",
    city: "Durban",
    province: "KwaZulu-Natal",
    postalCode: 4001,
    country: "South Africa",
    passwordHash: "",
    role: "customer",
  },
  {
    idnumber: "GB5521993",
    name: "Emma",
    surname: "Clarke",
    email: "emma.clarke@demo.lifetime-outfitter.local",
    password: "Emma#Leather4",
    cellphone: "+44 20 7946 0321",
    isSouthAfrican: false,
    street: "3 Marylebone Lane",
    city: "London",
    province: null,
    postalCode: null,
    country: "United Kingdom",
    passwordHash: "",
    role: "customer",
  },
];

export const DEMO_ACCOUNTS: DemoAccount[] = DEMO_CUSTOMERS.map((customer) => ({
  name: `${customer.name} ${customer.surname}`,
  email: customer.email,
  password: customer.password,
}));

const [thandi, pieter, aisha, emma] = DEMO_CUSTOMERS.map((c) => c.idnumber) as [
  string,
  string,
  string,
  string,
];

/**
 * Catalogue pieces: `item` is "belt" (the catalogue's belt, which has waist sizes) or an
 * index into the other catalogue items; `size` defaults to the item's first size.
 */
export interface DemoCatalogueProduct {
  serialno: string;
  item: "belt" | number;
  customer: string;
  colour: string;
  daysAgo: number;
  size?: string;
}

export const DEMO_CATALOGUE_PRODUCTS: DemoCatalogueProduct[] = [
  {
    serialno: "LO-2024-0001",
    item: "belt",
    customer: thandi,
    colour: "Dark Brown",
    daysAgo: 380,
    size: "34",
  },
  { serialno: "LO-2024-0002", item: 0, customer: thandi, colour: "Dark Brown", daysAgo: 350 },
  { serialno: "LO-2024-0003", item: 1, customer: pieter, colour: "Chestnut", daysAgo: 300 },
  { serialno: "LO-2024-0004", item: 2, customer: pieter, colour: "Dark Brown", daysAgo: 290 },
  {
    serialno: "LO-2024-0005",
    item: "belt",
    customer: pieter,
    colour: "Black",
    daysAgo: 240,
    size: "38",
  },
  { serialno: "LO-2025-0006", item: 3, customer: aisha, colour: "Tan", daysAgo: 200 },
  { serialno: "LO-2025-0007", item: 4, customer: aisha, colour: "Dark Brown", daysAgo: 150 },
  { serialno: "LO-2025-0008", item: 5, customer: emma, colour: "Dark Brown", daysAgo: 90 },
];

/** The one Custom piece (no catalogue colour or size). */
export const DEMO_CUSTOM_PRODUCT = {
  serialno: "LO-2025-C009",
  customColour: "Forest Green",
  customSize: "A4 portfolio",
  description: "Hand-stitched portfolio case with brass corners and an embossed monogram",
  customer: emma,
  daysAgo: 60,
};

export interface DemoLine {
  serialno: string;
  problem: string;
  history: { state: RepairState; daysAgo: number }[];
  notes: { message: string; daysAgo: number }[];
}

export interface DemoRepair {
  customer: string;
  location: string;
  daysAgo: number;
  lines: DemoLine[];
}
export const DEMO_REPAIRS: DemoRepair[] = [
  {
    customer: thandi,
    location: "Lifetime Outfitter workshop, Cape Town",
    daysAgo: 12,
    lines: [
      {
        serialno: "LO-2024-0001",
        problem: "Stitching at the buckle end has come loose.",
        history: [
          { state: "pending", daysAgo: 12 },
          { state: "enroute-to-outfitter", daysAgo: 10 },
          { state: "in-progress", daysAgo: 6 },
        ],
        notes: [
          { message: "Received at the workshop. Buckle end re-stitch needed.", daysAgo: 6 },
          {
            message: "Re-stitched with waxed linen thread; conditioning the strap.",
            daysAgo: 2,
          },
        ],
      },
    ],
  },
  {
    customer: pieter,
    location: "Collection point: Johannesburg branch",
    daysAgo: 30,
    lines: [
      {
        serialno: "LO-2024-0003",
        problem: "Edge paint is cracking along one side.",
        history: [
          { state: "pending", daysAgo: 30 },
          { state: "in-progress", daysAgo: 20 },
          { state: "ready-for-collection", daysAgo: 3 },
        ],
        notes: [
          { message: "Edges sanded back and re-burnished.", daysAgo: 9 },
          { message: "Ready for collection at the Johannesburg branch.", daysAgo: 3 },
        ],
      },
      {
        serialno: "LO-2024-0005",
        problem: "Buckle prong is bent.",
        history: [
          { state: "pending", daysAgo: 30 },
          { state: "completed", daysAgo: 15 },
        ],
        notes: [{ message: "Replaced the buckle with a new solid brass one.", daysAgo: 15 }],
      },
    ],
  },
  {
    customer: emma,
    location: "With the customer in London",
    daysAgo: 2,
    lines: [
      {
        serialno: "LO-2025-0008",
        problem: "A seam is starting to open at one corner.",
        history: [{ state: "pending", daysAgo: 2 }],
        notes: [],
      },
    ],
  },
];
