/**
 * Requests a second: a bare Fastify hello-world beside the server's own answers, both driven
 * by autocannon from this process with the same connections and duration.
 */
import autocannon from "autocannon";
import Fastify from "fastify";
import type { AddressInfo } from "node:net";
import type { BenchRow } from "./row";
import type { RunningServer } from "./suite";

const SECTION = "Throughput (autocannon, 10 connections)";
/** An admin's first page of requests, beside the bare Fastify of the same run. */
const ADMIN_FIRST_PAGE_GOAL = 500;

async function rate(url: string, seconds: number, cookie?: string): Promise<BenchRow["value"]> {
  const result = await autocannon({
    url,
    connections: 10,
    duration: seconds,
    headers: cookie ? { cookie } : {},
  });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`);
  }
  return Math.round(result.requests.average);
}

export async function measureThroughput(
  server: RunningServer,
  label: string,
  seconds: number,
): Promise<BenchRow[]> {
  const hello = Fastify();
  hello.get("/", async () => ({ hello: "world" }));
  await hello.listen({ port: 0, host: "127.0.0.1" });
  const helloUrl = `http://127.0.0.1:${(hello.server.address() as AddressInfo).port}/`;
  try {
    const row = (name: string, value: BenchRow["value"], atLeast?: number): BenchRow => ({
      section: SECTION,
      name,
      value,
      unit: "req/s",
      goal: atLeast === undefined ? "" : `≥ ${atLeast}`,
      ok: atLeast === undefined || value === undefined ? null : value >= atLeast,
    });
    return [
      row("bare Fastify hello-world", await rate(helloUrl, seconds)),
      row(
        `server: product types (public, ${label})`,
        await rate(`${server.baseUrl}/lifetime-outfitter/products/product-types`, seconds),
      ),
      row(
        `server: repairs first page (admin, ${label})`,
        await rate(
          `${server.baseUrl}/lifetime-outfitter/repairs/get-admin-repairs?limit=20`,
          seconds,
          server.admin,
        ),
        ADMIN_FIRST_PAGE_GOAL,
      ),
    ];
  } finally {
    await hello.close();
  }
}
