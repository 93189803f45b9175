import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { transferAccountSchema } from "../api/transfers";
import { createChangePasswordSchema, createNewPasswordSchema, passwordSchema } from "./password";
import {
  commonPasswordForms,
  isCommonPassword,
  parseCommonPasswords,
  PASSWORD_CONTEXT_MIN_LENGTH,
  passwordContextIssues,
} from "./password-quality";
import { PASSWORD_MESSAGES, PASSWORD_QUALITY_MESSAGES as QUALITY } from "./password-rules";

const LIST_TEXT = readFileSync(
  new URL("../../lists/common-passwords.txt", import.meta.url),
  "utf8",
);
const COMMON = parseCommonPasswords(LIST_TEXT);

const THANDI = {
  name: "Thandi",
  surname: "van der Merwe",
  email: "thandi.vdm+shop@example.com",
  idnumber: "9001015009087",
};

describe("the list of common passwords", () => {
  it("holds 10,000 distinct lower-case passwords, one a line, most common first", () => {
    const lines = LIST_TEXT.trimEnd().split("\n");
    expect(lines).toHaveLength(10_000);
    expect(COMMON.size).toBe(10_000);
    expect(lines.every((line) => line === line.toLowerCase() && line.trim() === line)).toBe(true);
    expect(lines.slice(0, 3)).toEqual(["123456", "password", "12345678"]);
  });

  it("has 'password' and 'password1' but not 'password1!': hence the forms below", () => {
    expect(COMMON.has("password")).toBe(true);
    expect(COMMON.has("password1")).toBe(true);
    expect(COMMON.has("password1!")).toBe(false);
  });
});

describe("a common password", () => {
  it("refuses 'Password1!', which passes every character rule", () => {
    expect(passwordSchema.safeParse("Password1!").success).toBe(true);
    expect(isCommonPassword("Password1!", COMMON)).toBe(true);
  });

  it("looks the password up lower-cased and without digits and symbols around its letters", () => {
    expect(commonPasswordForms("Password1!")).toEqual(["password1!", "password"]);
    expect(commonPasswordForms("#1Qaz2wsx!")).toEqual([
      "#1qaz2wsx!",
      "#1qaz2wsx",
      "qaz2wsx!",
      "qaz2wsx",
    ]);
    expect(commonPasswordForms("2024!!")).toEqual(["2024!!"]);
  });

  it.each(["PASSWORD", "Password", "pAsSwOrD1", "Monkey#2025", "2024!Dragon", "!!Qwerty123??"])(
    "refuses %s in any letter case and with digits or symbols added",
    (password) => expect(isCommonPassword(password, COMMON)).toBe(true),
  );

  it.each([
    "Saddle#Stitch1",
    "Bridle#Leather7",
    "Workshop#2025",
    "Saddle&Stitch2025",
    "Pass1#Word",
  ])(
    "accepts %s: a common word inside a longer password is not the same as a common password",
    (password) => expect(isCommonPassword(password, COMMON)).toBe(false),
  );

  it("reads a list with Windows line ends, blank lines and capitals", () => {
    expect([...parseCommonPasswords("Dragon\r\n\r\n  monkey \n")]).toEqual(["dragon", "monkey"]);
  });
});

