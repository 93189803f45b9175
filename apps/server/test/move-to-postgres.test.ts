import { randomBytes } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { BackupManifest } from "../src/backup/manifest";
import { differingTables } from "../src/backup/move";
import { tableDigests } from "../src/backup/take";
import { openPglite, openPostgres } from "../src/db/client";
import { images } from "../src/db/schema";
import { createCustomer, createProduct } from "./factories";
import { createServerDatabase, createTestDatabase, TEST_DRIVER } from "./helpers";
import { runScript } from "./server-processes";
import { onTestServer } from "./test-server";

// `npm run move-to-postgres` (decision 091): an embedded shop copied into an empty PostgreSQL
// database, checked table by table, and the refusals that leave everything as it was. Run
// once, by the embedded project (the source is always an embedded shop).

const skip = TEST_DRIVER !== "pglite" || !process.env.TEST_DATABASE_URL;

let folder: string;
let dataDir: string;
let source: BackupManifest["tables"];
const drops: (() => Promise<void>)[] = [];

beforeAll(async () => {
  if (skip) return;
  folder = await mkdtemp(join(tmpdir(), "lo-moving-test-"));
  dataDir = join(folder, "data");
  // A shop in a data folder: the migrated template, then people, pieces and a photo.
  const template = new Blob([await readFile(inject("migratedTemplate"))]);
  const shop = await openPglite(dataDir, { loadDataDir: template });
  try {
    for (let n = 0; n < 3; n += 1) {
      const { user } = await createCustomer(shop.db);
      await createProduct(shop.db, { customerIdnumber: user.idnumber });
    }
    await shop.db.insert(images).values({
      hash: randomBytes(32).toString("hex"),
      full: randomBytes(2048),
      thumb: randomBytes(256),
      width: 64,
      height: 48,
    });
    source = await tableDigests(shop);
  } finally {
    await shop.close();
  }
}, 120_000);

afterAll(async () => {
  if (skip) return;
  for (const drop of drops) await drop();
  await rm(folder, { recursive: true, force: true });
});

/** The command as an owner runs it: its exit code and what it printed. */
const move = (args: string[], env: Record<string, string> = {}) =>
  runScript("scripts/move-to-postgres.ts", args, { DATA_DIR: dataDir, ...env });

async function emptyDatabase() {
  const scratch = await createServerDatabase();
  drops.push(scratch.drop);
  return scratch.url;
}

/** The move's temporary folders (each holds a whole shop while it runs). */
const temporaryBackups = async () =>
  (await readdir(tmpdir())).filter((name) => /^lo-move-\w{6}$/.test(name));

const digestsOf = (tables: BackupManifest["tables"]) =>
  Object.fromEntries(tables.map((table) => [table.name, `${table.rows} ${table.sha256}`]));

describe.skipIf(skip)("move-to-postgres", () => {
  it("copies every table into an empty database and prints the DATABASE_URL to start with", async () => {
    const url = await emptyDatabase();
    // A server whose time zone is not UTC: timestamps must still read back the same.
    await onTestServer(
      `ALTER DATABASE ${new URL(url).pathname.slice(1)} SET timezone = 'Africa/Johannesburg'`,
    );
    const before = await temporaryBackups();
    const moved = await move(["--to", url]);
    expect(moved.code, moved.stderr).toBe(0);
    expect(moved.stderr).toBe("");
    const rows = source.reduce((sum, table) => sum + table.rows, 0);
    expect(moved.stdout).toContain(`${source.length} tables, ${rows} rows`);
    expect(moved.stdout).toContain(`\nDATABASE_URL=${url}\n`);
    expect(moved.stdout).toContain("npm start");
    // The temporary backup (the whole shop) is gone.
    expect(await temporaryBackups()).toEqual(before);

    const target = await openPostgres(url);
    try {
      const copied = await tableDigests(target);
      expect(digestsOf(copied)).toEqual(digestsOf(source));
      expect(copied.find((table) => table.name === "images")?.rows).toBe(1);
    } finally {
      await target.close();
    }

    // Moved once, the target holds a shop: a second move is refused and changes nothing.
    const again = await move(["--to", url]);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/already holds a shop.*empty database/);
    expect(again.stdout).toBe("");
  }, 120_000);

  it("refuses, with one line and nothing written, what it cannot move", async () => {
    const url = await emptyDatabase();
    const usage = /^Usage: npm run move-to-postgres -- --to postgres:\/\//;
    const cases: [string[], Record<string, string>, RegExp][] = [
      [["--to", url], { DATABASE_URL: url }, /^DATABASE_URL is set: this shop already runs on/],
      [[], {}, usage],
      [["--to", "mysql://root@127.0.0.1/shop"], {}, /^--to must be a PostgreSQL connection/],
      [
        ["--to", "postgres://postgres@127.0.0.1:1/shop"],
        {},
        /^Cannot reach PostgreSQL at 127\.0\.0\.1:1\/shop/,
      ],
      [["--to", url], { DATA_DIR: join(folder, "nothing-here") }, /^There is no embedded shop in/],
    ];
    const answers = await Promise.all(cases.map(([args, env]) => move(args, env)));
    answers.forEach((answer, n) => {
      expect(answer.code, answer.stderr).toBe(1);
      expect(answer.stderr).toMatch(cases[n]![2]);
      expect(answer.stderr.trim().split("\n")).toHaveLength(1);
      expect(answer.stdout).toBe("");
    });

    // A server holds the folder (a live pid in server.pid): it must be stopped first.
    await writeFile(join(dataDir, "server.pid"), `${process.pid}\n`);
    try {
      const held = await move(["--to", url]);
      expect(held.code).toBe(1);
      expect(held.stderr).toMatch(/Stop it first: what it writes after the copy would not be/);
    } finally {
      await rm(join(dataDir, "server.pid"), { force: true });
    }

    const target = await openPostgres(url);
    try {
      const tables = (await target.db.execute(
        sql`select count(*)::integer as n from information_schema.tables where table_schema = 'public'`,
      )) as unknown as { rows: { n: number }[] };
      expect(tables.rows[0]?.n).toBe(0);
    } finally {
      await target.close();
    }
  }, 120_000);
});

describe("the move's check", () => {
  it("names every table whose copy differs: another row, a changed one, one missing or more", async () => {
    const shop = await createTestDatabase({ migrate: true });
    try {
      await createCustomer(shop.db);
      const taken = await tableDigests(shop.handle);
      expect(differingTables(taken, await tableDigests(shop.handle))).toEqual([]);
      await shop.db.execute(sql`update users set name = 'Someone else'`);
      await createProduct(shop.db, {
        customerIdnumber: (await createCustomer(shop.db)).user.idnumber,
      });
      const copied = await tableDigests(shop.handle);
      expect(differingTables(taken, copied).sort()).toEqual(
        expect.arrayContaining(["products", "users"]),
      );
      const withoutUsers = copied.filter((table) => table.name !== "users");
      expect(differingTables(taken, withoutUsers)).toContain("users");
      const extra = [...taken, { ...taken[0]!, name: "stowaway" }];
      expect(differingTables(taken, extra)).toEqual(["stowaway"]);
    } finally {
      await shop.close();
    }
  });
});
