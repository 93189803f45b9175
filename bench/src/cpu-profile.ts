/**
 * Where the server's time goes: a V8 CPU profile (`node --cpu-prof`, written when the server
 * process exits) summed by part (an npm package, Node's own modules, the server's own code,
 * garbage collection), each part's self time spread over the requests it served.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { BenchRow } from "./row";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The part of the server a frame belongs to. */
export function partOf(frame: ProfileNode["callFrame"]): string | undefined {
  const { functionName, url } = frame;
  if (functionName === "(idle)") return undefined;
  if (functionName === "(garbage collector)") return "garbage collection";
  if (functionName === "(program)" || url === "") return "V8 and native code";
  const inPackage = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(url);
  if (inPackage) return `npm: ${inPackage[1]}`;
  if (url.startsWith("node:")) return "Node.js (http, streams, net)";
  if (url.includes("/apps/server/") || url.includes("/packages/domain/")) {
    return "the server's own code";
  }
  return url.split("/").pop() ?? url;
}

/** Self time in ms per part, busiest first, idle left out. */
export function partsOf(profile: CpuProfile): { part: string; ms: number }[] {
  const partById = new Map(profile.nodes.map((node) => [node.id, partOf(node.callFrame)]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const part = partById.get(id);
    if (part === undefined) return;
    totals.set(part, (totals.get(part) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return [...totals].map(([part, ms]) => ({ part, ms })).sort((a, b) => b.ms - a.ms);
}

/** The profile the server process wrote into `directory` (the newest, if several). */
export function readProfile(directory: string): CpuProfile {
  const [file] = readdirSync(directory)
    .filter((name) => name.endsWith(".cpuprofile"))
    .sort()
    .reverse();
  if (!file) throw new Error(`No CPU profile in ${directory}`);
  return JSON.parse(readFileSync(join(directory, file), "utf8")) as CpuProfile;
}

/** The five most expensive parts, as ms of the server's CPU per request served. */
export function profileRows(profile: CpuProfile, requests: number, section: string): BenchRow[] {
  const parts = partsOf(profile);
  const busy = parts.reduce((sum, { ms }) => sum + ms, 0);
  const round = (ms: number) => Math.round(ms * 1000) / 1000;
  return [
    ...parts.slice(0, 5).map(({ part, ms }) => ({
      section,
      name: part,
      value: round(ms / requests),
      unit: "ms/request",
      goal: "",
      ok: null,
      note: `${Math.round((100 * ms) / busy)} % of the busy time`,
    })),
    {
      section,
      name: "all of it (CPU busy)",
      value: round(busy / requests),
      unit: "ms/request",
      goal: "",
      ok: null,
      note: `${Math.round(busy)} ms over ${requests} requests`,
    },
  ];
}
