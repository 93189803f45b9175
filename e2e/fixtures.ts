import {
  test as base,
  expect,
  request,
  type APIRequestContext,
  type APIResponse,
  type Page,
} from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pendingFactor, proveAdminFactor } from "./admin-factor";
import { AxeWatcher } from "./axe";

export { expectAccessible, scanPage, describeViolations } from "./axe";

const serverDir = path.resolve(import.meta.dirname, "../apps/server");
/** The built server, as production runs it (decision 042); scripts/e2e.mjs builds it first. */
const serverMain = path.join(serverDir, "dist/main.js");

export const ADMIN_EMAIL = "admin@e2e.lifetime-outfitter.test";
export const ADMIN_PASSWORD = "Workshop#2025";
export const API = "/lifetime-outfitter";

export type Shop = {
  url: string;
  /** Everything the server printed so far. */
  output: () => string;
  stop: () => Promise<void>;
};

/** How long a server may take to say where it runs: a busy machine makes it slow. */
const START_TIMEOUT_MS = 120_000;
/** The timeout of a fixture (or hook) that starts a server. */
export const SERVER_FIXTURE_TIMEOUT = START_TIMEOUT_MS + 30_000;
/** Set by e2e/global-setup.ts: a migrated data directory with the admin, made once a run. */
export const TEMPLATE_DATA_DIR = "LO_E2E_TEMPLATE_DATA_DIR";

/**
 * Starts the real server (the built `dist/main.js`) on a free port with a fresh embedded
 * database, as `npm start` does, and resolves once it says where it is running. A server
 * with the usual admin and no arguments starts from a copy of the run's migrated template
 * (its own copy: nothing is shared), which spares it the migrations.
 */
