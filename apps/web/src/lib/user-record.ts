import type { LoginResponse, UserRecord } from "@lo/domain";

const ROLES: readonly string[] = ["admin", "customer"] satisfies UserRecord["role"][];
const STRING_FIELDS = ["idnumber", "email", "name", "surname"] as const;
const SECOND_FACTOR_STATES: readonly string[] = [
  "none",
  "enrol",
  "confirm",
  "proved",
] satisfies UserRecord["secondFactor"][];

/**
 * The domain's userRecordSchema, checked by hand: the session runs on every page, and zod
 * would be a third of a public page's JavaScript. Like the schema it keeps only the record's
 * own fields; user-record.test.ts holds the two to the same answers.
 */
export function parseUserRecord(value: unknown): UserRecord | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (STRING_FIELDS.some((field) => typeof record[field] !== "string")) return null;
  const { idnumber, email, name, surname, role, passwordflag } = record;
  const secondFactor = record.secondFactor === undefined ? "none" : record.secondFactor;
  if (typeof role !== "string" || !ROLES.includes(role)) return null;
  if (passwordflag !== 0 && passwordflag !== 1) return null;
  if (typeof secondFactor !== "string" || !SECOND_FACTOR_STATES.includes(secondFactor)) {
    return null;
  }
  return {
    idnumber: idnumber as string,
    email: email as string,
    name: name as string,
    surname: surname as string,
    role: role as UserRecord["role"],
    passwordflag,
    secondFactor: secondFactor as UserRecord["secondFactor"],
  };
}

/** The domain's loginResponseSchema: a user record and a message. */
export function parseLoginResponse(value: unknown): LoginResponse | null {
  const user = parseUserRecord(value);
  const message = (value as { message?: unknown } | null)?.message;
  return user && typeof message === "string" ? { ...user, message } : null;
}
