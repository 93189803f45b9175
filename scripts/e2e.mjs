// Runs the Playwright browser tests against the built web app and the built server, the
// JavaScript `npm start` runs (decision 042).
// Without a Chromium on the machine it says so plainly and skips them (exit 0), because the
// rest of `npm test` is still worth running on such a machine; on CI (CI set) that is a failure,
// since .ci/run installs Chromium and a green run must include the browser tests.
import { existsSync } from "node:fs";
import { spawnSync } from "node:child_process";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log(
    `Browser tests ${process.env.CI ? "cannot run" : "skipped"}: no Chromium at ${chromium}.\n` +
      "Install it with `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(process.env.CI ? 1 : 0);
}

/** Runs a step, stops on its failure, and says how long it took. */
const run = (name, command, args, env = {}) => {
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  console.log(`${name} took ${Math.round((Date.now() - started) / 1000)}s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("build", "npm", ["run", "build"]);
run("browser tests", "npx", ["playwright", "test", ...process.argv.slice(2)], {
  CHROMIUM_PATH: chromium,
});
