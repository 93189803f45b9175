import { createHash, randomBytes } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Db } from "../db/client";
import { knownDevices, users } from "../db/schema";
import { requestOrigin } from "../db/security-log";
import { queueMail } from "../mail/outbox";
import { describeAgent } from "./session-list";
import type { SessionUser } from "./sessions";

/** The mail about a sign-in from a device not seen before (auth/new-sign-in-mail.ts). */
export const NEW_SIGN_IN_MAIL = "new-sign-in";

const DEVICE_COOKIE_PLAIN = "lo_device";
const DEVICE_COOKIE_SECURE = "__Host-lo_device";
const DEVICE_COOKIE_DAYS = 400;

const deviceCookieName = (secure: boolean) => (secure ? DEVICE_COOKIE_SECURE : DEVICE_COOKIE_PLAIN);
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * After a sign-in: the browser is known by a long-lived random cookie of its own (only its hash
 * is stored, per person). One not seen before for this person is remembered and, unless it is
 * the account's very first, they are told by mail: always an admin, a customer unless they
 * turned these mails off on /account (decision 084). The cookie is set (or renewed) each time.
 */
export async function noteSignInDevice(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  secure: boolean,
): Promise<void> {
  const name = deviceCookieName(secure);
  const existing = request.cookies[name];
  const token =
    existing && /^[A-Za-z0-9_-]{43}$/.test(existing)
      ? existing
      : randomBytes(32).toString("base64url");
  const deviceHash = hashOf(token);
  await db.transaction(async (tx) => {
    const [{ known } = { known: 0 }] = await tx
      .select({ known: count() })
      .from(knownDevices)
      .where(eq(knownDevices.userIdnumber, user.idnumber));
    const added = await tx
      .insert(knownDevices)
      .values({ userIdnumber: user.idnumber, deviceHash })
      .onConflictDoUpdate({
        target: [knownDevices.userIdnumber, knownDevices.deviceHash],
        set: { lastSeenAt: sql`now()` },
      })
      .returning({ new: sql<boolean>`xmax = 0` });
    if (!added[0]?.new || known === 0) return;
    const [choice] = await tx
      .select({ signInMails: users.signInMails })
      .from(users)
      .where(eq(users.idnumber, user.idnumber));
    if (user.role !== "admin" && !choice?.signInMails) return;
    const { ip, userAgent } = requestOrigin(request);
    const { browser, system } = describeAgent(userAgent);
    await queueMail(tx, {
      kind: NEW_SIGN_IN_MAIL,
      customerIdnumber: user.idnumber,
      payload: { at: new Date().toISOString(), ip, browser, system },
    });
  });
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: DEVICE_COOKIE_DAYS * 24 * 3600,
  });
}
