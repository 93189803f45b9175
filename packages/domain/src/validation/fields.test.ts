import { describe, expect, it } from "vitest";
import {
  MAX_DB_INTEGER,
  choiceToNumber,
  emailField,
  hasLoneSurrogate,
  idField,
  nullableIdField,
  NUL_CHARACTER_MESSAGE,
  nullableText,
  optionalText,
  plainText,
  requiredChoice,
  requiredText,
} from "./fields";
import { loginSchema } from "./login";
import { passwordSchema } from "./password";
import { listQuerySchema } from "../api/common";

describe("shared field rules", () => {
  it("requiredText trims, refuses blank and missing with one message, and caps length", () => {
    const field = requiredText("Name is required", 5);
    expect(field.parse("  Ann ")).toBe("Ann");
    expect(field.safeParse("   ").error?.issues[0]?.message).toBe("Name is required");
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe("Name is required");
    expect(field.safeParse("Annabel").error?.issues[0]?.message).toBe(
      "Must be at most 5 characters",
    );
  });

  it("nullableText turns blank, null and missing into null", () => {
    const field = nullableText();
    expect(field.parse(" x ")).toBe("x");
    expect(field.parse("  ")).toBeNull();
    expect(field.parse(null)).toBeNull();
    expect(field.parse(undefined)).toBeNull();
  });

  it("emailField lower-cases unless asked not to", () => {
    expect(emailField().parse("A@B.co")).toBe("a@b.co");
    expect(emailField({ lowercase: false }).parse("A@B.co")).toBe("A@B.co");
  });

  it("requiredChoice accepts a chosen string or number and refuses nothing chosen", () => {
    const field = requiredChoice("Product Type is required");
    expect(field.parse("3")).toBe("3");
    expect(field.parse(3)).toBe(3);
    for (const empty of ["", "  ", null, undefined]) {
      expect(field.safeParse(empty).error?.issues[0]?.message).toBe("Product Type is required");
    }
  });

  it("idField takes positive whole numbers, also as digit strings", () => {
    const field = idField("Bad id");
    expect(field.parse(4)).toBe(4);
    expect(field.parse("12")).toBe(12);
    for (const bad of [0, -1, 1.5, "x", "", null]) {
      expect(field.safeParse(bad).error?.issues[0]?.message).toBe("Bad id");
    }
  });

  it("idField stops at the largest PostgreSQL integer, so no id overflows the database", () => {
    expect(MAX_DB_INTEGER).toBe(2 ** 31 - 1);
    const field = idField("Bad id");
    expect(field.parse(MAX_DB_INTEGER)).toBe(MAX_DB_INTEGER);
    expect(field.parse(String(MAX_DB_INTEGER))).toBe(MAX_DB_INTEGER);
    for (const tooBig of [MAX_DB_INTEGER + 1, "2147483648", "99999999999", 99999999999, 1e300]) {
      expect(field.safeParse(tooBig).error?.issues[0]?.message).toBe("Bad id");
    }
    expect(nullableIdField("Bad id").safeParse("99999999999").success).toBe(false);
  });

  it("nullableIdField reads null, '' and missing as none", () => {
    const field = nullableIdField("Bad id");
    expect(field.parse(null)).toBeNull();
    expect(field.parse("")).toBeNull();
    expect(field.parse(undefined)).toBeNull();
    expect(field.parse("7")).toBe(7);
    expect(field.safeParse("x").success).toBe(false);
  });

  it("choiceToNumber converts a chosen id", () => {
    expect(choiceToNumber("5")).toBe(5);
    expect(choiceToNumber(5)).toBe(5);
    expect(choiceToNumber("")).toBeNull();
    expect(choiceToNumber("abc")).toBeNull();
  });
});

describe("NUL characters", () => {
  const withNul = "Ann\u0000e";
  it("are refused by every text field rule with one message", () => {
    for (const field of [
      plainText(),
      requiredText("Name is required"),
      optionalText(),
      nullableText(),
      emailField(),
      passwordSchema,
    ]) {
      const issues = field.safeParse(withNul).error?.issues.map((issue) => issue.message);
      expect(issues).toContain(NUL_CHARACTER_MESSAGE);
    }
    expect(plainText().parse("Anne")).toBe("Anne");
  });

  it("are refused in a sign-in and in a list's search term", () => {
    expect(loginSchema.safeParse({ email: "a@b.co", password: withNul }).success).toBe(false);
    const query = listQuerySchema(["name"] as const).safeParse({ q: withNul });
    expect(query.error?.issues[0]?.message).toBe(NUL_CHARACTER_MESSAGE);
  });
});

describe("lone surrogates", () => {
  it("are found alone, reversed or at either end, and a pair is not one", () => {
    for (const text of ["a\ud800b", "\udc00", "\ude00\ud83d", "😀\ud800", "x\udfff"]) {
      expect(hasLoneSurrogate(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ["", "plain", "😀", "é 😀 ü", "\\ud800"]) {
      expect(hasLoneSurrogate(text), JSON.stringify(text)).toBe(false);
    }
  });
});
