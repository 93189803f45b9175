import { z } from "zod";
import { plainText } from "../validation/fields";

/** What the account page and the opt-out page say, on both sides. */
export const ACCOUNT_MESSAGES = {
  choicesSaved: "Your e-mail choice is saved.",
  statusMailsOff: "You will no longer get e-mails when your repairs move on.",
  statusMailsOn: "We will e-mail you when your repairs move on.",
} as const;

/**
 * A customer's mail choices, `GET`/`PUT /account/notifications`. `statusMails`: an e-mail on
 * each state change and each new note of their repairs (DESIGN §7); the confirmation of a new
 * request always goes out.
 */
export const notificationSettingsSchema = z.object({
  statusMails: z.boolean({ error: "statusMails must be true or false" }),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsResponseSchema = notificationSettingsSchema.extend({
  message: z.string().optional(),
});

/** The opt-out link's token, `/unsubscribe/{token}` (never a 400: a bad one is simply unknown). */
export const unsubscribeParamsSchema = z.object({ token: plainText().max(200) });

/** `GET`/`POST /unsubscribe/{token}`: whether status mails are on after the call. */
export const unsubscribeResponseSchema = z.object({
  statusMails: z.boolean(),
  message: z.string().optional(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;
