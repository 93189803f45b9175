import { createWriteStream } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DamagedBackupError } from "../src/backup/archive-reader";
import { journalTags, type BackupManifest } from "../src/backup/manifest";
import { migrateUpTo, RestoreRefusedError, restoreBackup } from "../src/backup/restore";
import { takeBackup } from "../src/backup/take";
import { shopTables } from "../src/backup/tables";
import { openPglite, openPostgres, type DatabaseHandle } from "../src/db/client";
import { images } from "../src/db/schema";
import { createCustomer, createProduct, signInAs, uniqueEmail } from "./factories";
import { createServerDatabase, createTestApp, TEST_DRIVER, type TestApp } from "./helpers";
import { gpsJpeg } from "./photo-files";
import { upload } from "./photos-support";

// Backups and restore (decision 091): the whole shop in one file, taken while it is written to,
// restored into an empty database of either kind with every row and photo as it was.

let t: TestApp;
let folder: string;
const source = (): DatabaseHandle => ({ kind: "pglite", db: t.db }) as unknown as DatabaseHandle;
let sourceHandle: DatabaseHandle;

beforeAll(async () => {
  t = await createTestApp();
  folder = await mkdtemp(join(tmpdir(), "lo-backup-test-"));
  const pool = (t.db as unknown as { $client: unknown }).$client;
  sourceHandle =
    TEST_DRIVER === "postgres"
      ? ({ kind: "postgres", db: t.db, pool } as unknown as DatabaseHandle)
      : source();
  // A shop with a little of everything: people, pieces, a request with a photo, mail, logs.
  const customer = await signInAs(t.app, t.db, "customer");
  const piece = await createProduct(t.db, { customerIdnumber: customer.user.idnumber });
  const staged = await upload(t, "/photos/staged", await gpsJpeg(), customer.cookie);
  const raised = await t.app.inject({
    method: "POST",
    url: "/lifetime-outfitter/repairs/create",
    headers: { cookie: customer.cookie, "content-type": "application/json" },
    payload: {
      customeridnumber: customer.user.idnumber,
      current_location: "Hermanus",
      repairlines: [
        {
          serialno: piece.serialno,
          problemdescription: "Buckle loose",
          photos: [staged.json().id],
        },
      ],
    },
  });
  expect(raised.statusCode, raised.body).toBe(201);
}, 60_000);

afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

