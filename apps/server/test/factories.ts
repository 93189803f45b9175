import { randomInt } from "node:crypto";
import { CUSTOM_PRODUCT_TYPE } from "@lo/domain";
import { asc, eq } from "drizzle-orm";
import { expect } from "vitest";
import type { App } from "../src/app";
import { hashPassword } from "../src/identity/passwords";
import { PLAIN_SESSION_COOKIE, SECURE_SESSION_COOKIE } from "../src/identity/sessions";
import { sessionHashOf } from "./api-call";
import type { Db, Tx } from "../src/db/client";
import { typeAttributes } from "../src/products/queries";
import { products, productTypes, sessions, users } from "../src/db/schema";

export type UserRow = typeof users.$inferSelect;
export type ProductRow = typeof products.$inferSelect;

/** What names a person: a page that must not say who someone is contains none of these. */
export const personalDetails = (user: UserRow) => [
  user.name,
  user.surname,
  user.email,
  user.idnumber,
];

/** Everything of a user row can be overridden; `password` is hashed into password_hash. */
export type UserOverrides = Partial<Omit<typeof users.$inferInsert, "passwordHash" | "role">> & {
  password?: string;
};

export interface CreatedUser {
  user: UserRow;
  /** The plain password, to sign in with. */
  password: string;
}

/** Passes every password rule and is nobody's ID number. */
export const DEFAULT_PASSWORD = "Saddle#Stitch1";

// Hashing stays at production cost; each distinct password is hashed once per test file.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;
// Random per test file so ids never collide, even across files sharing a PostgreSQL server.
const fileTag = String(randomInt(100_000, 1_000_000));

/** A fresh 13-digit ID number (South African format). */
export function uniqueIdnumber(): string {
  sequence += 1;
  return `${fileTag}${String(sequence).padStart(7, "0")}`;
}

export function uniqueEmail(prefix = "person"): string {
  sequence += 1;
  return `${prefix}.${fileTag}.${sequence}@example.test`;
}

export function uniqueSerial(prefix = "SN"): string {
  sequence += 1;
  return `${prefix}-${fileTag}-${sequence}`;
}

async function createUser(
  db: Db,
  role: "admin" | "customer",
  overrides: UserOverrides,
): Promise<CreatedUser> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const idnumber = fields.idnumber ?? uniqueIdnumber();
  const [user] = await db
    .insert(users)
    .values({
      idnumber,
      email: uniqueEmail(role),
      name: role === "admin" ? "Ada" : "Cara",
      surname: `${role === "admin" ? "Admin" : "Customer"} ${idnumber.slice(-4)}`,
      passwordFlag: 1,
      isSouthAfrican: true,
      cellphone: "082 555 0100",
      street: "1 Long Street",
      city: "Cape Town",
      province: "Western Cape",
      postalCode: 8001,
      country: "South Africa",
      ...fields,
      role,
      passwordHash: await cachedHash(password),
    })
    .returning();
  if (!user) throw new Error("createUser: insert returned nothing");
  return { user, password };
}

/** A customer with a unique ID number and e-mail, a known password and passwordflag 1. */
export function createCustomer(db: Db, overrides: UserOverrides = {}): Promise<CreatedUser> {
  return createUser(db, "customer", overrides);
}

/** An admin with a unique id and e-mail, a known password and passwordflag 1. */
export function createAdmin(db: Db, overrides: UserOverrides = {}): Promise<CreatedUser> {
  return createUser(db, "admin", overrides);
}

function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/**
 * Signs in through the real login route and returns the cookie header value for
 * `app.inject({ headers: { cookie } })`. Each call comes from a random client IP, so the
 * per-IP sign-in limit never trips in tests that sign in a lot.
 *
 * An admin's session must prove a second factor before anything else (decision 087). For the
 * tests of everything else it is marked as proved in the database, as a code or a passkey would
 * (test/second-factor.test.ts and test/passkeys.test.ts prove them for real); pass
 * `{ proveFactor: false }` for the session exactly as the sign-in left it.
 */
export async function signIn(
  app: App,
  email: string,
  password: string,
  { proveFactor = true }: { proveFactor?: boolean } = {},
): Promise<string> {
  const response = await app.inject({
    method: "POST",
    url: "/lifetime-outfitter/users/login",
    payload: { email, password },
    remoteAddress: randomClientIp(),
  });
  expect(response.statusCode, `sign-in as ${email} failed: ${response.body}`).toBe(200);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error("signIn: no session cookie in the login response");
  if (proveFactor && response.json<{ role: string }>().role === "admin") {
    await proveSecondFactor(app.db, cookie);
  }
  return cookie;
}

