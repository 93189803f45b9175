import { z } from "zod";

import { EMAIL_INVALID_MESSAGE, EMAIL_MAX_LENGTH, EMAIL_REQUIRED_MESSAGE } from "./email-messages";

/** A NUL byte cannot be stored in PostgreSQL's text and no person types one (decision 063). */
export const NUL_CHARACTER_MESSAGE = "Must not contain the NUL character (\\u0000)";

export function hasNulCharacter(value: string): boolean {
  return value.includes("\u0000");
}

/**
 * Half of a UTF-16 surrogate pair on its own (JSON's escape "\ud800" with no partner) is not a
 * character at all: it has no UTF-8 form, and PostgreSQL refuses JSON that carries one.
 */
export const LONE_SURROGATE_MESSAGE = "Must not contain an unpaired surrogate (\\uD800-\\uDFFF)";

// Without the u flag a regular expression reads UTF-16 code units, so it sees the halves.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether text holds a surrogate that is not part of a pair (the opposite of isWellFormed). */
export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

/**
 * Every text the API reads from a person or a client: a string without NUL bytes. The
 * other field schemas start from it, so every route that uses them refuses a NUL with 400.
 */
export function plainText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasNulCharacter(value), NUL_CHARACTER_MESSAGE);
}

export function tooLongMessage(max: number): string {
  return `Must be at most ${max} characters`;
}

/**
 * A text field that must hold something other than spaces. The same message answers a
 * missing value (server payloads) and a blank one (forms), so a person sees one wording.
 */
export function requiredText(message: string, max = 200) {
  return plainText({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));
}

/** A form text field that may be left empty; the value is trimmed. */
export function optionalText(max = 200) {
  return plainText().trim().max(max, tooLongMessage(max)).optional();
}

/** A payload text field where null, a missing value and blank all mean "not given" (null). */
export function nullableText(max = 200) {
  return plainText()
    .trim()
    .max(max, tooLongMessage(max))
    .nullish()
    .transform((value) => (value ? value : null));
}

/**
 * A required e-mail address. Lower-cased because it is the login and must be unique: the
 * same person typing a capital letter must not become a second customer.
 */
export function emailField({ lowercase = true }: { lowercase?: boolean } = {}) {
  const base = plainText({ error: EMAIL_REQUIRED_MESSAGE })
    .trim()
    .min(1, EMAIL_REQUIRED_MESSAGE)
    .max(EMAIL_MAX_LENGTH, tooLongMessage(EMAIL_MAX_LENGTH));
  return (lowercase ? base.toLowerCase() : base).pipe(z.email(EMAIL_INVALID_MESSAGE));
}

/**
 * A choice from a select (a database id). Forms hold '' until something is chosen, some
 * widgets hold numbers: both are accepted, only emptiness is an error.
 */
export function requiredChoice(message: string) {
  // null and undefined are union members rather than .nullish(), which zod skips for absent keys.
  return z
    .union([z.string(), z.number(), z.null(), z.undefined()], { error: message })
    .refine((value) => isChosen(value), { message });
}

/** Like requiredChoice, but whether it is required depends on other fields. */
export const optionalChoice = z.union([z.string(), z.number()]).nullish();

export function isChosen(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  return typeof value === "number" ? Number.isFinite(value) : value.trim() !== "";
}

/**
 * The largest value of a PostgreSQL `integer` (and `serial`) column. Every id, version and
 * number the API passes to such a column is capped here: a bigger one would make the
 * database fail ("out of range for type integer") and answer 500 instead of 400.
 */
export const MAX_DB_INTEGER = 2_147_483_647;

/**
 * A positive integer id in a payload; a digit string (from a select or a URL) is accepted.
 * Capped at MAX_DB_INTEGER: no row can have a bigger id, so a bigger one is invalid input.
 */
export function idField(message: string) {
  return z
    .union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], {
      error: message,
    })
    .pipe(z.number().int(message).positive(message).max(MAX_DB_INTEGER, message));
}

/** Like idField, but null, a missing value and '' mean "none" (null). */
export function nullableIdField(message: string) {
  return z.preprocess(
    (value: string | number | null | undefined) =>
      value === "" || value === undefined ? null : value,
    idField(message).nullable(),
  );
}

export function choiceToNumber(value: string | number | null | undefined): number | null {
  if (!isChosen(value)) return null;
  const number = Number(value);
  return Number.isInteger(number) ? number : null;
}
