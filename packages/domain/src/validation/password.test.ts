import { describe, expect, it } from "vitest";
import { createNewPasswordSchema, newPasswordSchema, passwordSchema } from "./password";
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_SPECIAL_CHARACTERS,
  passwordRuleResults,
} from "./password-rules";

function messages(result: { error?: { issues: { message: string }[] } | undefined }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const VALID = "Leather#2025";

describe("new password rules (requirements §5, design §4)", () => {
  it("accepts a password that meets every rule", () => {
    expect(passwordSchema.safeParse(VALID).success).toBe(true);
  });

  it("needs at least 8 characters", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(messages(passwordSchema.safeParse("Aa1#aaa"))).toEqual([
      "Password must be at least 8 characters",
    ]);
    expect(passwordSchema.safeParse("Aa1#aaaa").success).toBe(true);
  });

  it.each([
    ["an uppercase letter", "leather#2025", "Password must contain at least one uppercase letter"],
    ["a lowercase letter", "LEATHER#2025", "Password must contain at least one lowercase letter"],
    ["a number", "Leather#Belt", "Password must contain at least one number"],
    ["a special character", "Leather2025", "Password must contain at least one special character"],
  ])("needs %s", (_rule, password, message) => {
    expect(messages(passwordSchema.safeParse(password))).toEqual([message]);
  });

  it("allows at most 128 characters", () => {
    expect(PASSWORD_MAX_LENGTH).toBe(128);
    const longest = VALID + "a".repeat(128 - VALID.length);
    expect(passwordSchema.safeParse(longest).success).toBe(true);
    expect(messages(passwordSchema.safeParse(longest + "a"))).toEqual([
      "Password must be at most 128 characters",
    ]);
  });

  it("reports each failing rule as its own line item", () => {
    expect(messages(passwordSchema.safeParse("abc"))).toEqual([
      "Password must be at least 8 characters",
      "Password must contain at least one uppercase letter",
      "Password must contain at least one number",
      "Password must contain at least one special character",
    ]);
  });

  it("counts every ASCII punctuation character as special, and only those", () => {
    const asciiPunctuation = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i))
      .filter((char) => /[^\sA-Za-z0-9]/.test(char))
      .sort();
    expect([...PASSWORD_SPECIAL_CHARACTERS].sort()).toEqual(asciiPunctuation);
    for (const char of PASSWORD_SPECIAL_CHARACTERS) {
      expect(passwordSchema.safeParse(`Leather2025${char}`).success).toBe(true);
    }
    expect(passwordSchema.safeParse("Leather2025 ").success).toBe(false);
    expect(passwordSchema.safeParse("Leather2025é").success).toBe(false);
  });
});

describe("live password checklist", () => {
  it("lists the five rules with their state", () => {
    expect(passwordRuleResults("leather")).toEqual([
      { id: "length", label: "At least 8 characters", passed: false },
      { id: "uppercase", label: "One uppercase letter", passed: false },
      { id: "lowercase", label: "One lowercase letter", passed: true },
      { id: "number", label: "One number", passed: false },
      { id: "special", label: "One special character", passed: false },
    ]);
  });

  it("is all ticked for a valid password", () => {
    expect(passwordRuleResults(VALID).every((rule) => rule.passed)).toBe(true);
  });
});

describe("new password form", () => {
  it("accepts a matching confirmation", () => {
    expect(newPasswordSchema.safeParse({ password: VALID, confirmPassword: VALID }).success).toBe(
      true,
    );
  });

  it("says 'Passwords do not match' on the confirmation", () => {
    const result = newPasswordSchema.safeParse({ password: VALID, confirmPassword: "other" });
    expect(result.error?.issues).toMatchObject([
      { path: ["confirmPassword"], message: "Passwords do not match" },
    ]);
  });

  it("reports a mismatch alongside the broken rules", () => {
    const result = newPasswordSchema.safeParse({ password: "abc", confirmPassword: "abd" });
    expect(messages(result)).toContain("Passwords do not match");
    expect(messages(result)).toContain("Password must be at least 8 characters");
  });

  it("refuses the ID number as the new password when given one", () => {
    const schema = createNewPasswordSchema("Aa#4567890123");
    const result = schema.safeParse({
      password: "Aa#4567890123",
      confirmPassword: "Aa#4567890123",
    });
    expect(result.error?.issues).toMatchObject([
      { path: ["password"], message: "Your new password must not be your ID number." },
    ]);
  });
});
