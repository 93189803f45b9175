/**
 * The photo figures alone, on a small PGlite shop: npx tsx bench/src/photos-main.ts
 * (`npm run bench` measures them too, on each database).
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { capturingDb, rawExec } from "./measure";
import { measurePhotos } from "./photos";
import { freshPglite, seedShop } from "./seed";
import { scaled } from "./seed-plan";
import { startServer } from "./suite";

const handle = await freshPglite(mkdtempSync(join(tmpdir(), "lo-bench-photos-")));
try {
  const seed = await seedShop(handle, scaled(0.01));
  const server = await startServer(handle, seed, capturingDb(handle));
  try {
    for (const row of await measurePhotos(server, rawExec(handle), "PGlite")) {
      console.log(
        `${row.ok ? "✓" : "✗"} ${row.name.padEnd(40)} p50 ${row.p50} ms  p95 ${row.p95} ms  (${row.goal})`,
      );
    }
  } finally {
    await server.close();
  }
} finally {
  await handle.close();
}
