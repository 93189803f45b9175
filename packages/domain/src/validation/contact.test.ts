import { describe, expect, it } from "vitest";
import { issues as issuesOf } from "../test-fixtures";
import { contactSchema } from "./contact";

const issues = (value: unknown) => issuesOf(contactSchema, value);

const valid = { name: "Ann Smith", email: "Ann@Example.com", message: "Can you dye a belt?" };

describe("contact form (requirements §5)", () => {
  it("accepts a name, e-mail and message, keeping the e-mail as typed", () => {
    expect(contactSchema.parse(valid)).toEqual(valid);
  });

  it("requires the name", () => {
    expect(issues({ ...valid, name: " " })).toEqual([["name", "Name is required"]]);
  });

  it("requires a valid e-mail", () => {
    expect(issues({ ...valid, email: "" })).toEqual([["email", "Email is required"]]);
    expect(issues({ ...valid, email: "ann" })).toEqual([
      ["email", "Please enter a valid email address"],
    ]);
  });

  it("requires a message that is not just spaces", () => {
    expect(issues({ ...valid, message: "  \n " })).toEqual([["message", "Message is required"]]);
  });

  it("reports every missing field at once", () => {
    expect(issues({})).toEqual([
      ["name", "Name is required"],
      ["email", "Email is required"],
      ["message", "Message is required"],
    ]);
  });
});
