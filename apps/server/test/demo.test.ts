import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/identity/passwords";
import { products, repairLineNotes, repairLines, repairRequests, users } from "../src/db/schema";
import { seedDemoData } from "../src/seed/demo";
import { DEMO_ACCOUNTS } from "../src/seed/demo-data";
import { ensureFirstAdmin } from "../src/seed/first-admin";
import { createCustomer } from "./factories";
import { createTestDatabase, type TestDatabase } from "./helpers";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
  await ensureFirstAdmin(database.db, { email: "admin@example.test", password: "Workshop#2025" });
});
afterAll(() => database.close());

const total = async (table: typeof products | typeof repairRequests | typeof repairLineNotes) =>
  (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe("demo data", () => {
  it("fills an empty shop with customers, products and repairs in several states", async () => {
    const result = await seedDemoData(database.db);
    expect(result.seeded).toBe(true);
    expect(result.accounts).toEqual(DEMO_ACCOUNTS);

    const customers = await database.db.select().from(users).where(eq(users.role, "customer"));
    expect(customers.length).toBeGreaterThanOrEqual(3);
    expect(customers.some((c) => !c.isSouthAfrican && c.country)).toBe(true);
    expect(customers.every((c) => c.passwordFlag === 1)).toBe(true);
    const first = DEMO_ACCOUNTS[0];
    const firstRow = customers.find((c) => c.email === first?.email);
    expect(await verifyPassword(firstRow?.passwordHash ?? "", first?.password ?? "")).toBe(true);

    expect(await total(products)).toBeGreaterThanOrEqual(8);
    expect(await total(repairRequests)).toBe(3);
    expect(await total(repairLineNotes)).toBeGreaterThan(0);
    const states = new Set((await database.db.select().from(repairLines)).map((l) => l.state));
    expect(states.size).toBeGreaterThanOrEqual(3);
  });

  it("adds nothing the second time", async () => {
    const before = { products: await total(products), repairs: await total(repairRequests) };
    const result = await seedDemoData(database.db);
    expect(result.seeded).toBe(false);
    expect(result.accounts).toEqual(DEMO_ACCOUNTS);
    expect({ products: await total(products), repairs: await total(repairRequests) }).toEqual(
      before,
    );
  });

  describe("in a shop of its own", () => {
    let other: TestDatabase;
    beforeAll(async () => {
      other = await createTestDatabase({ migrate: true });
    });
    afterAll(() => other.close());

    it("never goes into a shop that already has customers", async () => {
      await createCustomer(other.db);
      const result = await seedDemoData(other.db);
      expect(result).toMatchObject({ seeded: false, accounts: [] });
      expect((await other.db.select({ n: count() }).from(products))[0]?.n).toBe(0);
    });
  });
});
