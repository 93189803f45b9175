import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import type { BenchRow } from "./row";
import { CHROMIUM_ARGS, chromiumPath } from "../../e2e/chromium";

const SECTION = "Lighthouse (mobile)";
const PAGES = ["/", "/products"] as const;

/** Lighthouse's category ids, their names in the table, and the score each must reach. */
const CATEGORIES = [
  { id: "performance", name: "performance", min: 95, goal: "≥ 95" },
  { id: "accessibility", name: "accessibility", min: 100, goal: "= 100" },
  { id: "best-practices", name: "best practices", min: 100, goal: "= 100" },
  { id: "seo", name: "SEO", min: 100, goal: "= 100" },
] as const;

/** The audits that cost points in a category, so a red row says where to look. */
function failingAudits(
  lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"],
  id: string,
) {
  const category = lhr.categories[id];
  if (!category) return "";
  return category.auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit!.id} ${Math.round((audit!.score ?? 0) * 100)}`)
    .join(", ");
}

/**
 * Lighthouse's default configuration (the mobile preset: a mid-range phone on slow 4G,
 * simulated) on `/` and `/products`, one row per page and category.
 */
export async function runLighthouse(baseUrl: string): Promise<BenchRow[]> {
  const chrome = await launch({
    chromePath: chromiumPath(),
    chromeFlags: [...CHROMIUM_ARGS, "--headless=new"],
  });
  const rows: BenchRow[] = [];
  try {
    for (const path of PAGES) {
      const result = await lighthouse(new URL(path, baseUrl).href, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES.map((category) => category.id),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${path}: ${lhr.runtimeError.message}`);
      for (const category of CATEGORIES) {
        const raw = lhr.categories[category.id]?.score;
        const score = raw === null || raw === undefined ? undefined : Math.round(raw * 100);
        const failing = failingAudits(lhr, category.id);
        rows.push({
          section: SECTION,
          name: `${path} ${category.name}`,
          value: score,
          unit: "score",
          goal: category.goal,
          ok: score !== undefined && score >= category.min,
          ...(failing ? { note: failing } : {}),
        });
      }
    }
  } finally {
    chrome.kill();
  }
  return rows;
}
