import {
  BELT_SIZES,
  CATALOGUE,
  CATALOGUE_COLOURS,
  CUSTOM_PRODUCT_TYPE,
  REPAIR_STATES,
} from "@lo/domain";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runMigrations } from "../src/db/migrate";
import {
  colours,
  productTypeColours,
  productTypes,
  productTypeSizes,
  REPAIR_LINE_STATE_KEYS,
  repairLines,
  repairRequests,
  sizes,
  users,
} from "../src/db/schema";
import { seedReferenceData } from "../src/seed/reference-data";
import { createCustomer, createProduct } from "./factories";
import { typeAttributes } from "../src/products/queries";
import { createTestDatabase, type TestDatabase } from "./helpers";
import { BELT_WAIST_SIZES } from "./catalogue-expectations";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
});
afterAll(() => database.close());

async function offered(typeName: string) {
  const db = database.db;
  const [type] = await db.select().from(productTypes).where(eq(productTypes.name, typeName));
  if (!type) throw new Error(`no type ${typeName}`);
  const offer = await typeAttributes(db, type.id);
  if (!offer) throw new Error(`no attributes for ${typeName}`);
  return { colours: offer.colors.map((r) => r.name), sizes: offer.sizes.map((r) => r.name) };
}

describe("migrations and reference data", () => {
  it("enables pg_trgm", async () => {
    // Both drivers answer raw SQL with { rows }; the shared Db type cannot know that.
    const result = (await database.db.execute(
      sql`select similarity('saddle', 'saddles') > 0.5 as similar`,
    )) as unknown as { rows: unknown[] };
    expect(result.rows[0]).toEqual({ similar: true });
  });

  it("creates one product type per catalogue item plus Custom", async () => {
    const rows = await database.db.select().from(productTypes);
    expect(CATALOGUE).toHaveLength(12);
    expect(rows).toHaveLength(13);
    expect(rows.map((r) => r.name).sort()).toEqual(
      [...CATALOGUE.map((item) => item.name), CUSTOM_PRODUCT_TYPE].sort(),
    );
    expect(rows.filter((r) => r.isCustom).map((r) => r.name)).toEqual([CUSTOM_PRODUCT_TYPE]);
  });

  it("orders colours with Dark Brown first and sizes belts 28..46 first", async () => {
    const colourRows = await database.db.select().from(colours).orderBy(asc(colours.sortOrder));
    expect(colourRows[0]?.name).toBe("Dark Brown");
    expect(colourRows.map((r) => r.name)).toEqual(expect.arrayContaining([...CATALOGUE_COLOURS]));

    const sizeRows = await database.db.select().from(sizes).orderBy(asc(sizes.sortOrder));
    const names = sizeRows.map((r) => r.name);
    expect(names.slice(0, 10)).toEqual(BELT_WAIST_SIZES);
    expect(names).toEqual(
      expect.arrayContaining(["Small", "Medium", "Large", "Extra Large", "XXL"]),
    );
    expect(names.indexOf("Small")).toBeLessThan(names.indexOf("XXL"));
    expect(names.indexOf("XXL")).toBeLessThan(names.indexOf("Standard"));
  });

  it("offers each catalogue item its own sizes and every colour; Custom offers everything", async () => {
    const belt = CATALOGUE.find((item) => item.sizes.includes("28"));
    expect(belt).toBeDefined();
    const beltOffer = await offered(belt?.name ?? "");
    expect(beltOffer.sizes).toEqual([...BELT_SIZES]);
    expect(beltOffer.colours[0]).toBe("Dark Brown");
    expect(beltOffer.colours).toHaveLength(CATALOGUE_COLOURS.length);

    for (const item of CATALOGUE) {
      const offer = await offered(item.name);
      expect(offer.sizes.sort()).toEqual([...item.sizes].sort());
    }

    const custom = await offered(CUSTOM_PRODUCT_TYPE);
    const allSizes = await database.db.select().from(sizes);
    const allColours = await database.db.select().from(colours);
    expect(custom.sizes).toHaveLength(allSizes.length);
    expect(custom.colours).toHaveLength(allColours.length);
  });

  it("is idempotent: migrating and seeding again changes nothing", async () => {
    const count = async () => ({
      types: (await database.db.select().from(productTypes)).length,
      colours: (await database.db.select().from(colours)).length,
      sizes: (await database.db.select().from(sizes)).length,
      typeColours: (await database.db.select().from(productTypeColours)).length,
      typeSizes: (await database.db.select().from(productTypeSizes)).length,
    });
    const before = await count();
    await runMigrations(database.handle);
    await seedReferenceData(database.db);
    expect(await count()).toEqual(before);
  });

  it("keeps the repair line states in step with the domain", () => {
    expect([...REPAIR_LINE_STATE_KEYS]).toEqual([...REPAIR_STATES]);
  });
});

describe("constraints the database enforces", () => {
  it("makes e-mail unique whatever its case", async () => {
    const { user } = await createCustomer(database.db);
    await expect(
      createCustomer(database.db, { email: user.email.toUpperCase() }),
    ).rejects.toThrow();
  });

  it("makes a serial number unique whatever its case", async () => {
    const { user } = await createCustomer(database.db);
    const product = await createProduct(database.db, {
      customerIdnumber: user.idnumber,
      serialno: `Case-${user.idnumber}`,
    });
    await expect(
      createProduct(database.db, {
        customerIdnumber: user.idnumber,
        serialno: product.serialno.toLowerCase(),
      }),
    ).rejects.toThrow();
  });

  it("refuses an unknown role", async () => {
    await expect(
      database.db.execute(
        sql`insert into users (idnumber, email, password_hash, role, name, surname)
            values ('x-role', 'x-role@example.test', 'h', 'owner', 'X', 'Y')`,
      ),
    ).rejects.toThrow();
  });

  it("allows a product in at most one open repair, and again once that one is completed", async () => {
    const db = database.db;
    const { user } = await createCustomer(db);
    const product = await createProduct(db, { customerIdnumber: user.idnumber });
    const newRequest = async () => {
      const [request] = await db
        .insert(repairRequests)
        .values({ customerIdnumber: user.idnumber, currentLocation: "Home" })
        .returning();
      if (!request) throw new Error("no request");
      return request.id;
    };
    const first = await newRequest();
    await db
      .insert(repairLines)
      .values({ repairRequestId: first, serialno: product.serialno, problemDescription: "Torn" });

    const second = await newRequest();
    await expect(
      db.insert(repairLines).values({
        repairRequestId: second,
        serialno: product.serialno,
        problemDescription: "Again",
      }),
    ).rejects.toThrow();

    await db
      .update(repairLines)
      .set({ state: "completed" })
      .where(
        and(eq(repairLines.repairRequestId, first), eq(repairLines.serialno, product.serialno)),
      );
    await db
      .insert(repairLines)
      .values({ repairRequestId: second, serialno: product.serialno, problemDescription: "Again" });
    const lines = await db
      .select()
      .from(repairLines)
      .where(eq(repairLines.serialno, product.serialno));
    expect(lines).toHaveLength(2);
  });

  it("refuses a repair line state outside the six keys", async () => {
    await expect(
      database.db.execute(sql`update repair_lines set state = 'Done'`),
    ).rejects.toThrow();
  });

  it("creates the first users table empty of admins (no seed admin in migrations)", async () => {
    const admins = await database.db.select().from(users).where(eq(users.role, "admin"));
    expect(admins).toHaveLength(0);
  });
});
