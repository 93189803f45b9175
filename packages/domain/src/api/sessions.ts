import { z } from "zod";
import { isoDateTimeSchema } from "./common";

export const SESSION_MESSAGES = {
  sessionEnded: "That session has ended.",
  sessionNotFound: "That session was not found: it may have ended already.",
  othersEnded: "Every other session has ended.",
  customerSessionsEnded: "Every session of this customer has ended.",
} as const;

/** One of a person's sessions as /account lists it. */
export const accountSessionSchema = z.object({
  /** The id it is ended by (not its token, nor anything that finds one). */
  id: z.string(),
  /** "Chrome 120", "Safari 17"; null when the browser did not say. */
  browser: z.string().nullable(),
  /** "Windows 10", "iOS 17"; null when the browser did not say. */
  system: z.string().nullable(),
  ip: z.string().nullable(),
  startedAt: isoDateTimeSchema,
  lastSeenAt: isoDateTimeSchema,
  /** The session of the browser asking: 'this device'. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionsResponseSchema = z.object({
  sessions: z.array(accountSessionSchema),
});
export type AccountSessionsResponse = z.infer<typeof accountSessionsResponseSchema>;

export const sessionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** What ending sessions answers: the message, and how many ended. */
export const sessionsEndedResponseSchema = z.object({
  message: z.string(),
  ended: z.number().int().min(0),
});
