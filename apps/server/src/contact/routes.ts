import { contactSchema } from "@lo/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { contactMessages } from "../db/schema";
import { tooManyRequests } from "../errors";

export const CONTACT_MESSAGES = {
  sent: "Message sent successfully",
  tooMany: "Too many messages. Please wait a minute and try again.",
} as const;

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
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
      await app.db.insert(contactMessages).values({ name, email, message });
      return reply.code(201).send({ message: CONTACT_MESSAGES.sent });
    },
  );
};
