import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../src/features";

// The features app.ts registers are one list (src/features.ts), held here to the folders on
// disk: the built server is one bundled file that cannot list folders when it runs.

const srcDir = join(import.meta.dirname, "../src");

/** The folders of src/ that have a routes.ts: the features, by the shape every feature has. */
const featureFolders = readdirSync(srcDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(srcDir, entry.name, "routes.ts")))
  .map((entry) => entry.name)
  .sort();

describe("the features list", () => {
  it("names every folder with a routes.ts, and no other", () => {
    expect(Object.keys(FEATURES).sort()).toEqual(featureFolders);
  });

  it.each(featureFolders)("registers the plugin %s/routes.ts exports", async (folder) => {
    const exported: Record<string, unknown> = await import(`../src/${folder}/routes.ts`);
    expect(Object.values(exported)).toContain(FEATURES[folder as keyof typeof FEATURES]);
  });
});
