import {
  FAILED_MAIL_PAGE_SIZE,
  failedMailListQuerySchema,
  failedMailListResponseSchema,
  MAIL_MESSAGES,
  mailIdParamsSchema,
  messageResponseSchema,
} from "@lo/domain";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { outboxMails, users } from "../db/schema";
import { conflict, notFound } from "../errors";
import { routeOptions } from "../http/route-options";

const failed = eq(outboxMails.state, "failed");

/**
 * Mails that could not be delivered (admin): the list, newest failure first, and retry, which
 * puts one back in the queue with a fresh day of tries.
 */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/mail/failed",
    routeOptions("admin", "mail", "Mails that could not be delivered, newest first", {
      querystring: failedMailListQuerySchema,
      response: { 200: failedMailListResponseSchema },
    }),
    async (request) => {
      const limit = request.query.limit ?? FAILED_MAIL_PAGE_SIZE;
      const offset = request.query.offset ?? 0;
      const [rows, [totals]] = await Promise.all([
        app.db
          .select({
            id: outboxMails.id,
            subject: outboxMails.subject,
            kind: outboxMails.kind,
            to: sql<string | null>`coalesce(${outboxMails.toAddress}, ${users.email})`,
            attempts: outboxMails.attempts,
            reason: outboxMails.lastError,
            createdAt: outboxMails.createdAt,
            failedAt: outboxMails.updatedAt,
          })
          .from(outboxMails)
          .leftJoin(users, eq(users.idnumber, outboxMails.customerIdnumber))
          .where(failed)
          .orderBy(desc(outboxMails.updatedAt), desc(outboxMails.id))
          .limit(limit)
          .offset(offset),
        app.db.select({ total: count() }).from(outboxMails).where(failed),
      ]);
      return {
        data: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          failedAt: row.failedAt.toISOString(),
        })),
        total: totals?.total ?? 0,
      };
    },
  );

  app.post(
    "/admin/mail/:id/retry",
    routeOptions("admin", "mail", "Send a failed mail again", {
      params: mailIdParamsSchema,
      response: { 200: messageResponseSchema },
    }),
    async (request) => {
      const [retried] = await app.db
        .update(outboxMails)
        .set({ state: "pending", attempts: 0, dueAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(outboxMails.id, request.params.id), failed))
        .returning({ id: outboxMails.id });
      if (retried) return { message: MAIL_MESSAGES.retryQueued };
      const [exists] = await app.db
        .select({ id: outboxMails.id })
        .from(outboxMails)
        .where(eq(outboxMails.id, request.params.id));
      throw exists ? conflict(MAIL_MESSAGES.notFailed) : notFound(MAIL_MESSAGES.mailNotFound);
    },
  );
};
