import { z } from "zod";
import { MAX_DB_INTEGER, plainText } from "../validation/fields";

/**
 * Messages the server answers with and the client recognises. Some are matched by text
 * (docs/requirements.md §8), so both sides must use these constants rather than retyping them.
 */
export const API_MESSAGES = {
  loginSuccessful: "Login successful",
  invalidCredentials: "Invalid email or password.",
  signInRequired: "Please sign in.",
  setPasswordFirst: "Please set a new password first.",
  forbidden: "You do not have access to this.",
  notFound: "The requested resource was not found.",
  loggedOut: "Logged out",
  passwordUpdated: "Password updated successfully",
  passwordReset: "Password reset successfully",
  messageSent: "Message sent successfully",
  userCreated: "User created successfully",
  userExists: "User already exists!",
  emailExists: "A customer with this email already exists.",
  customerUpdated: "Customer updated successfully",
  productCreated: "Product created successfully",
  productExists: "Product already exists!",
  productUpdated: "Product updated successfully",
  repairCreated: "Repair request created successfully",
  repairUpdated: "Repair request updated successfully",
  staleEdit: "This repair request was changed by someone else. Please reload and try again.",
  invalidInput: "Some required fields are missing or invalid.",
  tooManyAttempts: "Too many sign-in attempts. Please wait a minute and try again.",
  unexpected: "An unexpected error occurred. Please try again.",
} as const;

/** Dates travel as ISO 8601 strings with an offset (the server sends UTC, 'Z'). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

export const messageResponseSchema = z.object({ message: z.string() });

export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

export const LIST_LIMIT_MAX = 500;

// Query strings carry '' for a cleared input; that means "not given", not an invalid value.
const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/**
 * A whole number from a query string, `min`..`max`. Without a `max` it is capped at
 * MAX_DB_INTEGER, since query numbers end up compared with integer columns.
 */
export function optionalQueryInteger(min: number, max: number = MAX_DB_INTEGER) {
  const schema = z.coerce
    .number<unknown>()
    .int(`Must be a whole number`)
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
  return z.preprocess(emptyToUndefined, schema.optional());
}

export function optionalQueryEnum<const T extends readonly [string, ...string[]]>(values: T) {
  return z.preprocess(emptyToUndefined, z.enum(values).optional());
}

export const optionalQueryText = z.preprocess(
  emptyToUndefined,
  plainText().trim().max(200, "Must be at most 200 characters").optional(),
);

/** `q`, `sort`, `dir`, `limit` (1..500), `offset` (0 or more), from a query string. */
export function listQuerySchema<const T extends readonly [string, ...string[]]>(sortKeys: T) {
  return z.object({
    q: optionalQueryText,
    sort: optionalQueryEnum(sortKeys),
    dir: optionalQueryEnum(SORT_DIRECTIONS),
    limit: optionalQueryInteger(1, LIST_LIMIT_MAX),
    offset: optionalQueryInteger(0),
  });
}

/** A count or another whole number that cannot be negative (a total, a version). */
export const countSchema = z.number().int().nonnegative();
/** A list's count of every match before paging. */
export const totalSchema = countSchema;
/** A row id, a reference or a size in pixels: a whole number above 0. */
export const positiveIntegerSchema = z.number().int().positive();

/** A person's name and e-mail, as every read of a customer or user carries them. */
export const personNameFields = { name: z.string(), surname: z.string(), email: z.string() };

/** A customer as a request page and a search result show them: who, and how to reach them. */
export const customerContactSchema = z.object({
  idnumber: z.string(),
  ...personNameFields,
  phone: z.string().nullable(),
});
