/**
 * The writes of a working day: the heavy customer raises a request for one piece, then the
 * workshop moves that line on with a note, moves it on again with one click ('Next'), and sets
 * one state on 50 lines at once (bulk). Each sample is one HTTP call.
 */
import { call, percentiles } from "./measure";
import type { BenchRow } from "./row";
import type { Exec } from "./seed";
import type { RunningServer } from "./suite";

const API = "/lifetime-outfitter";

export async function measureWrites(
  server: RunningServer,
  exec: Exec,
  customerId: string,
  options: { label: string; samples: number },
): Promise<BenchRow[]> {
  const free = await call(server.baseUrl, {
    path: `${API}/products/no-repair-products-for-customer/${customerId}`,
    cookie: server.customer,
  });
  const pieces = (JSON.parse(free.body) as { data: { serialno: string }[] }).data.map(
    (row) => row.serialno,
  );
  const count = Math.min(options.samples, pieces.length);

  const createTimes: number[] = [];
  const requestIds: number[] = [];
  for (const serialno of pieces.slice(0, count)) {
    const started = performance.now();
    const answer = await call(server.baseUrl, {
      path: `${API}/repairs/create`,
      method: "POST",
      cookie: server.customer,
      body: {
        customeridnumber: customerId,
        current_location: "Front desk",
        repairlines: [{ serialno, problemdescription: "Strap stitching has come loose" }],
      },
    });
    createTimes.push(performance.now() - started);
    if (answer.status !== 201 && answer.status !== 200) {
      throw new Error(`create request answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    }
    requestIds.push(Number((JSON.parse(answer.body) as { repairid: number | string }).repairid));
  }

  const updateTimes: number[] = [];
  for (const id of requestIds) {
    const { rows } = await exec(
      "select id, version, problem_description from repair_lines where repair_request_id = $1",
      [id],
    );
    const line = rows[0] as { id: number; version: number; problem_description: string };
    const started = performance.now();
    const answer = await call(server.baseUrl, {
      path: `${API}/repairs/update-repair/${id}`,
      method: "PUT",
      cookie: server.admin,
      body: {
        currentLocation: "Workshop bench 1",
        repair_lines: [
          {
            repairlineid: line.id,
            state: "in-progress",
            problemDescription: line.problem_description,
            workshopLog: "On the bench: restitching the strap.",
            version: line.version,
          },
        ],
      },
    });
    updateTimes.push(performance.now() - started);
    if (answer.status !== 200) {
      throw new Error(`line update answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    }
  }

  const nextTimes = await measureNext(server, exec, requestIds);
  const bulkTimes = await measureBulk(server, exec, Math.min(options.samples, 10));

  const section = `Writes (${options.label})`;
  const timed = (name: string, times: number[], goalMs: number, note: string): BenchRow => {
    const figures = percentiles(times);
    return {
      section,
      name,
      ...figures,
      unit: "ms",
      goal: `p95 < ${goalMs} ms`,
      ok: figures.p95 < goalMs,
      note,
    };
  };
  /** A row without a goal, of `count` samples. */
  const sampled = (name: string, times: number[]): BenchRow => ({
    section,
    name,
    ...percentiles(times),
    unit: "ms",
    goal: "",
    ok: null,
    note: `${count} samples`,
  });
  return [
    sampled("create request (customer, one piece)", createTimes),
    sampled("line update with note (admin)", updateTimes),
    timed("'Next' on a line (admin)", nextTimes, 30, `${nextTimes.length} samples`),
    timed("bulk state and note, 50 lines (admin)", bulkTimes, 300, `${bulkTimes.length} samples`),
  ];
}

/** 'Next' on the line of each request just created and updated (in progress → ready). */
async function measureNext(server: RunningServer, exec: Exec, requestIds: number[]) {
  const times: number[] = [];
  for (const id of requestIds) {
    const { rows } = await exec(
      "select id, version from repair_lines where repair_request_id = $1",
      [id],
    );
    const line = rows[0] as { id: number; version: number };
    const started = performance.now();
    const answer = await call(server.baseUrl, {
      path: `${API}/repairs/lines/${line.id}/next`,
      method: "POST",
      cookie: server.admin,
      body: { version: line.version, note: "Ready on the shelf." },
    });
    times.push(performance.now() - started);
    if (answer.status !== 200) {
      throw new Error(`'Next' answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    }
  }
  return times;
}

/** One state and a note for 50 open lines of the seeded requests, `samples` times. */
async function measureBulk(server: RunningServer, exec: Exec, samples: number) {
  const times: number[] = [];
  for (let sample = 0; sample < samples; sample += 1) {
    const { rows } = await exec(
      `select id, version from repair_lines where state = 'pending' order by id limit 50`,
      [],
    );
    const lines = rows as { id: number; version: number }[];
    if (lines.length < 50) break;
    const started = performance.now();
    const answer = await call(server.baseUrl, {
      path: `${API}/repairs/lines/bulk`,
      method: "POST",
      cookie: server.admin,
      body: {
        lines: lines.map((line) => ({ repairlineid: line.id, version: line.version })),
        state: "enroute-to-outfitter",
        note: "Collected by the courier.",
      },
    });
    times.push(performance.now() - started);
    if (answer.status !== 200) {
      throw new Error(`bulk update answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    }
  }
  return times;
}
