// The words of 'confirm it is you', apart from the schemas: the web's main
// bundle reads them on every call's failure, without zod.

export const CONFIRM_IDENTITY_MESSAGES = {
  /** The 403 of a call that needs a fresh proof: the web asks for one and retries the call. */
  required: "Please confirm it is you first.",
  confirmed: "Thank you. You can go on.",
  passwordRequired: "Enter your password.",
} as const;
