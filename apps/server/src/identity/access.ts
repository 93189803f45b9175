import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preValidationHookHandler,
  RouteOptions,
} from "fastify";
import { recordSecurity } from "../db/security-log";
import { forbidden, MESSAGES, notFound, unauthorized } from "../errors";
import { requireRecentConfirmation, type ConfirmRecent } from "./confirm-identity";
import { loadAuth } from "./load-auth";
import { secondFactorPending } from "./second-factor-state";
import type { SessionUser } from "./sessions";

/**
 * Who may call a route. Every route under the API prefix must declare one in
 * `config.access`; the server refuses to start otherwise.
 *
 * - 'public': anyone.
 * - 'signedIn': any signed-in user (admin or customer).
 * - 'admin': admins only; others get 403.
 * - 'customer': customers only (their own account's settings); an admin gets 403.
 * - { own: 'id' }: the person named by that path parameter (a customer for their own id
 *   number, an admin for anyone); a customer naming someone else gets 404.
 * - { ownBody: 'customeridnumber' }: the same, for a field of the JSON body.
 */
export type Access =
  "public" | "signedIn" | "admin" | "customer" | { own: string } | { ownBody: string };

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * Lets a session whose password change is pending (passwordflag 0) through. Only for
     * reading one's own user, logging out and setting one's own password.
     */
    allowPendingPasswordChange?: boolean;
    /**
     * Lets an admin's session that has not proved its second factor through (decision 087).
     * Only for reading one's own user, proving a factor and setting up the first one.
     */
    allowPendingSecondFactor?: boolean;
    /**
     * Lets a state-changing request through whatever its Origin or Sec-Fetch-Site says. Only
     * for the one-click opt-out, which a mail provider posts from its own servers (RFC 8058)
     * and which needs nothing but the secret token in its address.
     */
    crossSiteAllowed?: boolean;
    /**
     * A file the browser downloads through a plain link (the CSV exports), which cannot send
     * the `x-api-key` header: the session (an admin's) is what admits it.
     */
    downloadLink?: boolean;
    /**
     * The call needs the person to have proved it is them (password, code or passkey) within
     * the last 15 minutes (decision 088): always, or when the function says so.
     */
    confirmRecent?: ConfirmRecent;
  }
}

export function isAdmin(user: SessionUser): boolean {
  return user.role === "admin";
}

/** A customer may see only their own data; an admin may see anyone's. */
export function canAccessPerson(user: SessionUser, idnumber: unknown): boolean {
  return isAdmin(user) || (typeof idnumber === "string" && idnumber === user.idnumber);
}

/** The signed-in user of a route that declared a signed-in access level. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.auth) throw unauthorized();
  return request.auth.user;
}

function field(source: unknown, name: string): unknown {
  return source !== null && typeof source === "object"
    ? (source as Record<string, unknown>)[name]
    : undefined;
}

export function accessHook(
  access: Access,
  allowPendingPasswordChange = false,
  allowPendingSecondFactor = false,
  confirmRecent?: ConfirmRecent,
) {
  const checkRole = roleCheck(access, allowPendingPasswordChange, allowPendingSecondFactor);
  return async function checkAccess(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await checkRole(request, reply);
    // Only once the caller may make the call at all: a fresh proof that it is them.
    if (confirmRecent && request.auth) {
      await requireRecentConfirmation(request, request.auth, confirmRecent);
    }
  };
}

function roleCheck(
  access: Access,
  allowPendingPasswordChange: boolean,
  allowPendingSecondFactor: boolean,
) {
  return async function checkRole(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (access === "public") return;
    const auth = await loadAuth(request, reply);
    if (!auth) throw unauthorized();
    const { user } = auth;
    if (user.passwordflag === 0 && !allowPendingPasswordChange) {
      throw forbidden(MESSAGES.passwordChangePending);
    }
    if (secondFactorPending(auth) && !allowPendingSecondFactor) {
      throw forbidden(MESSAGES.secondFactorPending);
    }
    if (access === "signedIn") return;
    if (access === "admin") {
      if (!isAdmin(user)) {
        // A customer calling the workshop's routes: worth a line in the security log.
        await recordSecurity(request.server.db, request, {
          event: "admin-route-refused",
          userIdnumber: user.idnumber,
          details: { method: request.method, route: request.routeOptions.url },
        });
        throw forbidden();
      }
      return;
    }
    if (access === "customer") {
      if (isAdmin(user)) throw forbidden();
      return;
    }
    const idnumber =
      "own" in access ? field(request.params, access.own) : field(request.body, access.ownBody);
    // 404 rather than 403: a customer must not learn whether someone else's data exists.
    if (!canAccessPerson(user, idnumber)) throw notFound();
  };
}

export const API_PREFIX = "/lifetime-outfitter";

/**
 * Attaches the declared access check to every API route as its first preValidation hook, so
 * it runs before the body is validated (a visitor learns nothing about the payload rules).
 */
export function registerAccessControl(app: FastifyInstance): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = route.config?.access;
    if (access === undefined) {
      throw new Error(
        `Route ${String(route.method)} ${route.url} must declare its access in config.access ` +
          `('public', 'signedIn', 'admin', 'customer', { own: 'param' } or { ownBody: 'field' })`,
      );
    }
    if (access === "public") return;
    const hook = accessHook(
      access,
      route.config?.allowPendingPasswordChange === true,
      route.config?.allowPendingSecondFactor === true,
      route.config?.confirmRecent,
    );
    const existing: preValidationHookHandler[] = route.preValidation
      ? ([] as preValidationHookHandler[]).concat(route.preValidation)
      : [];
    route.preValidation = [hook as preValidationHookHandler, ...existing];
  });
}
