import { randomInt } from "node:crypto";
import { API_MESSAGES, type RepairRequestRecord } from "@lo/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUTH_MESSAGES } from "../src/auth/messages";
import { createServerDatabase, TEST_DRIVER } from "./helpers";
import { closedPort, deleteRedisKeys, TEST_REDIS_URL, uniqueRedisPrefix } from "./redis-support";
import {
  call,
  proveWithNewPasskey,
  sessionCookie,
  startServer,
  type ServerProcess,
} from "./server-processes";

// Real processes on one PostgreSQL: once per run, in the postgres project.
const RUNS = TEST_DRIVER === "postgres" && TEST_REDIS_URL !== undefined;
if (!process.env.TEST_DATABASE_URL || !TEST_REDIS_URL) {
  console.warn(
    "several-processes.test.ts skipped: set TEST_DATABASE_URL and TEST_REDIS_URL (e.g. " +
      "postgres://postgres@127.0.0.1:5432/postgres and redis://127.0.0.1:6379) to run two " +
      "server processes on one database",
  );
}

const ADMIN = { email: "owner@several-processes.test", password: "Workshop#Two2" };

describe.skipIf(!RUNS)("two server processes on one PostgreSQL and one Redis", () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let servers: ServerProcess[] = [];
  let dropDatabase = async () => {};
  const prefix = uniqueRedisPrefix();
  let adminCookie = "";
  let startEnv: Record<string, string> = {};

  beforeAll(async () => {
    const database = await createServerDatabase();
    dropDatabase = database.drop;
    startEnv = {
      DATABASE_URL: database.url,
      REDIS_URL: TEST_REDIS_URL ?? "",
      REDIS_KEY_PREFIX: prefix,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The test stands in for the load balancer: its X-Forwarded-For names the client.
      TRUST_PROXY: "127.0.0.1",
    };
    // At the same moment, on the empty database: both run the migrations and seeds at start.
    const started = await Promise.allSettled([startServer(startEnv), startServer(startEnv)]);
    servers = started.flatMap((result) => (result.status === "fulfilled" ? [result.value] : []));
    const failure = started.find((result) => result.status === "rejected");
    if (failure) throw failure.reason;
    [a, b] = servers as [ServerProcess, ServerProcess];
    const login = await call(a, "POST", "/users/login", { ip: "203.0.113.1", body: ADMIN });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    adminCookie = sessionCookie(login);
    await proveWithNewPasskey(a, { ip: "203.0.113.1", cookie: adminCookie });
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await dropDatabase();
    await deleteRedisKeys(prefix);
  });

  it("both started together on the empty database; the first admin was made once", () => {
    const created = [a, b].filter((server) => server.output().includes("First admin created"));
    expect(created).toHaveLength(1);
    expect(a.base).not.toBe(b.base);
  });

  it("a process that cannot reach its Redis stops at start with one clear line", async () => {
    const port = await closedPort();
    const env = { ...startEnv, REDIS_URL: `redis://127.0.0.1:${port}` };
    await expect(startServer(env)).rejects.toThrow(
      `The server exited with code 1 before it started:\n` +
        `Could not connect to Redis at 127.0.0.1:${port}: connect ECONNREFUSED 127.0.0.1:${port}\n`,
    );
  });

  it("a session made on one process works on the other, and ends on both", async () => {
    const ip = "203.0.113.2";
    const cookie = sessionCookie(await call(a, "POST", "/users/login", { ip, body: ADMIN }));
    const me = await call(b, "GET", "/users/me", { ip, cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(ADMIN.email);

    expect((await call(b, "POST", "/users/logout", { ip, cookie })).status).toBe(200);
    expect((await call(a, "GET", "/users/me", { ip, cookie })).status).toBe(401);
  });

  it("the per-IP sign-in limit counts attempts on both processes together", async () => {
    const ip = "203.0.113.20";
    for (let i = 1; i <= 30; i += 1) {
      const server = i <= 15 ? a : b;
      const body = { email: `guess${i}@several-processes.test`, password: "Wrong#Guess1" };
      const answer = await call(server, "POST", "/users/login", { ip, body });
      expect(answer.status).toBe(401);
      expect(answer.headers.get("x-ratelimit-remaining")).toBe(String(30 - i));
    }
    for (const server of [a, b]) {
      const refused = await call(server, "POST", "/users/login", { ip, body: ADMIN });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({
        error: AUTH_MESSAGES.tooManyFromIp,
        message: AUTH_MESSAGES.tooManyFromIp,
      });
    }
    // Another client behind the same balancer still signs in.
    const other = await call(b, "POST", "/users/login", { ip: "203.0.113.21", body: ADMIN });
    expect(other.status).toBe(200);
  });

  it("the per-account failure limit counts failures on both processes together", async () => {
    const customer = await createCustomer(a);
    const ip = "203.0.113.30";
    const wrong = { email: customer.email, password: "Wrong#Guess1" };
    for (const server of [a, a, a, b, b]) {
      expect((await call(server, "POST", "/users/login", { ip, body: wrong })).status).toBe(401);
    }
    const right = { email: customer.email, password: customer.idnumber };
    for (const server of [b, a]) {
      const refused = await call(server, "POST", "/users/login", { ip, body: right });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(AUTH_MESSAGES.tooManyForAccount);
    }
  });

  it("a line edited through one process is seen fresh through the other; a stale edit is refused", async () => {
    const { customer, repairId } = await createRepair();
    const read = async (server: ServerProcess) => {
      const path = `/repairs/get-customer-repairs/${customer.idnumber}`;
      const list = await call(server, "GET", path, { ip: "203.0.113.40", cookie: adminCookie });
      expect(list.status).toBe(200);
      const record = (list.body as unknown as RepairRequestRecord[]).find((r) => r.id === repairId);
      const line = record?.products[0];
      if (!record || !line) throw new Error(`repair ${repairId} not listed`);
      return { record, line };
    };
    const before = await read(b);
    const edit = (state: string, workshopLog: string) => ({
      currentLocation: before.record.currentLocation,
      repair_lines: [
        {
          repairlineid: before.line.repairlineid,
          state,
          problemDescription: before.line.problemDescription,
          workshopLog,
          version: before.line.version,
        },
      ],
    });
    const path = `/repairs/update-repair/${repairId}`;
    const options = { ip: "203.0.113.40", cookie: adminCookie };

    const saved = await call(a, "PUT", path, {
      ...options,
      body: edit("in-progress", "On the bench"),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);

    const seen = await read(b);
    expect(seen.line.state).toBe("in-progress");
    expect(seen.line.version).toBe(before.line.version + 1);
    expect(seen.line.workshopLog.map((entry) => entry.message)).toContain("On the bench");

    const stale = await call(b, "PUT", path, { ...options, body: edit("completed", "Done") });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(API_MESSAGES.staleEdit);
    expect((await read(a)).line.state).toBe("in-progress");
  });

  /** A customer made by the admin through process `server`; their password is their id. */
  async function createCustomer(server: ServerProcess) {
    const idnumber = String(randomInt(1e12, 1e13 - 1)).padStart(13, "1");
    const email = `customer.${idnumber}@several-processes.test`;
    const answer = await call(server, "POST", "/users/create", {
      ip: "203.0.113.40",
      cookie: adminCookie,
      body: {
        idnumber,
        name: "Sipho",
        surname: "Dlamini",
        cellphone: "082 555 0142",
        email,
        password: idnumber,
        role: "customer",
        address: "3 Loop Street",
        city: "Cape Town",
        province: "Western Cape",
        postalcode: 8001,
        issouthafrican: 1,
        country: "South Africa",
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return { idnumber, email };
  }

  /** A customer (made on A), their custom piece (made on B) and a repair of it (raised on A). */
  async function createRepair() {
    const options = { ip: "203.0.113.40", cookie: adminCookie };
    const customer = await createCustomer(a);
    const types = await call(b, "GET", "/products/product-types", options);
    const custom = (types.body.data as { producttypeid: number; name: string }[]).find(
      (type) => type.name === "Custom",
    );
    const serialno = `SP-${customer.idnumber}`;
    const product = await call(b, "POST", "/products/create", {
      ...options,
      body: {
        serialno,
        producttypeid: custom?.producttypeid,
        colourid: null,
        sizeid: null,
        customerid: customer.idnumber,
        customcolour: "Oxblood",
        customsize: "Made to measure",
        description: "A camera strap",
      },
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const repair = await call(a, "POST", "/repairs/create", {
      ...options,
      body: {
        customeridnumber: customer.idnumber,
        current_location: "At home in Durban",
        repairlines: [{ serialno, problemdescription: "The buckle came loose" }],
      },
    });
    expect(repair.status, JSON.stringify(repair.body)).toBe(201);
    return { customer, repairId: repair.body.repairid as number };
  }
});
