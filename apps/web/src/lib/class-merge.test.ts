import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { __unstable__loadDesignSystem as loadDesignSystem } from "tailwindcss";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { mergeClasses } from "./class-merge";

const SOURCE = join(import.meta.dirname, "..");

/** Every word in a string of the app's source (its tests aside). */
function wordsInSource(): string[] {
  const files = readdirSync(SOURCE, { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes(".test."),
  );
  const words = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(SOURCE, file), "utf8");
    for (const [, quoted, templated] of source.matchAll(/"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (quoted ?? templated ?? "").split(/\s+/)) if (word) words.add(word);
    }
  }
  return [...words].sort();
}

/**
 * The words Tailwind makes a rule for, with the app's own theme: the classes the app uses.
 * (Tailwind's design system is what its editor tools use to the same end.)
 */
async function classesInSource(): Promise<string[]> {
  const require = createRequire(import.meta.url);
  const system = await loadDesignSystem(readFileSync(join(SOURCE, "index.css"), "utf8"), {
    base: SOURCE,
    loadStylesheet: async (id: string, base: string) => ({
      path: id,
      base,
      content: readFileSync(require.resolve("tailwindcss/index.css"), "utf8"),
    }),
  });
  const words = wordsInSource();
  const rules = system.candidatesToCss(words);
  return words.filter((_, index) => rules[index]);
}

describe("mergeClasses", () => {
  it("lets a later class override an earlier one of its kind, under the same variants", () => {
    expect(mergeClasses("h-11 px-5 sm:h-10 text-primary h-auto px-0")).toBe(
      "sm:h-10 text-primary h-auto px-0",
    );
    expect(mergeClasses("px-5 py-2 p-6")).toBe("p-6");
    expect(mergeClasses("p-6 px-0")).toBe("p-6 px-0");
    expect(mergeClasses("text-sm leading-none text-base text-foreground")).toBe(
      "text-base text-foreground",
    );
    expect(mergeClasses("border border-input border-2 border-dashed")).toBe(
      "border-input border-2 border-dashed",
    );
    expect(mergeClasses("stitch-divider my-own stitch-divider")).toBe(
      "stitch-divider my-own stitch-divider",
    );
  });

  it("decides every pair of the app's classes as tailwind-merge does", async () => {
    const classes = await classesInSource();
    expect(classes.length).toBeGreaterThan(400);
    const differences: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        const expected = twMerge(pair);
        if (mergeClasses(pair) !== expected) differences.push(`${pair} → ${expected}`);
      }
    }
    expect(differences.slice(0, 20)).toEqual([]);
  });
});
