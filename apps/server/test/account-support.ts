import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { outboxMails, users } from "../src/db/schema";
import type { CreatedUser } from "./factories";
import { JSON_HEADERS, type TestApp } from "./helpers";

// Shared by the account tests: the calls of /account as the web page makes them.

export type Method = "GET" | "PUT" | "POST" | "DELETE";

export function accountCall(
  t: TestApp,
  method: Method,
  url: string,
  options: { cookie?: string; payload?: unknown; remoteAddress?: string } = {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/lifetime-outfitter${url}`,
    headers: {
      ...(options.payload === undefined ? {} : JSON_HEADERS),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
}

/** The PUT /account body of a factory-made customer, with changes. */
export function detailsOf(created: CreatedUser, changes: Record<string, unknown> = {}) {
  const { user } = created;
  return {
    name: user.name,
    surname: user.surname,
    email: user.email,
    cellphone: user.cellphone,
    address: user.street,
    city: user.city,
    province: user.province,
    postalcode: user.postalCode,
    country: user.country,
    // Needed only to start an e-mail change; ignored otherwise.
    currentPassword: created.password,
    ...changes,
  };
}

export async function storedUser(t: TestApp, idnumber: string) {
  const [row] = await t.db.select().from(users).where(eq(users.idnumber, idnumber));
  if (!row) throw new Error(`user ${idnumber} vanished`);
  return row;
}

export async function outboxOf(t: TestApp, idnumber: string) {
  return t.db.select().from(outboxMails).where(eq(outboxMails.customerIdnumber, idnumber));
}

/** POST /account/email-confirmations/{token}, as the confirm page does it (no session). */
export function confirmEmail(t: TestApp, token: string, remoteAddress?: string) {
  return accountCall(t, "POST", `/account/email-confirmations/${encodeURIComponent(token)}`, {
    remoteAddress: remoteAddress ?? `198.51.100.${Math.floor(Math.random() * 250) + 1}`,
  });
}

/** The token of the confirm-email link in a mail's text. */
export function confirmTokenIn(text: string | undefined): string {
  const match = /\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(text ?? "");
  if (!match?.[1]) throw new Error(`No confirm-email link in:\n${text}`);
  return match[1];
}
