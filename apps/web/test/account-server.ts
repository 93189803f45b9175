import type { AccountDetails, AccountSession } from "@lo/domain";
import { recordRequests, type RecordedCall } from "./recording-server";
import { CUSTOMER } from "./render";

/** The details GET /account gives for the test CUSTOMER. */
export const DETAILS: AccountDetails = {
  idnumber: CUSTOMER.idnumber,
  name: CUSTOMER.name,
  surname: CUSTOMER.surname,
  email: CUSTOMER.email,
  cellphone: "082 555 1234",
  issouthafrican: true,
  address: "12 Long Street",
  city: "Cape Town",
  province: "Western Cape",
  postalcode: 8001,
  country: "South Africa",
  pendingEmail: null,
};

/** The sessions GET /account/sessions lists unless a test gives its own: this one first. */
export const SESSIONS: AccountSession[] = [
  {
    id: "this-one",
    browser: "Chrome 131",
    system: "Windows 10",
    ip: "198.51.100.7",
    startedAt: "2026-03-02T08:15:00.000Z",
    lastSeenAt: "2026-03-05T09:40:00.000Z",
    current: true,
  },
  {
    id: "the-phone",
    browser: "Safari 17",
    system: "iOS 17",
    ip: "203.0.113.24",
    startedAt: "2026-02-20T17:05:00.000Z",
    lastSeenAt: "2026-03-04T19:30:00.000Z",
    current: false,
  },
];

type Answer = { status: number; body?: unknown };

export type AccountServerOptions = {
  details?: Partial<AccountDetails>;
  statusMails?: boolean;
  sessions?: AccountSession[];
  /** Answers a call before the server's own handling does (a failure, a refusal). */
  override?: (call: RecordedCall) => Answer | undefined;
};

/**
 * The account calls as the server answers them, kept in memory: the details and the pending
 * e-mail, the mail choice, the password and the sessions. Every request is recorded.
 */
export function accountServer(options: AccountServerOptions = {}) {
  let details: AccountDetails = { ...DETAILS, ...options.details };
  let statusMails = options.statusMails ?? true;
  let sessions = options.sessions ?? SESSIONS;
  let signInMails = true;
  const answer = (call: RecordedCall): Answer => {
    const overridden = options.override?.(call);
    if (overridden) return overridden;
    const path = call.url.pathname.replace("/lifetime-outfitter", "");
    const body = call.body as Record<string, unknown> | undefined;
    if (path === "/account" && call.method === "GET") return { status: 200, body: details };
    if (path === "/account" && call.method === "PUT") {
      const email = String(body?.email);
      const { email: _email, ...rest } = body ?? {};
      details = {
        ...details,
        ...(rest as Partial<AccountDetails>),
        cellphone: (rest.cellphone as string) || null,
        pendingEmail: email === details.email ? details.pendingEmail : email,
      };
      return { status: 200, body: { message: "Your details have been saved.", ...details } };
    }
    if (path === "/account/pending-email" && call.method === "DELETE") {
      details = { ...details, pendingEmail: null };
      const message = "The change of your e-mail address is cancelled.";
      return { status: 200, body: { message, ...details } };
    }
    if (path === "/account/notifications") {
      if (call.method === "PUT") {
        statusMails = Boolean(body?.statusMails);
        if (typeof body?.signInMails === "boolean") signInMails = body.signInMails;
      }
      return { status: 200, body: { statusMails, signInMails } };
    }
    if (path === "/account/second-factor" && call.method === "GET") {
      return { status: 200, body: { totp: true, recoveryCodesLeft: 10 } };
    }
    if (path === "/account/passkeys" && call.method === "GET") {
      return { status: 200, body: { passkeys: [] } };
    }
    if (path === "/account/sessions" && call.method === "GET") {
      return { status: 200, body: { sessions } };
    }
    if (path === "/account/sessions/end-others") {
      sessions = sessions.filter((session) => session.current);
      return { status: 200, body: { message: "You have been signed out everywhere else." } };
    }
    const ended = /^\/account\/sessions\/([^/]+)\/end$/.exec(path)?.[1];
    if (ended !== undefined && call.method === "POST") {
      const left = sessions.filter((session) => session.id !== decodeURIComponent(ended));
      if (left.length === sessions.length) {
        const message = "That session was not found: it may have ended already.";
        return { status: 404, body: { error: message, message } };
      }
      sessions = left;
      return { status: 200, body: { message: "That session has ended." } };
    }
    if (path.startsWith("/users/reset-password/")) {
      return { status: 200, body: { message: "Password updated successfully" } };
    }
    if (path === "/users/me") {
      const { idnumber, email, name, surname } = details;
      return { status: 200, body: { ...CUSTOMER, idnumber, email, name, surname } };
    }
    return { status: 404, body: { error: "The requested resource was not found." } };
  };
  const recorded = recordRequests(answer);
  return {
    ...recorded,
    /** The calls of one method and path (without the API prefix). */
    callsTo: (method: string, path: string) =>
      recorded.calls.filter(
        (call) => call.method === method && call.url.pathname === `/lifetime-outfitter${path}`,
      ),
  };
}
