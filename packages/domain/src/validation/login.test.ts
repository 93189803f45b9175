import { describe, expect, it } from "vitest";
import { issues as issuesOf } from "../test-fixtures";
import { loginSchema } from "./login";

const issues = (value: unknown) => issuesOf(loginSchema, value);

describe("login form (requirements §5)", () => {
  it("accepts an e-mail and a password", () => {
    expect(loginSchema.parse({ email: "ann@example.com", password: "secret" })).toEqual({
      email: "ann@example.com",
      password: "secret",
    });
  });

  it("requires the e-mail", () => {
    expect(issues({ email: "", password: "x" })).toEqual([["email", "Email is required"]]);
    expect(issues({ email: "   ", password: "x" })).toEqual([["email", "Email is required"]]);
    expect(issues({ password: "x" })).toEqual([["email", "Email is required"]]);
  });

  it("checks the e-mail format", () => {
    expect(issues({ email: "ann@", password: "x" })).toEqual([
      ["email", "Please enter a valid email address"],
    ]);
  });

  it("requires the password", () => {
    expect(issues({ email: "ann@example.com", password: "" })).toEqual([
      ["password", "Password is required"],
    ]);
    expect(issues({ email: "ann@example.com" })).toEqual([["password", "Password is required"]]);
  });

  it("trims and lower-cases the e-mail but keeps the password as typed", () => {
    expect(loginSchema.parse({ email: " Ann@Example.COM ", password: " pw " })).toEqual({
      email: "ann@example.com",
      password: " pw ",
    });
  });
});
