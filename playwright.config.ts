import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./e2e/chromium";

// Each worker starts its own real server (built SPA + API + a fresh embedded database):
// see e2e/fixtures.ts. Chromium is Debian's; no browser is ever downloaded.
export default defineConfig({
  testDir: "./e2e",
  // A migrated data directory made once, copied by each worker's server (e2e/global-setup.ts).
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // On CI a test that fails once is run once more; Playwright lists it as "flaky", so it is
  // seen and mended rather than hidden. Locally every failure counts.
  retries: process.env.CI ? 1 : 0,
  // Budgeted for a busy machine (another `npm test` beside this one): the longest tests, a
  // dozen steps each with an axe scan after every navigation, then take over a minute.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: {
    viewport: { width: 1280, height: 800 },
    // A trace (snapshots of every step) only for a test's retry on CI: recording one for every
    // test took a quarter of the browser tests' time; a test that fails once is run again with
    // it, so a failure still comes with its trace.
    trace: "on-first-retry",
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
  },
});
