import { passwordSchema } from "@lo/domain";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "../src/identity/passwords";
import { users } from "../src/db/schema";
import { ensureFirstAdmin, FirstAdminError } from "../src/seed/first-admin";
import { createCustomer } from "./factories";
import { createTestDatabase, type TestDatabase } from "./helpers";

// Each case needs a shop without any admin: one database, emptied of users before each.
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: true });
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.db.delete(users);
});

async function shopWithoutUsers() {
  return database.db;
}

describe("the first admin", () => {
  it("gets a generated password that passes the rules and must be changed (flag 0)", async () => {
    const db = await shopWithoutUsers();
    const result = await ensureFirstAdmin(db, { email: "Owner@Example.com", password: undefined });
    expect(result.created).toBe(true);
    if (!result.created) return;
    expect(result.email).toBe("owner@example.com");
    expect(result.generatedPassword).toBeDefined();
    expect(passwordSchema.safeParse(result.generatedPassword).success).toBe(true);

    const [admin] = await db.select().from(users).where(eq(users.idnumber, result.idnumber));
    expect(admin).toMatchObject({ role: "admin", passwordFlag: 0, email: "owner@example.com" });
    expect(await verifyPassword(admin?.passwordHash ?? "", result.generatedPassword ?? "")).toBe(
      true,
    );
  });

  it("uses ADMIN_PASSWORD as given, ready to use (flag 1), and prints no password", async () => {
    const db = await shopWithoutUsers();
    const result = await ensureFirstAdmin(db, {
      email: "owner@example.com",
      password: "Workshop#2025",
    });
    expect(result).toMatchObject({ created: true, generatedPassword: undefined });
    const [admin] = await db.select().from(users).where(eq(users.role, "admin"));
    expect(admin?.passwordFlag).toBe(1);
    expect(await verifyPassword(admin?.passwordHash ?? "", "Workshop#2025")).toBe(true);
  });

  it("is not created twice", async () => {
    const db = await shopWithoutUsers();
    await ensureFirstAdmin(db, { email: "owner@example.com", password: undefined });
    const again = await ensureFirstAdmin(db, { email: "other@example.com", password: undefined });
    expect(again).toEqual({ created: false });
    expect(await db.select().from(users).where(eq(users.role, "admin"))).toHaveLength(1);
  });

  it("refuses an ADMIN_EMAIL that a customer already uses", async () => {
    const db = await shopWithoutUsers();
    const { user } = await createCustomer(db);
    await expect(ensureFirstAdmin(db, { email: user.email, password: undefined })).rejects.toThrow(
      FirstAdminError,
    );
  });
});