export async function startShop(
  options: {
    adminPassword?: string | null;
    env?: Record<string, string>;
    /** More arguments for the server, e.g. `--demo` (the demo customers and repairs). */
    args?: string[];
  } = {},
): Promise<Shop> {
  if (!existsSync(serverMain)) {
    throw new Error(`The server is not built (${serverMain}): run npm run build.`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), "lo-e2e-"));
  const adminPassword =
    options.adminPassword === undefined ? ADMIN_PASSWORD : options.adminPassword;
  const template = process.env[TEMPLATE_DATA_DIR];
  if (template && adminPassword === ADMIN_PASSWORD && !options.args?.length) {
    cpSync(template, dataDir, { recursive: true });
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: "0",
    DATA_DIR: dataDir,
    ADMIN_EMAIL,
    NODE_ENV: "production",
    ...options.env,
  };
  delete env.DATABASE_URL;
  delete env.API_KEY;
  if (adminPassword) env.ADMIN_PASSWORD = adminPassword;
  else delete env.ADMIN_PASSWORD;

  const child: ChildProcess = spawn(
    process.execPath,
    ["--enable-source-maps", serverMain, ...(options.args ?? [])],
    {
      cwd: serverDir,
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      // A server that never said where it runs is stopped, not left behind for ever.
      child.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`Server did not start:\n${output}`));
    }, START_TIMEOUT_MS);
    const check = () => {
      const match = output.match(/running at (http:\/\/[^\s]+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace(/\/$/, ""));
      }
    };
    child.stdout?.on("data", check);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with ${code}:\n${output}`));
    });
  });

  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * An API client signed in as the given account (cookies kept in the context); an admin's
 * second factor proved with the run's passkey (e2e/admin-factor.ts).
 */
export async function signedInApi(
  baseURL: string,
  email: string,
  password: string,
): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL });
  const response = await api.post(`${API}/users/login`, {
    data: { email, password },
  });
  expect(response.ok(), await response.text()).toBeTruthy();
  const pending = pendingFactor(await response.json());
  if (pending) await proveAdminFactor(api, baseURL, pending);
  return api;
}

let counter = 0;
/** A value unique across workers and runs, for ids, e-mails and serial numbers. */
export function unique(prefix = ""): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
}

/** A unique 13-digit South African style ID number. */
export function uniqueSouthAfricanId(): string {
  counter += 1;
  const digits = `${Date.now()}${process.pid}${counter}`.replace(/\D/g, "");
  return digits.slice(-13).padStart(13, "9");
}

/**
 * Fills in the login form and submits it; the admin unless someone else is named. An admin's
 * second factor is then proved for this browser's session with the run's passkey, as from
 * another tab, and the page told the window has focus again, which makes the dialog read the
 * session anew (e2e/admin-factor.ts); sign-in.spec.ts answers the dialog as a person does.
 */
export async function signIn(page: Page, email = ADMIN_EMAIL, password = ADMIN_PASSWORD) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await submitSignIn(page);
}

/** Presses Sign In on the filled-in login form; an admin's second factor as `signIn` says. */
export async function submitSignIn(page: Page) {
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith(`${API}/users/login`) && response.request().method() === "POST",
  );
  await page.getByRole("button", { name: /^(login|sign in)$/i }).click();
  const response = await answer;
  const pending = response.ok() ? pendingFactor(await response.json()) : null;
  if (!pending) return;
  const dialog = page.getByRole("dialog", { name: "Confirm your sign-in" });
  if (pending === "confirm") await expect(dialog).toBeVisible();
  await proveAdminFactor(page.request, new URL(page.url()).origin, pending);
  if (pending === "enrol") {
    await page.reload();
  } else {
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  }
  await expect(dialog).toBeHidden();
}

/** The body of a successful response; a failure stops the test with what the server said. */
export async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return (await response.json()) as T;
}

export type NewCustomer = {
  idnumber: string;
  name: string;
  surname: string;
  email: string;
  cellphone: string;
  address: string;
};

/** A South African customer through the real API; their first password is their ID number. */
export async function createCustomer(
  adminApi: APIRequestContext,
  fields: Partial<Omit<NewCustomer, "idnumber">> = {},
): Promise<NewCustomer> {
  const idnumber = uniqueSouthAfricanId();
  const customer: NewCustomer = {
    idnumber,
    name: "Lindiwe",
    surname: unique("Dube"),
    email: `${unique("lindiwe")}@example.com`,
    cellphone: "0821234567",
    address: "12 Long Street",
    ...fields,
  };
  const response = await adminApi.post(`${API}/users/create`, {
    data: {
      ...customer,
      password: idnumber,
      role: "customer",
      city: "Cape Town",
      province: "Western Cape",
      postalcode: 8001,
      issouthafrican: 1,
      country: "South Africa",
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return customer;
}

export type ProductType = { producttypeid: number; name: string };

export async function productTypes(adminApi: APIRequestContext): Promise<ProductType[]> {
  const { data } = await ok<{ data: ProductType[] }>(
    await adminApi.get(`${API}/products/product-types`),
  );
  return data;
}

/** A regular product in its type's first colour and size, through the real API. */
export async function createProduct(
  adminApi: APIRequestContext,
  product: { serialno: string; producttypeid: number; customerid: string },
) {
  const attributes = await ok<{ colors: { colourid: number }[]; sizes: { sizeid: number }[] }>(
    await adminApi.get(`${API}/products/product-attributes/${product.producttypeid}`),
  );
  const response = await adminApi.post(`${API}/products/create`, {
    data: {
      ...product,
      colourid: attributes.colors[0]?.colourid,
      sizeid: attributes.sizes[0]?.sizeid,
      customcolour: null,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

type WorkerFixtures = { shop: Shop };
type TestFixtures = { adminApi: APIRequestContext; axe: AxeWatcher };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  shop: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const shop = await startShop();
      await use(shop);
      await shop.stop();
    },
    { scope: "worker", timeout: SERVER_FIXTURE_TIMEOUT },
  ],
  baseURL: async ({ shop }, use) => {
    await use(shop.url);
  },
  adminApi: async ({ shop }, use) => {
    const api = await signedInApi(shop.url, ADMIN_EMAIL, ADMIN_PASSWORD);
    await use(api);
    await api.dispose();
  },
  // Every page of every test is checked with axe-core (e2e/axe.ts, decision 068): after each
  // navigation settles and once more at the end; a serious or critical violation fails it.
  axe: [
    async ({ browser }, use, testInfo) => {
      const watcher = new AxeWatcher();
      const unpatch = watcher.patch(browser);
      try {
        await use(watcher);
        // A test that already failed is not scanned again; what was found is still told.
        if (testInfo.status === testInfo.expectedStatus) await watcher.finish();
      } finally {
        unpatch();
      }
      watcher.verify();
    },
    { auto: true },
  ],
  context: async ({ context, axe }, use) => {
    axe.attach(context);
    await use(context);
    await axe.finish([context]);
  },
});

export { expect };

/** `test` with a shop of the file's own, started with `options` (its settings, `--demo`). */
export function testWithShop(options: Parameters<typeof startShop>[0]) {
  return test.extend<object, { shop: Shop }>({
    shop: [
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const shop = await startShop(options);
        await use(shop);
        await shop.stop();
      },
      { scope: "worker", timeout: SERVER_FIXTURE_TIMEOUT },
    ],
  });
}
