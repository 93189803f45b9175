/**
 * The public pages as a visitor's browser gets them: the web app and the server built as for
 * production, the server started from its JavaScript on an empty embedded database, then the
 * pages' weight in Chromium and Lighthouse's scores.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runLighthouse } from "./lighthouse";
import type { BenchRow } from "./row";
import { startServerProcess } from "./server-process";
import { measurePublicPages } from "./web-weight";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export async function measureWebPages(log: (line: string) => void): Promise<BenchRow[]> {
  log("Building the web app and the server (npm run build)…");
  execFileSync("npm", ["run", "build"], { cwd: ROOT, stdio: "ignore" });
  const dataDir = mkdtempSync(join(tmpdir(), "lo-bench-web-"));
  const port = 19000 + Math.floor(Math.random() * 1000);
  const stop = await startServerProcess(
    { DATA_DIR: dataDir, ADMIN_PASSWORD: "Bench-Pass-2026!" },
    port,
  );
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    log("Public pages in Chromium, then Lighthouse…");
    return [...(await measurePublicPages(baseUrl)), ...(await runLighthouse(baseUrl))];
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
