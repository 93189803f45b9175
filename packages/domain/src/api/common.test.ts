import { describe, expect, it } from "vitest";
import { z } from "zod";
import { MAX_DB_INTEGER } from "../validation/fields";
import { listQuerySchema, optionalQueryInteger } from "./common";

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
