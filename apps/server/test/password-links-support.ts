import { randomInt } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, expect } from "vitest";
import { linkTokens, users } from "../src/db/schema";
import { sessionCookieOf, signInAs, uniqueEmail, uniqueIdnumber } from "./factories";
import { createTestApp, JSON_HEADERS, type TestApp } from "./helpers";
import { deliverAll, startTestSmtp, type TestSmtp } from "./mail-support";

// The password links end to end: the app, a real SMTP server, and the helpers to read a mail
// and follow its link as a person would.

export const API = "/lifetime-outfitter";
export const NOT_LIVE = {
  error: "This link has expired or has already been used.",
  message: "This link has expired or has already been used.",
};
export const FORGOT_ANSWER = {
  message: "If an account exists for that address, we have sent a link to reset its password.",
};
export const NEW_PASSWORD = "Bridle#Leather7";

export interface Suite {
  t: TestApp;
  smtp: TestSmtp;
  admin: Awaited<ReturnType<typeof signInAs>>;
}

export async function startSuite(): Promise<Suite> {
  const t = await createTestApp();
  const smtp = await startTestSmtp();
  const admin = await signInAs(t.app, t.db, "admin");
  return { t, smtp, admin };
}

export async function stopSuite(suite: Suite): Promise<void> {
  await suite.smtp.close();
  await suite.t.close();
}

/** The test file's suite: started before its first test, stopped after its last. */
export function useSuite(): Suite {
  const suite = {} as Suite;
  beforeAll(async () => {
    Object.assign(suite, await startSuite());
  });
  afterAll(() => stopSuite(suite));
  return suite;
}

/** A client address of its own, so per-IP limits of one test never touch another's. */
export function freshIp(): string {
  return `203.0.${randomInt(256)}.${randomInt(1, 255)}`;
}

export interface CallOptions {
  cookie?: string | undefined;
  payload?: unknown;
  ip?: string;
}

export function call(
  t: TestApp,
  method: "GET" | "POST" | "PUT",
  url: string,
  { cookie, payload, ip = freshIp() }: CallOptions = {},
) {
  return t.app.inject({
    method,
    url: `${API}${url}`,
    remoteAddress: ip,
    headers: { ...(payload === undefined ? {} : JSON_HEADERS), ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

/** A customer made as the admin makes one (which invites them): their ID number and e-mail. */
export async function createCustomerByApi(
  { t, admin }: Pick<Suite, "t" | "admin">,
  name = "Naledi",
  { idnumber = uniqueIdnumber(), foreign = false } = {},
): Promise<{ idnumber: string; email: string }> {
  const email = uniqueEmail("invited");
  const created = await call(t, "POST", "/users/create", {
    cookie: admin.cookie,
    payload: {
      idnumber,
      name,
      surname: "Khumalo",
      cellphone: "082 000 1111",
      email,
      password: idnumber,
      role: "customer",
      address: "",
      city: "",
      province: "",
      postalcode: null,
      issouthafrican: foreign ? 0 : 1,
      country: foreign ? "Lesotho" : "South Africa",
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { idnumber, email };
}

/** Sends what is due and answers the mails that reached `to` so far, oldest first. */
export async function mailsTo({ t, smtp }: Suite, to: string): Promise<ParsedMail[]> {
  await deliverAll(t, smtp);
  return smtp.mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(to));
}

/** The one new mail to `to` since `seen` mails. */
export async function newMailTo(suite: Suite, to: string, seen = 0): Promise<ParsedMail> {
  const mails = await mailsTo(suite, to);
  expect(mails, `mails to ${to}`).toHaveLength(seen + 1);
  return mails[seen] as ParsedMail;
}

/** The token of the set-password link in a mail (its text part). */
export function tokenIn(mail: ParsedMail): string {
  const match = /\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? "");
  if (!match?.[1]) throw new Error(`no set-password link in: ${mail.text ?? ""}`);
  return match[1];
}

export { sessionCookieOf };

export async function userRow(t: TestApp, idnumber: string) {
  const [row] = await t.db.select().from(users).where(eq(users.idnumber, idnumber));
  if (!row) throw new Error(`no user ${idnumber}`);
  return row;
}

/** The person's password links (invitations and resets), oldest first. */
export async function passwordLinksOf(t: TestApp, idnumber: string) {
  const rows = await t.db
    .select()
    .from(linkTokens)
    .where(and(eq(linkTokens.userIdnumber, idnumber)));
  return rows
    .filter((row) => row.purpose === "invitation" || row.purpose === "reset")
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
