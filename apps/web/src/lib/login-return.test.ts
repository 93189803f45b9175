import { describe, expect, it } from "vitest";
import { loginPathFor, returnPathFrom } from "./login-return";

describe("the address to return to after signing in", () => {
  it("keeps the path and the query of the page asked for", () => {
    const login = loginPathFor({ pathname: "/admin/requests", search: "?highlight=2" });
    expect(login).toBe("/login?next=%2Fadmin%2Frequests%3Fhighlight%3D2");
    expect(returnPathFrom(login.slice("/login".length))).toBe("/admin/requests?highlight=2");
    expect(returnPathFrom(loginPathFor({ pathname: "/repairs/5", search: "" }).slice(6))).toBe(
      "/repairs/5",
    );
  });

  it("asks for nothing from the home page or the login page itself", () => {
    expect(loginPathFor({ pathname: "/", search: "" })).toBe("/login");
    expect(loginPathFor({ pathname: "/login", search: "?next=/x" })).toBe("/login");
  });

  it("never returns to another site", () => {
    for (const next of ["//evil.example", "/\\evil.example", "https://evil.example", "evil", ""]) {
      expect(returnPathFrom(`?next=${encodeURIComponent(next)}`)).toBeNull();
    }
    expect(returnPathFrom("")).toBeNull();
    expect(returnPathFrom("?next=%2Flogin%3Fnext%3D%2Fx")).toBeNull();
  });
});