describe("a password with the person's or the shop's details", () => {
  it.each([
    ["Thandi#2025x", QUALITY.containsName],
    ["THANDI#2025x", QUALITY.containsName],
    ["Merwe#2025xy", QUALITY.containsSurname],
    ["Vandermerwe#1", QUALITY.containsSurname],
    ["Thandi.Vdm+Shop#1", QUALITY.containsEmail],
    ["Thandivdmshop#1", QUALITY.containsEmail],
    ["Ab#9001015009087", QUALITY.containsIdNumber],
    ["Lifetime#2025", QUALITY.containsShopName],
    ["Life-Time#Outfitter1", QUALITY.containsShopName],
    ["MyOUTFITTER#77", QUALITY.containsShopName],
  ])("refuses %s: %s", (password, message) => {
    expect(passwordContextIssues(password, THANDI)).toContain(message);
  });

  it("says every rule that is broken, in a fixed order", () => {
    expect(passwordContextIssues("Thandi#Merwe9001015009087Lifetime", THANDI)).toEqual([
      QUALITY.containsName,
      QUALITY.containsSurname,
      QUALITY.containsIdNumber,
      QUALITY.containsShopName,
    ]);
  });

  it(`ignores parts shorter than ${PASSWORD_CONTEXT_MIN_LENGTH} characters`, () => {
    const al = { name: "Al", surname: "Li-Ng", email: "al@example.com", idnumber: "12" };
    expect(passwordContextIssues("Always#Lid12x", al)).toEqual([]);
    // The whole surname run together is long enough.
    expect(passwordContextIssues("Lingo#Lin9", al)).toEqual([QUALITY.containsSurname]);
    // Three characters are looked for.
    expect(passwordContextIssues("Sparrow#2025", { name: "Ann Row" })).toEqual([
      QUALITY.containsName,
    ]);
  });

  it("does not split the e-mail's local part into words", () => {
    const fan = { email: "the.leather.fan@example.com" };
    expect(passwordContextIssues("Theatre#Fan1", fan)).toEqual([]);
    expect(passwordContextIssues("TheLeatherFan#1", fan)).toEqual([QUALITY.containsEmail]);
  });

  it("leaves a password that is exactly the ID number to the older rule", () => {
    const id = { idnumber: "Aa#4567890123" };
    expect(passwordContextIssues("Aa#4567890123", id)).toEqual([]);
    expect(passwordContextIssues("aA#4567890123", id)).toEqual([QUALITY.containsIdNumber]);
  });

  it("accepts the test suites' passwords and checks only the shop without a person", () => {
    expect(passwordContextIssues("Saddle#Stitch1", THANDI)).toEqual([]);
    expect(passwordContextIssues("Thandi#2025x")).toEqual([]);
    expect(passwordContextIssues("Lifetime#2025")).toEqual([QUALITY.containsShopName]);
  });
});

describe("the forms' schemas", () => {
  const entered = (password: string) => ({ password, confirmPassword: password });
  const messages = (result: { error?: { issues: { message: string }[] } | undefined }) =>
    result.error?.issues.map((issue) => issue.message) ?? [];

  it("refuses the person's details in the new-password and change-password forms", () => {
    const person = { name: "Thandi", surname: "Dlamini", email: "td@example.com" };
    const fresh = createNewPasswordSchema("9001015009087", person);
    expect(messages(fresh.safeParse(entered("Dlamini#2025")))).toEqual([QUALITY.containsSurname]);
    const change = createChangePasswordSchema("9001015009087", person);
    const typed = { currentPassword: "Saddle#Stitch1", ...entered("Thandi#2025x") };
    expect(messages(change.safeParse(typed))).toEqual([QUALITY.containsName]);
  });

  it("refuses the shop's name even without a person, and keeps the ID-number message", () => {
    expect(messages(createNewPasswordSchema().safeParse(entered("Outfitter#1")))).toEqual([
      QUALITY.containsShopName,
    ]);
    const sameAsId = createNewPasswordSchema("Aa#4567890123").safeParse(entered("Aa#4567890123"));
    expect(messages(sameAsId)).toEqual([PASSWORD_MESSAGES.sameAsIdNumber]);
  });

  it("refuses the new recipient's name and ID number in the transfer sign-up", () => {
    const result = transferAccountSchema.safeParse({
      idnumber: "9001015009087",
      name: "Thandi",
      surname: "Dlamini",
      cellphone: "0821234567",
      address: null,
      city: null,
      province: null,
      postalcode: null,
      issouthafrican: true,
      country: null,
      ...entered("Thandi#9001015009087"),
    });
    expect(result.error?.issues).toMatchObject([
      { path: ["password"], message: QUALITY.containsName },
      { path: ["password"], message: QUALITY.containsIdNumber },
    ]);
  });
});
