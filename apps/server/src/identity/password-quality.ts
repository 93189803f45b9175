import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  isCommonPassword,
  parseCommonPasswords,
  PASSWORD_QUALITY_MESSAGES,
  passwordContextIssues,
  type PasswordContext,
} from "@lo/domain";
import { validationError } from "../errors";

// Read once, when the server starts: the list is the domain package's data file, found through
// its export by Node's own resolution, which works the same from src/ (tsx, vitest) and from
// the bundled dist/main.js, where @lo/domain's TypeScript is inlined but its files are not.
const COMMON_PASSWORDS: ReadonlySet<string> = parseCommonPasswords(
  readFileSync(createRequire(import.meta.url).resolve("@lo/domain/common-passwords.txt"), "utf8"),
);

/**
 * What is wrong with a new password beyond the character rules (decision 082): built on one of
 * the most common passwords, or containing the person's or the shop's names. Empty: none.
 */
export function passwordQualityIssues(password: string, context: PasswordContext): string[] {
  const common = isCommonPassword(password, COMMON_PASSWORDS);
  return [
    ...(common ? [PASSWORD_QUALITY_MESSAGES.common] : []),
    ...passwordContextIssues(password, context),
  ];
}

/** A 400 on the field `password` with every issue above, before anything is hashed or stored. */
export function checkPasswordQuality(password: string, context: PasswordContext): void {
  const issues = passwordQualityIssues(password, context);
  if (issues.length > 0) {
    throw validationError(issues.map((message) => ({ path: "password", message })));
  }
}
