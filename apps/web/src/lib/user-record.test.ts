import { loginResponseSchema, userRecordSchema } from "@lo/domain";
import { describe, expect, it } from "vitest";
import { CUSTOMER } from "../../test/users";
import { parseLoginResponse, parseUserRecord } from "./user-record";

const USER = CUSTOMER;

// Each is judged by the domain's schema and by the hand check; both must agree.
const SAMPLES: unknown[] = [
  USER,
  { ...USER, role: "admin", passwordflag: 0 },
  { ...USER, extra: "dropped", token: 5 },
  { ...USER, message: "Login successful" },
  { ...USER, message: 7 },
  { ...USER, role: "owner" },
  { ...USER, role: undefined },
  { ...USER, passwordflag: 2 },
  { ...USER, passwordflag: "1" },
  { ...USER, passwordflag: true },
  { ...USER, idnumber: 8001015009087 },
  { ...USER, email: null },
  { ...USER, name: undefined },
  { ...USER, surname: ["Mokoena"] },
  { ...USER, role: "admin", secondFactor: "enrol" },
  { ...USER, role: "admin", secondFactor: "confirm" },
  { ...USER, role: "admin", secondFactor: "proved" },
  { ...USER, secondFactor: undefined },
  { ...USER, secondFactor: "skipped" },
  { ...USER, secondFactor: null },
  { idnumber: "1", email: "", name: "", surname: "", role: "admin", passwordflag: 1 },
  {},
  [],
  [USER],
  null,
  undefined,
  "user",
  42,
];

describe("the hand-written user record check", () => {
  it.each(SAMPLES.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    "answers like userRecordSchema for %s",
    (_, sample) => {
      const expected = userRecordSchema.safeParse(sample);
      expect(parseUserRecord(sample)).toEqual(expected.success ? expected.data : null);
    },
  );

  it.each(SAMPLES.map((sample) => [JSON.stringify(sample) ?? String(sample), sample]))(
    "answers like loginResponseSchema for %s",
    (_, sample) => {
      const expected = loginResponseSchema.safeParse(sample);
      expect(parseLoginResponse(sample)).toEqual(expected.success ? expected.data : null);
    },
  );
});
