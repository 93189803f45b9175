import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FEATURE_ROUTES } from "../src/features";

// A feature is a folder of src/ with a routes.ts (docs/design.md §6): the app registers every
// feature from FEATURE_ROUTES, so the list and the folders on disk must be one set.
const SRC = join(import.meta.dirname, "../src");

describe("the features the app registers", () => {
  it("are exactly the folders of src/ that hold a routes.ts", () => {
    const onDisk = readdirSync(SRC, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(SRC, entry.name, "routes.ts")))
      .map((entry) => entry.name)
      .sort();
    expect(Object.keys(FEATURE_ROUTES).sort()).toEqual(onDisk);
  });

  it("each register at least their folder's own routes", () => {
    for (const [feature, plugins] of Object.entries(FEATURE_ROUTES)) {
      expect(plugins.length, feature).toBeGreaterThan(0);
    }
  });
});