/** An empty database of the given kind, and how to throw it away. */
async function emptyTarget(kind: "pglite" | "postgres") {
  if (kind === "pglite") {
    const handle = await openPglite("memory://");
    return { handle, close: () => handle.close() };
  }
  const scratch = await createServerDatabase();
  const handle = await openPostgres(scratch.url);
  return {
    handle,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** Each table's row count and a hash of its content (rows in key order, as text). */
async function contentOf(handle: DatabaseHandle): Promise<Record<string, string>> {
  const content: Record<string, string> = {};
  for (const table of await shopTables(handle.db)) {
    const columns = table.columns.map((column) => `"${column}"`).join(", ");
    const order = table.key.map((column) => `r."${column}"`).join(", ");
    const answer = (await handle.db.execute(
      sql.raw(`select count(*)::integer as n,
        md5(coalesce(string_agg(r::text, E'\\n' order by ${order}), '')) as hash
        from (select ${columns} from "${table.name}") r`),
    )) as unknown as { rows: { n: number; hash: string }[] };
    content[table.name] = `${answer.rows[0]?.n} ${answer.rows[0]?.hash}`;
  }
  return content;
}

async function backupTo(handle: DatabaseHandle, name: string) {
  const path = join(folder, name);
  const manifest = await takeBackup(handle, createWriteStream(path));
  return { path, manifest };
}

const tableDigests = (manifest: BackupManifest) =>
  Object.fromEntries(manifest.tables.map((table) => [table.name, `${table.rows} ${table.sha256}`]));

describe("a backup and its restore", () => {
  it("holds every table and photo, and restores them as they were into an empty database", async () => {
    const { path, manifest } = await backupTo(sourceHandle, "quiet.zip");
    expect(manifest).toMatchObject({
      product: "lifetime-outfitter",
      lastMigration: journalTags().at(-1),
      database: TEST_DRIVER === "postgres" ? "postgresql" : "embedded",
    });
    expect(manifest.tables.find((table) => table.name === "images")?.rows).toBeGreaterThan(0);

    const target = await emptyTarget(TEST_DRIVER);
    try {
      await restoreBackup(target.handle, path);
      expect(await contentOf(target.handle)).toEqual(await contentOf(sourceHandle));
      const [original] = await t.db.select().from(images).limit(1);
      const restored = await target.handle.db
        .select()
        .from(images)
        .where(sql`${images.hash} = ${original?.hash ?? ""}`);
      expect(Buffer.from(restored[0]?.full ?? []).equals(Buffer.from(original?.full ?? []))).toBe(
        true,
      );
    } finally {
      await target.close();
    }
  }, 120_000);

  it("is one moment of a shop that four writers go on changing", async () => {
    let writing = true;
    const writer = async (n: number) => {
      let made = 0;
      // A write every few milliseconds, as a busy shop's, and never past the test's time.
      while (writing && made < 300) {
        await createCustomer(t.db, { email: uniqueEmail(`writer${n}`) });
        made += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      return made;
    };
    const writers = [1, 2, 3, 4].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { path, manifest } = await backupTo(sourceHandle, "busy.zip");
    writing = false;
    const made = await Promise.all(writers);
    expect(made.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);

    const target = await emptyTarget(TEST_DRIVER);
    try {
      await restoreBackup(target.handle, path);
      // Taken again from the restored shop, every table is what the backup said, row for row.
      const again = await backupTo(target.handle, "busy-again.zip");
      expect(tableDigests(again.manifest)).toEqual(tableDigests(manifest));
    } finally {
      await target.close();
    }
  }, 120_000);

  it("moves between the embedded database and PostgreSQL, both ways", async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    const { path, manifest } = await backupTo(sourceHandle, "across.zip");
    const other = TEST_DRIVER === "postgres" ? "pglite" : "postgres";
    const target = await emptyTarget(other);
    try {
      await restoreBackup(target.handle, path);
      expect(await contentOf(target.handle)).toEqual(await contentOf(sourceHandle));
      const again = await backupTo(target.handle, "across-again.zip");
      expect(tableDigests(again.manifest)).toEqual(tableDigests(manifest));
    } finally {
      await target.close();
    }
  }, 120_000);

  it("refuses a damaged file, and a target that holds a shop unless told to replace it", async () => {
    const { path } = await backupTo(sourceHandle, "to-damage.zip");
    const bytes = await readFile(path);
    // A byte of the photos' table changed (past its entry's header, in its data), and the
    // file cut short: each is refused before anything is written.
    const damaged = Buffer.from(bytes);
    const at = damaged.indexOf("tables/images.jsonl") + "tables/images.jsonl".length + 200;
    damaged[at] = (damaged[at] ?? 0) ^ 0xff;
    await writeFile(join(folder, "damaged.zip"), damaged);
    await writeFile(join(folder, "cut.zip"), bytes.subarray(0, Math.floor(bytes.length / 2)));

    const target = await emptyTarget(TEST_DRIVER);
    try {
      for (const file of ["damaged.zip", "cut.zip"]) {
        await expect(restoreBackup(target.handle, join(folder, file))).rejects.toThrow(
          DamagedBackupError,
        );
      }
      const tables = (await target.handle.db.execute(
        sql`select count(*)::integer as n from information_schema.tables where table_schema = 'public'`,
      )) as unknown as { rows: { n: number }[] };
      expect(tables.rows[0]?.n).toBe(0);

      await restoreBackup(target.handle, path);
      await expect(restoreBackup(target.handle, path)).rejects.toThrow(RestoreRefusedError);
      await restoreBackup(target.handle, path, { force: true });
      expect(await contentOf(target.handle)).toEqual(await contentOf(sourceHandle));
    } finally {
      await target.close();
    }
  }, 120_000);

  it("restores a backup of an older version as it was, then migrates it to this one", async () => {
    const tags = journalTags();
    // The migration before the one that gave customers their sign-in mail choice.
    const older = tags[tags.findIndex((tag) => tag.endsWith("_sign-in-mails")) - 1] ?? "";
    const old = await emptyTarget(TEST_DRIVER);
    const target = await emptyTarget(TEST_DRIVER);
    try {
      // A shop still at an older migration, before customers' sign-in mail choice existed.
      await migrateUpTo(old.handle, older);
      await old.handle.db.execute(
        sql`insert into users (idnumber, email, password_hash, role, name, surname)
          values ('8001015009087', 'old@example.test', 'x', 'customer', 'Older', 'Shop')`,
      );
      const { path, manifest } = await backupTo(old.handle, "older.zip");
      expect(manifest.lastMigration).toBe(older);
      expect(manifest.tables.find((table) => table.name === "users")?.columns).not.toContain(
        "sign_in_mails",
      );

      await restoreBackup(target.handle, path);
      const migrations = (await target.handle.db.execute(
        sql`select count(*)::integer as n from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: { n: number }[] };
      expect(migrations.rows[0]?.n).toBe(tags.length);
      const person = (await target.handle.db.execute(
        sql`select name, sign_in_mails from users where idnumber = '8001015009087'`,
      )) as unknown as { rows: { name: string; sign_in_mails: boolean }[] };
      expect(person.rows).toEqual([{ name: "Older", sign_in_mails: true }]);
    } finally {
      await old.close();
      await target.close();
    }
  }, 120_000);
});
