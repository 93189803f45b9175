import { contactSchema } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactMessages } from "../db/schema";
import { tooManyRequests } from "../errors";
import { queueMail } from "../mail/outbox";
import { contactInboxRoutes } from "./inbox-routes";
import { WORKSHOP_CONTACT_MAIL } from "./workshop-mail";

export const CONTACT_MESSAGES = {
  sent: "Message sent successfully",
  tooMany: "Too many messages. Please wait a minute and try again.",
} as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // The admins' inbox of these messages (/admin/messages).
  await app.register(contactInboxRoutes);

  app.post(
    "/users/contact-form",
    {
      config: {
        access: "public",
        rateLimit: {
          max: 10,
          timeWindow: "1 minute",
          errorResponseBuilder: () => tooManyRequests(CONTACT_MESSAGES.tooMany),
        },
      },
      schema: {
        tags: ["contact"],
        summary: "Send a message to the workshop",
        body: contactSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const { name, email, message } = request.body;
      // The message and the workshop's mail about it are saved together or not at all.
      await app.db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(contactMessages)
          .values({ name, email, message })
          .returning({ id: contactMessages.id });
        if (!saved) throw new Error("The contact message was not saved.");
        await queueMail(tx, {
          kind: WORKSHOP_CONTACT_MAIL,
          to: app.config.workshopEmail,
          payload: { messageId: saved.id },
        });
      });
      return reply.code(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
};
