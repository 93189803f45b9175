// What the e-mail fields say, without zod: the public forgot-password page checks an address
// before sending it and must not load zod for that (decision 044). fields.ts has the schema.

export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const EMAIL_INVALID_MESSAGE = "Please enter a valid email address";
export const EMAIL_MAX_LENGTH = 254;
