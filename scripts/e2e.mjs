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

const run = (command, args, env = {}) => {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run("npm", ["run", "build"]);
run("npx", ["playwright", "test", ...process.argv.slice(2)], { CHROMIUM_PATH: chromium });
