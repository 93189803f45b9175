/**
 * Forgetting a customer (decision 089) at twenty years of data: the anonymisation sweeps every
 * text and JSON column of every table for the person's ID number, e-mail and phone, in one
 * transaction. Each sample is a fresh customer, so the seeded people the other measurements
 * use stay as they were; their own rows are few, and the time is the sweep's.
 */
import { randomInt } from "node:crypto";
import { call, percentiles } from "./measure";
import type { BenchRow } from "./row";
import type { RunningServer } from "./suite";

const API = "/lifetime-outfitter";
/** An admin's act, done a few times a year: seconds are acceptable, a minute is not. */
const GOAL_MS = 10_000;

async function post(server: RunningServer, path: string, body?: unknown) {
  const answer = await call(server.baseUrl, {
    path: API + path,
    method: "POST",
    cookie: server.admin,
    body,
  });
  if (answer.status !== 200 && answer.status !== 201) {
    throw new Error(`${path} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  }
  return answer;
}

export async function measureAnonymise(
  server: RunningServer,
  options: { label: string; samples: number },
): Promise<BenchRow[]> {
  const times: number[] = [];
  for (let sample = 0; sample < options.samples; sample += 1) {
    const idnumber = String(randomInt(1_000_000, 9_999_999)) + String(randomInt(100_000, 999_999));
    await post(server, "/users/create", {
      idnumber,
      name: "Forget",
      surname: `Me${sample}`,
      email: `forget.${idnumber}@example.test`,
      cellphone: `083 ${randomInt(100, 999)} ${randomInt(1000, 9999)}`,
      password: idnumber,
      role: "customer",
      issouthafrican: 1,
      country: "South Africa",
    });
    const started = performance.now();
    await post(server, `/customers/${idnumber}/anonymise`);
    times.push(performance.now() - started);
  }
  const figures = percentiles(times);
  return [
    {
      section: `Writes (${options.label})`,
      name: "anonymise a customer (every table swept)",
      ...figures,
      unit: "ms",
      goal: `p95 < ${GOAL_MS} ms`,
      ok: figures.p95 < GOAL_MS,
      note: `${times.length} samples`,
    },
  ];
}
