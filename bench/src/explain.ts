/**
 * `npm run bench -- --explain`: every statement each timed call runs, through
 * EXPLAIN (ANALYZE, BUFFERS), slowest first, with the plans of the slow ones: where an index
 * is missing or a sort spills, it shows here.
 */
import type { DatabaseHandle } from "../../apps/server/src/db/client";
import { call, capturingDb, rawExec } from "./measure";
import type { SeedSummary } from "./seed";
import type { Scale } from "./seed-plan";
import { cookieFor, startServer } from "./suite";
import { targetsFor } from "./targets";

interface Explained {
  target: string;
  ms: number;
  text: string;
  plan: string;
}

export async function explainAll(
  handle: DatabaseHandle,
  seed: SeedSummary,
  scale: Scale,
  thresholdMs: number,
  only: string[] = [],
): Promise<string> {
  const capture = capturingDb(handle);
  const server = await startServer(handle, seed, capture);
  const exec = rawExec(handle);
  const explained: Explained[] = [];
  try {
    const targets = await targetsFor(exec, seed.heavyCustomer.idnumber, scale, only);
    for (const target of targets) {
      const cookie = cookieFor(target, server);
      const queries = await capture.capture(async () => {
        await call(server.baseUrl, { path: target.path, cookie });
      });
      for (const query of queries) {
        if (!/^\s*(select|with)/i.test(query.text)) continue;
        const { rows } = await exec(`explain (analyze, buffers) ${query.text}`, query.params);
        const plan = (rows as Record<string, string>[])
          .map((row) => Object.values(row)[0])
          .join("\n");
        const ms = Number(/Execution Time: ([\d.]+) ms/.exec(plan)?.[1] ?? 0);
        explained.push({ target: `${target.group}: ${target.name}`, ms, text: query.text, plan });
      }
    }
  } finally {
    await server.close();
  }
  explained.sort((a, b) => b.ms - a.ms);
  const lines = explained.map((entry) => `${entry.ms.toFixed(2).padStart(9)} ms  ${entry.target}`);
  const slow = explained
    .filter((entry) => entry.ms >= thresholdMs)
    .map((entry) => `\n=== ${entry.target} (${entry.ms} ms)\n${entry.text}\n\n${entry.plan}`);
  return [...lines, ...slow].join("\n");
}
