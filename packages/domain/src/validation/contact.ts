import { z } from "zod";
import { emailField, requiredText } from "./fields";

export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

export const contactSchema = z.object({
  name: requiredText("Name is required", 100),
  // Kept as typed: it is only where the workshop writes back to.
  email: emailField({ lowercase: false }),
  message: requiredText("Message is required", CONTACT_MESSAGE_MAX_LENGTH),
});

export type ContactInput = z.input<typeof contactSchema>;
export type ContactValues = z.output<typeof contactSchema>;
