import { spawn, type ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PLAIN_SESSION_COOKIE } from "../src/identity/sessions";
import { SoftwareAuthenticator } from "./software-authenticator";

const SERVER_DIR = fileURLToPath(new URL("..", import.meta.url));

/** A real server process (src/main.ts through tsx) and what it has printed so far. */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  output: () => string;
  stop: () => Promise<void>;
  /** Sends SIGTERM and resolves with the exit code once the process has ended. */
  terminate: () => Promise<number | null>;
}

/**
 * Starts `node --import tsx src/main.ts` with these variables on a free port and resolves once
 * it prints its address; rejects with everything it printed if it exits first.
 */
export function startServer(env: Record<string, string>, timeoutMs = 90_000) {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      API_KEY: "",
      LOG_LEVEL: "warn",
      WEB_DIST: join(tmpdir(), "lo-test-no-web-dist"),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  const terminate = () => {
    child.kill("SIGTERM");
    return exited;
  };

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const killed = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(killed);
  };

  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`The server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = () => {
      const match = /is running at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      resolve({ base: match[1], output: () => output, stop, terminate });
    };
    child.stdout?.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with code ${code} before it started:\n${output}`));
    });
  });
}

/**
 * One of the server's commands (`scripts/…`) as an owner runs it, with these variables and
 * without the test run's DATABASE_URL unless given: its exit code and what it printed.
 */
export function runScript(script: string, args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _unset, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", script, ...args], {
    cwd: SERVER_DIR,
    env: { ...inherited, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.once("close", (code) => resolve({ code, stdout, stderr })),
  );
}

export interface Answer {
  status: number;
  body: { message?: string; error?: string; [key: string]: unknown };
  headers: Headers;
}

/**
 * A JSON call to a server's API over real HTTP, as a client behind the load balancer at `ip`
 * (the processes trust 127.0.0.1's X-Forwarded-For, as they would trust the balancer's).
 */
export async function call(
  server: ServerProcess,
  method: "GET" | "POST" | "PUT",
  path: string,
  options: { ip: string; cookie?: string; body?: unknown },
): Promise<Answer> {
  const headers: Record<string, string> = { "x-forwarded-for": options.ip };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${server.base}/lifetime-outfitter${path}`, {
    method,
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {}, headers: response.headers };
}

/** The session cookie's pair of a sign-in answer, for the Cookie header (`lo_session=…`: plain http). */
export function sessionCookie(answer: Answer): string {
  const pair = answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .find((cookie) => cookie.startsWith(`${PLAIN_SESSION_COOKIE}=`));
  if (!pair)
    throw new Error(`no session cookie in ${answer.status} ${JSON.stringify(answer.body)}`);
  return pair;
}

/**
 * Proves the second factor of an admin's session on `server` over HTTP, as a person would with
 * a passkey (decision 087): one is added first (the account has none), then used.
 */
export async function proveWithNewPasskey(
  server: ServerProcess,
  options: { ip: string; cookie: string },
): Promise<void> {
  const device = new SoftwareAuthenticator(server.base);
  const start = await call(server, "POST", "/account/passkeys/options", options);
  const { challengeId, options: creation } = start.body as {
    challengeId: string;
    options: { challenge: string; rp: { id?: string } };
  };
  const added = await call(server, "POST", "/account/passkeys", {
    ...options,
    body: { challengeId, name: "Workshop key", response: device.register(creation) },
  });
  if (added.status !== 201) throw new Error(`passkey not added: ${JSON.stringify(added.body)}`);
  const proof = await call(server, "POST", "/users/second-factor/passkey/options", options);
  const request = proof.body as { challengeId: string; options: { challenge: string } };
  const proved = await call(server, "POST", "/users/second-factor/passkey", {
    ...options,
    body: { challengeId: request.challengeId, response: device.assert(request.options) },
  });
  if (proved.status !== 200) throw new Error(`factor not proved: ${JSON.stringify(proved.body)}`);
}
