// A password's quality beyond the character rules (decision 082): not built on one of the most
// common passwords, and not containing the shop's name or the person's own details. Without zod
// and without the list itself, so a public page can check the details as the person types; the
// list (lists/common-passwords.txt) is read by the server alone, never shipped to a browser.
import { PASSWORD_QUALITY_MESSAGES } from "./password-rules";

/**
 * Parts of a name, an e-mail's local part or an ID number shorter than this are not looked
 * for: a customer called Al would otherwise have every password with 'al' in it refused.
 */
export const PASSWORD_CONTEXT_MIN_LENGTH = 3;

/**
 * The shop's name as refused: each of its words alone, since every way of writing the name
 * ('Lifetime Outfitter', 'lifetime-outfitter', 'LifetimeOutfitter') contains one of them.
 */
export const SHOP_NAME_WORDS = ["lifetime", "outfitter"] as const;

/** The person whose password it is, as far as it is known where the password is checked. */
export interface PasswordContext {
  name?: string | null | undefined;
  surname?: string | null | undefined;
  email?: string | null | undefined;
  idnumber?: string | null | undefined;
}

// Compatibility forms folded too (a full-width 'Ｊ' is a 'j'), then letter case.
const fold = (text: string) => text.normalize("NFKC").toLowerCase();
const SEPARATORS = /[^\p{L}\p{N}]+/gu;
const longEnough = (part: string) => part.length >= PASSWORD_CONTEXT_MIN_LENGTH;

/**
 * A name's words (split at spaces, hyphens, apostrophes and the like) and the whole name run
 * together, so 'Mary-Jane' refuses 'mary', 'jane' and 'maryjane'.
 */
function nameParts(name: string | null | undefined): string[] {
  const words = fold(name ?? "").split(SEPARATORS);
  return [...words, words.join("")].filter(longEnough);
}

/**
 * The part of an e-mail before its last @, as written and without its dots, dashes and the
 * like. Not split into words: 'the.leather.fan' should not refuse every password with 'the'.
 */
function emailParts(email: string | null | undefined): string[] {
  const address = fold(email ?? "").trim();
  const at = address.lastIndexOf("@");
  const local = at === -1 ? address : address.slice(0, at);
  return [local, local.replace(SEPARATORS, "")].filter(longEnough);
}

/** An ID number as written, and without spaces or dashes (a passport number may have them). */
function idParts(idnumber: string): string[] {
  const id = fold(idnumber);
  return [id, id.replace(SEPARATORS, "")].filter(longEnough);
}

/**
 * Every rule about the person and the shop that the password breaks, one message each:
 * compared without regard to letter case. A password that is exactly the ID number is left to
 * the older rule and its own message (PASSWORD_MESSAGES.sameAsIdNumber), so it is not said twice.
 */
export function passwordContextIssues(password: string, context: PasswordContext = {}): string[] {
  const text = fold(password);
  const contains = (parts: readonly string[]) => parts.some((part) => text.includes(part));
  const idnumber = context.idnumber?.trim() ?? "";
  const issues: string[] = [];
  if (contains(nameParts(context.name))) issues.push(PASSWORD_QUALITY_MESSAGES.containsName);
  if (contains(nameParts(context.surname))) issues.push(PASSWORD_QUALITY_MESSAGES.containsSurname);
  if (contains(emailParts(context.email))) issues.push(PASSWORD_QUALITY_MESSAGES.containsEmail);
  if (password !== idnumber && contains(idParts(idnumber))) {
    issues.push(PASSWORD_QUALITY_MESSAGES.containsIdNumber);
  }
  if (contains(SHOP_NAME_WORDS)) issues.push(PASSWORD_QUALITY_MESSAGES.containsShopName);
  return issues;
}

const NOT_LETTERS_AT_START = /^[^\p{L}]+/u;
const NOT_LETTERS_AT_END = /[^\p{L}]+$/u;

/**
 * The forms of a password looked up in the common list: lower-cased, and also with the digits
 * and symbols before and after its letters taken off ('Password1!' is looked up as
 * 'password1!' and as 'password'). Adding those is how a common password is made to pass the
 * character rules, and the list, mostly lower-case letters and digits, holds few such forms.
 */
export function commonPasswordForms(password: string): string[] {
  const whole = fold(password);
  const withoutEnd = whole.replace(NOT_LETTERS_AT_END, "");
  const withoutStart = whole.replace(NOT_LETTERS_AT_START, "");
  const core = withoutStart.replace(NOT_LETTERS_AT_END, "");
  return [...new Set([whole, withoutEnd, withoutStart, core])].filter((form) => form !== "");
}

/** Whether the password, in any of its forms above, is in the list of common passwords. */
export function isCommonPassword(password: string, common: ReadonlySet<string>): boolean {
  return commonPasswordForms(password).some((form) => common.has(form));
}

/** The list's text (one password a line) as the set looked up, lower-cased. */
export function parseCommonPasswords(text: string): Set<string> {
  const lines = text.split(/\r?\n/).map((line) => fold(line.trim()));
  return new Set(lines.filter((line) => line !== ""));
}
