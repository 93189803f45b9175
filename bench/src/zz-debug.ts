import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
const url = process.argv[2]!;
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--no-sandbox","--disable-gpu","--disable-quic","--no-first-run","--disable-background-networking","--disable-component-update","--disable-sync","--headless=new"] });
const r = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance","accessibility","best-practices","seo"] });
chrome.kill();
writeFileSync(process.argv[3]!, JSON.stringify(r!.lhr, null, 1));
const lhr = r!.lhr;
for (const [k, c] of Object.entries(lhr.categories)) console.log(k, c.score);
for (const id of ["first-contentful-paint","largest-contentful-paint","total-blocking-time","speed-index","cumulative-layout-shift"]) console.log(id, lhr.audits[id]?.displayValue, lhr.audits[id]?.score);
console.log(JSON.stringify(lhr.audits["inspector-issues"]?.details, null, 1).slice(0, 3000));
console.log(JSON.stringify(lhr.audits["largest-contentful-paint-element"]?.details, null, 1).slice(0, 3000));
for (const id of ["render-blocking-resources","bootup-time","mainthread-work-breakdown","network-requests","font-display","lcp-lazy-loaded","prioritize-lcp-image","critical-request-chains","long-tasks"]) {
  const a = lhr.audits[id]; if (!a) continue;
  console.log("##", id, a.score, a.displayValue);
  const items = (a.details as any)?.items; if (Array.isArray(items)) for (const it of items.slice(0, 25)) console.log("   ", JSON.stringify(it).slice(0, 220));
}
