import { contactSchema } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { perMinute } from "../http/rate-limit";
import { contactInboxRoutes } from "./inbox-routes";
import { sendContactMessage } from "./mutations";

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
        rateLimit: perMinute(10, CONTACT_MESSAGES.tooMany),
      },
      schema: {
        tags: ["contact"],
        summary: "Send a message to the workshop",
        body: contactSchema,
        response: { 201: z.object({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      await sendContactMessage(app.db, request.body, app.config.workshopEmail);
      return reply.code(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
};
