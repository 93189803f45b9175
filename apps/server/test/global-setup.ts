import { randomBytes } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "../src/db/client";
import { runMigrations } from "../src/db/migrate";
import { seedReferenceData } from "../src/seed/reference-data";
import { onTestServer } from "./test-server";

declare module "vitest" {
  export interface ProvidedContext {
    /**
     * A migrated, reference-seeded database that createTestDatabase({ migrate: true }) copies
     * rather than migrating a new one for every test file: on PGlite the path of its data
     * directory's dump, on PostgreSQL the name of a template database.
     */
    migratedTemplate: string;
  }
}

/**
 * Runs once per project (database) before any test file: migrates and seeds one database, the
 * template every test file's own database is copied from. Opening PGlite empty and migrating
 * it took about 3 s a file; loading a dump takes under one. Removed again after the run.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.LO_TEST_DB === "postgres") {
    const name = `lo_test_template_${randomBytes(6).toString("hex")}`;
    await onTestServer(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    try {
      await runMigrations(handle);
      await seedReferenceData(handle.db);
    } finally {
      await handle.close();
    }
    project.provide("migratedTemplate", name);
    return () => onTestServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }

  const handle = await openPglite("memory://");
  const file = join(tmpdir(), `lo-test-template-${randomBytes(6).toString("hex")}.tar`);
  try {
    await runMigrations(handle);
    await seedReferenceData(handle.db);
    if (handle.kind !== "pglite") throw new Error("expected PGlite");
    const dump = await handle.client.dumpDataDir("none");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await handle.close();
  }
  project.provide("migratedTemplate", file);
  return () => rm(file, { force: true });
}
