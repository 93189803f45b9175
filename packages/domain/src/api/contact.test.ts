import { describe, expect, it } from "vitest";
import { contactPayloadSchema } from "./contact";

describe("contact-form payload", () => {
  it("is name, email and message, with the form's rules", () => {
    expect(
      contactPayloadSchema.parse({ name: "Ann", email: "ann@example.com", message: "Hello" }),
    ).toEqual({ name: "Ann", email: "ann@example.com", message: "Hello" });
    expect(contactPayloadSchema.safeParse({ name: "Ann", email: "ann@example.com" }).success).toBe(
      false,
    );
  });
});
