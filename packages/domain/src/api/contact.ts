import type { z } from "zod";
import { contactSchema } from "../validation/contact";
import { messageResponseSchema } from "./common";

/** `POST /users/contact-form`: the same rules as the form. */
export const contactPayloadSchema = contactSchema;
export const contactResponseSchema = messageResponseSchema;

export type ContactPayload = z.input<typeof contactPayloadSchema>;
