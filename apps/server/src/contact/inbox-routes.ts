import {
  adminMessagesQuerySchema,
  adminMessagesResponseSchema,
  CONTACT_MESSAGE_UPDATE_MESSAGES,
  contactMessageIdParamsSchema,
  contactMessageRecordSchema,
  contactMessageUpdateSchema,
  unreadMessagesResponseSchema,
} from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { orNotFound } from "../errors";
import { routeOptions } from "../http/route-options";
import { listMessages, unreadMessageCount, updateMessage } from "./inbox";

/**
 * The contact inbox (admin): /admin/messages, /admin/messages/unread-count and
 * PATCH /admin/messages/:id. See docs/api.md.
 */
export const contactInboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/admin/messages",
    routeOptions(
      "admin",
      "messages",
      "Contact messages, newest first: the inbox, its unread ones or the archive, searched and paged",
      { querystring: adminMessagesQuerySchema, response: { 200: adminMessagesResponseSchema } },
    ),
    async (request) => listMessages(app.db, request.query),
  );

  app.get(
    "/admin/messages/unread-count",
    routeOptions("admin", "messages", "How many messages in the inbox nobody has opened", {
      response: { 200: unreadMessagesResponseSchema },
    }),
    async () => ({ unread: await unreadMessageCount(app.db) }),
  );

  app.patch(
    "/admin/messages/:id",
    routeOptions(
      "admin",
      "messages",
      "Mark a message read or unread, archive or unarchive it, or record that it was answered",
      {
        params: contactMessageIdParamsSchema,
        body: contactMessageUpdateSchema,
        response: { 200: contactMessageRecordSchema },
      },
    ),
    async (request) =>
      orNotFound(
        await updateMessage(app.db, request.params.id, request.body),
        CONTACT_MESSAGE_UPDATE_MESSAGES.notFound,
      ),
  );
};
