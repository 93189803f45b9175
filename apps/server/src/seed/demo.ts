import {
  BELT_SIZES,
  CATALOGUE,
  CUSTOM_PRODUCT_TYPE,
  overallStatus,
  type CatalogueItem,
  type RepairState,
} from "@lo/domain";
import { count, eq, inArray } from "drizzle-orm";
import { hashPassword } from "../identity/passwords";
import type { Db } from "../db/client";
import {
  colours,
  productTypes,
  products,
  repairLineNotes,
  repairLines,
  repairLineStateChanges,
  repairRequests,
  sizes,
  users,
} from "../db/schema";

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
}

type DemoCustomer = typeof users.$inferInsert & { password: string };

const DEMO_CUSTOMERS: DemoCustomer[] = [
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

const DAY = 24 * 60 * 60 * 1000;

export type DemoSeedResult =
  | { seeded: true; accounts: DemoAccount[] }
  | { seeded: false; reason: "shop-not-empty"; accounts: DemoAccount[] };

/**
 * Demo customers, products and repairs for `npm run demo`. Only into an empty shop (no
 * customers, no products), all in one transaction, so running it twice changes nothing.
 * Returns the demo sign-ins that exist in the database afterwards.
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<DemoSeedResult> {
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3600_000);

  // Hashed before the transaction so it is not held open during the slow part.
  const hashes = await Promise.all(DEMO_CUSTOMERS.map((c) => hashPassword(c.password)));

  const seeded = await db.transaction(async (tx) => {
    const [customerCount] = await tx
      .select({ n: count() })
      .from(users)
      .where(eq(users.role, "customer"));
    const [productCount] = await tx.select({ n: count() }).from(products);
    if ((customerCount?.n ?? 0) > 0 || (productCount?.n ?? 0) > 0) return false;

    // Workshop notes and state changes are the workshop's doing: credit the first admin.
    const [admin] = await tx
      .select({ idnumber: users.idnumber })
      .from(users)
      .where(eq(users.role, "admin"))
      .limit(1);
    const workshop = admin?.idnumber ?? null;

    await tx.insert(users).values(
      DEMO_CUSTOMERS.map(({ password: _password, ...customer }, index) => ({
        ...customer,
        passwordHash: hashes[index] ?? "",
        passwordFlag: 1,
        createdAt: ago(400 - index * 60),
        updatedAt: ago(400 - index * 60),
      })),
    );

    // One after another: a transaction is one connection, which runs one query at a time.
    const typeRows = await tx
      .select({ id: productTypes.id, name: productTypes.name })
      .from(productTypes);
    const colourRows = await tx.select({ id: colours.id, name: colours.name }).from(colours);
    const sizeRows = await tx.select({ id: sizes.id, name: sizes.name }).from(sizes);
    const typeId = (name: string) => {
      const row = typeRows.find((r) => r.name === name);
      if (!row)
        throw new Error(`Demo seed: product type ${name} is missing; seed reference data first`);
      return row.id;
    };
    const colourId = (name: string) => colourRows.find((r) => r.name === name)?.id ?? null;
    const sizeId = (name: string | undefined) =>
      name === undefined ? null : (sizeRows.find((r) => r.name === name)?.id ?? null);

    const belt =
      CATALOGUE.find((item) => item.sizes.includes(BELT_SIZES[0] ?? "28")) ?? CATALOGUE[0];
    if (!belt) throw new Error("Demo seed: the catalogue is empty");
    const others = CATALOGUE.filter((item) => item !== belt);
    const item = (index: number): CatalogueItem =>
      others[index % Math.max(others.length, 1)] ?? belt;

    const [thandi, pieter, aisha, emma] = DEMO_CUSTOMERS.map((c) => c.idnumber) as [
      string,
      string,
      string,
      string,
    ];
    const catalogueProduct = (
      serialno: string,
      catalogueItem: CatalogueItem,
      customer: string,
      colour: string,
      createdDaysAgo: number,
      size = catalogueItem.sizes[0],
    ) => ({
      serialno,
      productTypeId: typeId(catalogueItem.name),
      colourId: colourId(colour),
      sizeId: sizeId(size),
      customerIdnumber: customer,
      createdAt: ago(createdDaysAgo),
      updatedAt: ago(createdDaysAgo),
    });

    await tx.insert(products).values([
      catalogueProduct("LO-2024-0001", belt, thandi, "Dark Brown", 380, "34"),
      catalogueProduct("LO-2024-0002", item(0), thandi, "Dark Brown", 350),
      catalogueProduct("LO-2024-0003", item(1), pieter, "Chestnut", 300),
      catalogueProduct("LO-2024-0004", item(2), pieter, "Dark Brown", 290),
      catalogueProduct("LO-2024-0005", belt, pieter, "Black", 240, "38"),
      catalogueProduct("LO-2025-0006", item(3), aisha, "Tan", 200),
      catalogueProduct("LO-2025-0007", item(4), aisha, "Dark Brown", 150),
      catalogueProduct("LO-2025-0008", item(5), emma, "Dark Brown", 90),
      {
        serialno: "LO-2025-C009",
        productTypeId: typeId(CUSTOM_PRODUCT_TYPE),
        colourId: null,
        sizeId: null,
        customColour: "Forest Green",
        customSize: "A4 portfolio",
        description: "Hand-stitched portfolio case with brass corners and an embossed monogram",
        customerIdnumber: emma,
        createdAt: ago(60),
        updatedAt: ago(60),
      },
    ]);

    type DemoLine = {
      serialno: string;
      problem: string;
      history: { state: RepairState; daysAgo: number }[];
      notes: { message: string; daysAgo: number }[];
    };
    const repairs: { customer: string; location: string; daysAgo: number; lines: DemoLine[] }[] = [
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

    for (const repair of repairs) {
      const finalStates = repair.lines.map((line) => line.history.at(-1)?.state ?? "pending");
      const lastChange = Math.min(
        ...repair.lines.flatMap((line) => [
          ...line.history.map((h) => h.daysAgo),
          ...line.notes.map((n) => n.daysAgo),
        ]),
      );
      const [request] = await tx
        .insert(repairRequests)
        .values({
          customerIdnumber: repair.customer,
          currentLocation: repair.location,
          status: overallStatus(finalStates),
          createdByIdnumber: repair.customer,
          createdAt: ago(repair.daysAgo),
          updatedAt: ago(lastChange),
        })
        .returning({ id: repairRequests.id });
      if (!request) throw new Error("Demo seed: repair request insert returned nothing");

      for (const line of repair.lines) {
        const lastState = line.history.at(-1);
        const [row] = await tx
          .insert(repairLines)
          .values({
            repairRequestId: request.id,
            serialno: line.serialno,
            problemDescription: line.problem,
            state: lastState?.state ?? "pending",
            version: line.history.length,
            createdAt: ago(repair.daysAgo),
            updatedAt: ago(
              Math.min(lastState?.daysAgo ?? repair.daysAgo, ...line.notes.map((n) => n.daysAgo)),
            ),
          })
          .returning({ id: repairLines.id });
        if (!row) throw new Error("Demo seed: repair line insert returned nothing");
        await tx.insert(repairLineStateChanges).values(
          line.history.map((change, index) => ({
            repairLineId: row.id,
            fromState: index === 0 ? null : (line.history[index - 1]?.state ?? null),
            toState: change.state,
            changedByIdnumber: index === 0 ? repair.customer : workshop,
            changedAt: ago(change.daysAgo),
          })),
        );
        if (line.notes.length > 0) {
          await tx.insert(repairLineNotes).values(
            line.notes.map((note) => ({
              repairLineId: row.id,
              message: note.message,
              authorIdnumber: workshop,
              createdAt: ago(note.daysAgo),
            })),
          );
        }
      }
    }
    return true;
  });

  if (seeded) return { seeded: true, accounts: DEMO_ACCOUNTS };
  const present = await db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  const emails = new Set(present.map((row) => row.email));
  return {
    seeded: false,
    reason: "shop-not-empty",
    accounts: DEMO_ACCOUNTS.filter((account) => emails.has(account.email)),
  };
}
