import { describe, expect, it } from "vitest";
import { loginResponseSchema, resetPasswordPayloadSchema, userRecordSchema } from "./auth";

const user = {
  idnumber: "9001015009087",
  email: "thandi@example.com",
  name: "Thandi",
  surname: "Nkosi",
  role: "customer",
  passwordflag: 1,
};

describe("signed-in user record (requirements §3)", () => {
  it("has idnumber, email, name, surname, role and passwordflag", () => {
    expect(userRecordSchema.parse({ ...user, secondFactor: "none" })).toEqual({
      ...user,
      secondFactor: "none",
    });
  });

  it("adds where the session stands with its second factor: 'none' when a record lacks it", () => {
    expect(userRecordSchema.parse(user).secondFactor).toBe("none");
    for (const state of ["enrol", "confirm", "proved"]) {
      expect(userRecordSchema.parse({ ...user, secondFactor: state }).secondFactor).toBe(state);
    }
    expect(userRecordSchema.safeParse({ ...user, secondFactor: "skipped" }).success).toBe(false);
  });

  it("passwordflag is 0 or 1", () => {
    expect(userRecordSchema.safeParse({ ...user, passwordflag: 0 }).success).toBe(true);
    expect(userRecordSchema.safeParse({ ...user, passwordflag: 2 }).success).toBe(false);
  });

  it("the login answer adds the message", () => {
    expect(loginResponseSchema.parse({ ...user, message: "Login successful" }).message).toBe(
      "Login successful",
    );
  });
});

describe("reset-password payload", () => {
  it("a person setting their own password sends it with flag 1", () => {
    expect(resetPasswordPayloadSchema.parse({ password: "Leather#2025", passwordflag: 1 })).toEqual(
      { password: "Leather#2025", passwordflag: 1 },
    );
  });

  it("that password must pass every rule", () => {
    const result = resetPasswordPayloadSchema.safeParse({ password: "leather", passwordflag: 1 });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["password", "Password must be at least 8 characters"],
      ["password", "Password must contain at least one uppercase letter"],
      ["password", "Password must contain at least one number"],
      ["password", "Password must contain at least one special character"],
    ]);
  });

  it("flag 1 without a password is refused", () => {
    const result = resetPasswordPayloadSchema.safeParse({ passwordflag: 1 });
    expect(result.error?.issues[0]?.message).toBe("Password is required");
  });

  it("an admin reset sends flag 0, with or without the ID number as password", () => {
    expect(resetPasswordPayloadSchema.safeParse({ passwordflag: 0 }).success).toBe(true);
    expect(
      resetPasswordPayloadSchema.safeParse({ password: "9001015009087", passwordflag: 0 }).success,
    ).toBe(true);
  });

  it("refuses other flags", () => {
    expect(resetPasswordPayloadSchema.safeParse({ passwordflag: 2 }).success).toBe(false);
  });

  it("carries the current password when one is changed that is not a first-time one", () => {
    expect(
      resetPasswordPayloadSchema.parse({
        password: "Leather#2025",
        passwordflag: 1,
        currentPassword: "Saddle#Stitch1",
      }),
    ).toEqual({ password: "Leather#2025", passwordflag: 1, currentPassword: "Saddle#Stitch1" });
    const long = resetPasswordPayloadSchema.safeParse({
      password: "Leather#2025",
      passwordflag: 1,
      currentPassword: "x".repeat(129),
    });
    expect(long.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["currentPassword", "Your current password is not correct."],
    ]);
  });
});
