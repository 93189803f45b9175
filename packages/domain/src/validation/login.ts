import { z } from "zod";
import { emailField, plainText } from "./fields";
import { PASSWORD_REQUIRED_MESSAGE } from "./password-rules";

// Generous bound: only there so nobody can make the server hash megabytes.
const LOGIN_PASSWORD_MAX_LENGTH = 1024;

export const loginSchema = z.object({
  email: emailField(),
  // Not trimmed: spaces may be part of a password.
  password: plainText({ error: PASSWORD_REQUIRED_MESSAGE })
    .min(1, PASSWORD_REQUIRED_MESSAGE)
    .max(LOGIN_PASSWORD_MAX_LENGTH, "Password is too long"),
});

export type LoginInput = z.input<typeof loginSchema>;
export type LoginValues = z.output<typeof loginSchema>;
