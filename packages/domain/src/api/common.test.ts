import { describe, expect, it } from "vitest";
import { z } from "zod";
import { contactSchema } from "../validation/contact";
import { MAX_DB_INTEGER } from "../validation/fields";
import { apiErrorSchema, listQuerySchema, optionalQueryInteger, toApiIssues } from "./common";

describe("error bodies", () => {
  it("carry error and message, and per-field issues for invalid input", () => {
    expect(
      apiErrorSchema.safeParse({
        error: "Some required fields are missing or invalid.",
        message: "Some required fields are missing or invalid.",
        issues: [{ path: "email", message: "Email is required" }],
      }).success,
    ).toBe(true);
    expect(apiErrorSchema.safeParse({ error: "Nope" }).success).toBe(false);
  });

  it("turn zod issues into dotted paths", () => {
    const result = contactSchema.safeParse({ name: "", email: "a@b.co", message: "" });
    expect(toApiIssues(result.error?.issues ?? [])).toEqual([
      { path: "name", message: "Name is required" },
      { path: "message", message: "Message is required" },
    ]);
    expect(toApiIssues([{ path: ["products", 2, "problemDescription"], message: "x" }])).toEqual([
      { path: "products.2.problemDescription", message: "x" },
    ]);
  });
});

describe("list query parameters", () => {
  const query = listQuerySchema(["name", "joinDate"] as const);

  it("are all optional", () => {
    expect(query.parse({})).toEqual({});
  });

  it("are coerced from query strings", () => {
    expect(
      query.parse({ q: " ann ", sort: "joinDate", dir: "desc", limit: "25", offset: "50" }),
    ).toEqual({ q: "ann", sort: "joinDate", dir: "desc", limit: 25, offset: 50 });
  });

  it("read blank values as not given", () => {
    expect(query.parse({ q: "", sort: "", dir: "", limit: "", offset: "" })).toEqual({});
  });

  it("limit lies in 1..500 and offset is at least 0", () => {
    expect(query.safeParse({ limit: "0" }).success).toBe(false);
    expect(query.safeParse({ limit: "501" }).success).toBe(false);
    expect(query.safeParse({ limit: "500" }).success).toBe(true);
    expect(query.safeParse({ offset: "-1" }).success).toBe(false);
    expect(query.safeParse({ limit: "ten" }).success).toBe(false);
  });

  it("offset and other query integers stop at the largest PostgreSQL integer", () => {
    expect(query.safeParse({ offset: String(MAX_DB_INTEGER) }).success).toBe(true);
    expect(query.safeParse({ offset: "2147483648" }).error?.issues[0]?.message).toBe(
      `Must be at most ${MAX_DB_INTEGER}`,
    );
    const anyInteger = optionalQueryInteger(1);
    expect(anyInteger.parse("99")).toBe(99);
    expect(anyInteger.safeParse("99999999999").success).toBe(false);
  });

  it("sort takes only the listed keys and dir only asc or desc", () => {
    expect(query.safeParse({ sort: "password" }).success).toBe(false);
    expect(query.safeParse({ dir: "up" }).success).toBe(false);
  });

  it("can be described as JSON Schema for the OpenAPI document", () => {
    expect(() => z.toJSONSchema(query, { io: "input", unrepresentable: "any" })).not.toThrow();
  });
});
