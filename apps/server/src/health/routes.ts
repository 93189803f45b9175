import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { readiness } from "../db/readiness";

/**
 * GET /health: the server is up (liveness: load balancers and start scripts ask it). GET
 * /ready: it can serve (readiness: the database answers and is migrated), 503 while not.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    "/health",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Whether the server is up",
        response: { 200: z.object({ status: z.literal("ok") }) },
      },
    },
    async () => ({ status: "ok" as const }),
  );

  api.get(
    "/ready",
    {
      config: { access: "public" },
      schema: {
        tags: ["health"],
        summary: "Whether the server can serve: its database answers and holds every migration",
        response: {
          200: z.object({ status: z.literal("ready") }),
          503: z.object({
            status: z.literal("not ready"),
            reason: z.enum(["database", "migrations"]),
          }),
        },
      },
    },
    async (_request, reply) => {
      const reason = await readiness(api.db);
      if (reason) return reply.code(503).send({ status: "not ready" as const, reason });
      return { status: "ready" as const };
    },
  );
};