/** Marks the session behind `cookie` as having proved its second factor now. */
export async function proveSecondFactor(db: Db, cookie: string): Promise<void> {
  await db
    .update(sessions)
    .set({ secondFactorAt: new Date() })
    .where(eq(sessions.tokenHash, sessionHashOf(cookie)));
}

/**
 * The session cookie an answer sets, as a Cookie header's `name=value`: `__Host-lo_session` on
 * the tests' https configuration, `lo_session` where a test turns cookieSecure off.
 */
export function sessionCookieOf(response: {
  cookies: { name: string; value: string }[];
}): string | undefined {
  const names = [SECURE_SESSION_COOKIE, PLAIN_SESSION_COOKIE];
  const cookie = response.cookies.find((c) => names.includes(c.name) && c.value !== "");
  return cookie ? `${cookie.name}=${cookie.value}` : undefined;
}

/** Creates a user of that role and signs them in (an admin's factor proved unless told not). */
export async function signInAs(
  app: App,
  db: Db,
  role: "admin" | "customer",
  overrides: UserOverrides = {},
  options: { proveFactor?: boolean } = {},
): Promise<CreatedUser & { cookie: string }> {
  const created =
    role === "admin" ? await createAdmin(db, overrides) : await createCustomer(db, overrides);
  const cookie = await signIn(app, created.user.email, created.password, options);
  return { ...created, cookie };
}

export type ProductOverrides = Partial<typeof products.$inferInsert> & {
  customerIdnumber: string;
  /** A product type by name (default: the first catalogue type); ignored if productTypeId set. */
  typeName?: string;
};

/**
 * A product owned by the given customer. By default a catalogue type in its first offered
 * colour and size; with `typeName: 'Custom'` a Custom piece with custom colour and size.
 */
export async function createProduct(db: Db, overrides: ProductOverrides): Promise<ProductRow> {
  const { typeName, ...fields } = overrides;
  const [type] = typeName
    ? await db.select().from(productTypes).where(eq(productTypes.name, typeName)).limit(1)
    : await db
        .select()
        .from(productTypes)
        .where(eq(productTypes.isCustom, false))
        .orderBy(asc(productTypes.name))
        .limit(1);
  if (!type) throw new Error(`createProduct: no product type ${typeName ?? ""}`);
  const isCustom = type.name === CUSTOM_PRODUCT_TYPE;
  const offer = isCustom ? undefined : await typeAttributes(db, type.id);
  const [product] = await db
    .insert(products)
    .values({
      serialno: uniqueSerial(),
      productTypeId: type.id,
      colourId: offer?.colors[0]?.colourid ?? null,
      sizeId: offer?.sizes[0]?.sizeid ?? null,
      customColour: isCustom ? "Forest Green" : null,
      customSize: isCustom ? "One of a kind" : null,
      description: isCustom ? "A made-to-order piece" : null,
      ...fields,
    })
    .returning();
  if (!product) throw new Error("createProduct: insert returned nothing");
  return product;
}

/**
 * A transaction that row-locks a product (`for share`, as raising a request does, or `for
 * update`, as an edit does), does `work` in it and stays open until `release()`: answered once
 * the lock is held, with `done`, the transaction's end.
 */
export async function holdProductLock(
  db: Db,
  serialno: string,
  strength: "share" | "update",
  work: (tx: Tx) => Promise<unknown>,
): Promise<{ release: () => void; done: Promise<void> }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked = () => {};
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = db.transaction(async (tx) => {
    await tx
      .select({ serialno: products.serialno })
      .from(products)
      .where(eq(products.serialno, serialno))
      .for(strength);
    await work(tx);
    locked();
    await released;
  });
  await isLocked;
  return { release, done };
}

/** A South African customer as the Create Customer form sends it (requirements §3). */
export function newCustomerPayload(overrides: Record<string, unknown> = {}) {
  const idnumber = uniqueIdnumber();
  return {
    idnumber,
    name: "Thandi",
    surname: "Mokoena",
    cellphone: "082 555 0199",
    email: uniqueEmail("thandi"),
    password: idnumber,
    role: "customer",
    address: "12 Bree Street",
    city: "Cape Town",
    province: "Western Cape",
    postalcode: 8001,
    issouthafrican: 1,
    country: "South Africa",
    ...overrides,
  };
}
