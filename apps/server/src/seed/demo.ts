import { BELT_SIZES, CATALOGUE, CUSTOM_PRODUCT_TYPE } from "@lo/domain";
import { count, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "../db/client";
import {
  colours,
  productTypes,
  products,
  repairLineNotes,
  repairLines,
  repairRequests,
  sizes,
  users,
} from "../db/schema";
import { hashPassword } from "../identity/passwords";
import { recordStateChanges, storeOverallStatuses } from "../repairs/line-states";
import {
  DEMO_ACCOUNTS,
  DEMO_CATALOGUE_PRODUCTS,
  DEMO_CUSTOM_PRODUCT,
  DEMO_CUSTOMERS,
  DEMO_REPAIRS,
  type DemoAccount,
  type DemoLine,
  type DemoRepair,
} from "./demo-data";

const DAY = 24 * 60 * 60 * 1000;

/** The moment `days` (and `hours`) before now. */
type Ago = (days: number, hours?: number) => Date;

export type DemoSeedResult =
  | { seeded: true; accounts: DemoAccount[] }
  | { seeded: false; reason: "shop-not-empty"; accounts: DemoAccount[] };

async function shopIsEmpty(tx: Tx): Promise<boolean> {
  const [customerCount] = await tx
    .select({ n: count() })
    .from(users)
    .where(eq(users.role, "customer"));
  const [productCount] = await tx.select({ n: count() }).from(products);
  return (customerCount?.n ?? 0) === 0 && (productCount?.n ?? 0) === 0;
}

async function insertProducts(tx: Tx, ago: Ago): Promise<void> {
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

  const belt = CATALOGUE.find((item) => item.sizes.includes(BELT_SIZES[0] ?? "28")) ?? CATALOGUE[0];
  if (!belt) throw new Error("Demo seed: the catalogue is empty");
  const others = CATALOGUE.filter((item) => item !== belt);

  const custom = DEMO_CUSTOM_PRODUCT;
  await tx.insert(products).values([
    ...DEMO_CATALOGUE_PRODUCTS.map((product) => {
      const item =
        product.item === "belt"
          ? belt
          : (others[product.item % Math.max(others.length, 1)] ?? belt);
      return {
        serialno: product.serialno,
        productTypeId: typeId(item.name),
        colourId: colourId(product.colour),
        sizeId: sizeId(product.size ?? item.sizes[0]),
        customerIdnumber: product.customer,
        createdAt: ago(product.daysAgo),
        updatedAt: ago(product.daysAgo),
      };
    }),
    {
      serialno: custom.serialno,
      productTypeId: typeId(CUSTOM_PRODUCT_TYPE),
      colourId: null,
      sizeId: null,
      customColour: custom.customColour,
      customSize: custom.customSize,
      description: custom.description,
      customerIdnumber: custom.customer,
      createdAt: ago(custom.daysAgo),
      updatedAt: ago(custom.daysAgo),
    },
  ]);
}

/** One line with its state history and workshop notes. */
async function insertLine(
  tx: Tx,
  ago: Ago,
  context: { requestId: number; repair: DemoRepair; workshop: string | null },
  line: DemoLine,
): Promise<void> {
  const { repair, workshop } = context;
  const lastState = line.history.at(-1);
  const [row] = await tx
    .insert(repairLines)
    .values({
      repairRequestId: context.requestId,
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
  await recordStateChanges(
    tx,
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

async function insertRepair(
  tx: Tx,
  ago: Ago,
  repair: DemoRepair,
  workshop: string | null,
): Promise<void> {
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
      createdByIdnumber: repair.customer,
      createdAt: ago(repair.daysAgo),
      updatedAt: ago(lastChange),
    })
    .returning({ id: repairRequests.id });
  if (!request) throw new Error("Demo seed: repair request insert returned nothing");
  for (const line of repair.lines) {
    await insertLine(tx, ago, { requestId: request.id, repair, workshop }, line);
  }
  await storeOverallStatuses(tx, [request.id], { touch: false });
}

/**
 * Demo customers, products and repairs for `npm run demo`. Only into an empty shop (no
 * customers, no products), all in one transaction, so running it twice changes nothing.
 * Returns the demo sign-ins that exist in the database afterwards.
 */
export async function seedDemoData(db: Db, now = new Date()): Promise<DemoSeedResult> {
  const ago: Ago = (days, hours = 0) => new Date(now.getTime() - days * DAY - hours * 3600_000);

  // Hashed before the transaction so it is not held open during the slow part.
  const hashes = await Promise.all(DEMO_CUSTOMERS.map((c) => hashPassword(c.password)));

  const seeded = await db.transaction(async (tx) => {
    if (!(await shopIsEmpty(tx))) return false;

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
    await insertProducts(tx, ago);
    for (const repair of DEMO_REPAIRS) await insertRepair(tx, ago, repair, workshop);
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
