import { eq, sql } from "drizzle-orm";
import {
  loginResponseSchema,
  loginSchema,
  resetPasswordPayloadSchema,
  userRecordSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { users } from "../db/schema";
import {
  badRequest,
  forbidden,
  MESSAGES,
  notFound,
  tooManyRequests,
  unauthorized,
  validationError,
} from "../errors";
import { currentUser, isAdmin } from "../identity/access";
import {
  clearLoginFailures,
  isAccountThrottled,
  PER_ACCOUNT_MESSAGE,
  PER_IP_MESSAGE,
  recordLoginFailure,
} from "./login-throttle";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../identity/passwords";
import {
  clearSessionCookie,
  createSession,
  deleteAllSessions,
  deleteOtherSessions,
  deleteSession,
  hashToken,
  SESSION_COOKIE,
  sessionUserColumns,
  setSessionCookie,
  toSessionUser,
} from "../identity/sessions";

export const AUTH_MESSAGES = {
  loginSuccessful: "Login successful",
  invalidCredentials: "Invalid email or password.",
  loggedOut: "Logged out",
  passwordUpdated: "Password updated successfully",
  passwordReset: "Password reset successfully",
  passwordIsIdNumber: "Your new password must not be your ID number.",
  ownFlagMustBeOne: "To set your own password, send passwordflag 1.",
  resetFlagMustBeZero: "A customer's password is reset with passwordflag 0.",
  resetPasswordMustBeId: "A reset password must be the customer's ID number.",
} as const;

const messageSchema = z.object({ message: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/login",
    {
      config: {
        access: "public",
        rateLimit: {
          max: 30,
          timeWindow: "1 minute",
          errorResponseBuilder: () => tooManyRequests(PER_IP_MESSAGE),
        },
      },
      schema: {
        tags: ["users"],
        summary: "Sign in; sets the lo_session cookie",
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request, reply) => {
      const { db, config } = app;
      const { email, password } = request.body;
      const emailLower = email.toLowerCase();
      const ip = request.ip;

      if (await isAccountThrottled(db, emailLower, ip)) {
        throw tooManyRequests(PER_ACCOUNT_MESSAGE);
      }

      const [user] = await db
        .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(sql`lower(${users.email})`, emailLower))
        .limit(1);
      // Unknown e-mail and wrong password take the same time and get the same answer.
      const passwordMatches = user
        ? await verifyPassword(user.passwordHash, password)
        : await verifyAgainstDummy(password);
      if (!user || !passwordMatches) {
        await recordLoginFailure(db, emailLower, ip);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }

      await clearLoginFailures(db, emailLower, ip);
      // A sign-in replaces whatever session this browser had, never adds to it.
      const previous = request.cookies[SESSION_COOKIE];
      if (previous) await deleteSession(db, hashToken(previous));
      const session = await createSession(db, user.idnumber);
      setSessionCookie(reply, session.token, session.expiresAt, config.cookieSecure);
      return { message: AUTH_MESSAGES.loginSuccessful, ...toSessionUser(user) };
    },
  );

  app.post(
    "/users/logout",
    {
      config: { access: "public" },
      schema: {
        tags: ["users"],
        summary: "Sign out: ends the session and clears the cookie",
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await deleteSession(app.db, hashToken(token));
      clearSessionCookie(reply, app.config.cookieSecure);
      return { message: AUTH_MESSAGES.loggedOut };
    },
  );

  app.get(
    "/users/me",
    {
      config: { access: "signedIn", allowPendingPasswordChange: true },
      schema: {
        tags: ["users"],
        summary: "The signed-in user",
        response: { 200: userRecordSchema },
      },
    },
    async (request) => currentUser(request),
  );

  app.put(
    "/users/reset-password/:id",
    {
      config: { access: { own: "id" }, allowPendingPasswordChange: true },
      schema: {
        tags: ["users"],
        summary:
          "Own id: set your own password (passwordflag 1). Admin on a customer: reset it to their ID number (passwordflag 0)",
        params: z.object({ id: z.string() }),
        body: resetPasswordPayloadSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      const { db } = app;
      const auth = request.auth;
      if (!auth) throw unauthorized();
      const user = auth.user;
      const { id } = request.params;
      const { password, passwordflag } = request.body;

      if (id === user.idnumber) {
        if (passwordflag !== 1) throw badRequest(AUTH_MESSAGES.ownFlagMustBeOne);
        // The schema has already checked every password rule when the flag is 1.
        const newPassword = password ?? "";
        if (newPassword === user.idnumber) {
          throw validationError([{ path: "password", message: AUTH_MESSAGES.passwordIsIdNumber }]);
        }
        // Hashed before the transaction: argon2 is slow and holds no lock.
        const passwordHash = await hashPassword(newPassword);
        // One transaction: a new password never stands while the old one's sessions live on.
        await db.transaction(async (tx) => {
          await tx
            .update(users)
            .set({ passwordHash, passwordFlag: 1, updatedAt: new Date() })
            .where(eq(users.idnumber, user.idnumber));
          // Whoever else held a session with the old password is signed out; this one stays.
          await deleteOtherSessions(tx, user.idnumber, auth.tokenHash);
        });
        return { message: AUTH_MESSAGES.passwordUpdated };
      }

      // Only an admin gets here (the access check answered 404 to anyone else).
      if (!isAdmin(user)) throw notFound();
      if (user.passwordflag === 0) throw forbidden(MESSAGES.passwordChangePending);
      const [target] = await db
        .select({ idnumber: users.idnumber, role: users.role })
        .from(users)
        .where(eq(users.idnumber, id))
        .limit(1);
      if (!target || target.role === "admin") throw notFound();
      if (passwordflag !== 0) throw badRequest(AUTH_MESSAGES.resetFlagMustBeZero);
      if (password !== undefined && password !== target.idnumber) {
        throw validationError([{ path: "password", message: AUTH_MESSAGES.resetPasswordMustBeId }]);
      }
      const passwordHash = await hashPassword(target.idnumber);
      // One transaction: the reset and the end of every session of the customer, or neither.
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, passwordFlag: 0, updatedAt: new Date() })
          .where(eq(users.idnumber, target.idnumber));
        await deleteAllSessions(tx, target.idnumber);
      });
      return { message: AUTH_MESSAGES.passwordReset };
    },
  );
};
