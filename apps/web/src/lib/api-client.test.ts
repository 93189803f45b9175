import { describe, expect, it } from "vitest";
import { fakeServer } from "../../test/render";
import { api, ApiError } from "./api-client";
import { retryDelay, shouldRetry } from "./query-client";

describe("apiRequest", () => {
  it("calls the API base with JSON, same-origin cookies and the page's API key", async () => {
    const meta = document.createElement("meta");
    meta.name = "lo-api-key";
    meta.content = "secret-key";
    document.head.append(meta);
    const fetchMock = fakeServer(() => ({ status: 201, body: { message: "ok" } }));

    await expect(api.post("/users/contact-form", { name: "A" })).resolves.toEqual({
      message: "ok",
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/lifetime-outfitter/users/contact-form");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "same-origin",
      body: '{"name":"A"}',
    });
    expect(init?.headers).toMatchObject({
      "Content-Type": "application/json",
      "x-api-key": "secret-key",
    });
    meta.remove();
  });

  it.each([
    [{ error: "User already exists!", message: "Conflict details" }, "User already exists!"],
    [{ message: "Only a message" }, "Only a message"],
    [{ detail: "neither" }, "HTTP error! status: 409"],
  ])(
    "throws ApiError with the server's error, else message, else the status",
    async (body, text) => {
      fakeServer(() => ({ status: 409, body }));
      const failure = api.get("/anything");
      await expect(failure).rejects.toBeInstanceOf(ApiError);
      await expect(failure).rejects.toMatchObject({ status: 409, message: text });
    },
  );

  it("keeps per-field issues of a 400", async () => {
    fakeServer(() => ({
      status: 400,
      body: { error: "Invalid input", issues: [{ path: ["email"], message: "Email is required" }] },
    }));
    await expect(api.post("/users/contact-form", {})).rejects.toMatchObject({
      issues: [{ path: "email", message: "Email is required" }],
    });
  });
});

describe("query defaults", () => {
  it("retries network trouble and 5xx up to 3 times, never a 4xx", () => {
    expect(shouldRetry(0, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetry(2, new ApiError(503, "down"))).toBe(true);
    expect(shouldRetry(3, new ApiError(503, "down"))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, "gone"))).toBe(false);
    expect(shouldRetry(0, new ApiError(401, "who?"))).toBe(false);
  });

  it("waits exponentially longer, capped at 30 seconds", () => {
    expect([0, 1, 2, 3].map(retryDelay)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelay(10)).toBe(30_000);
  });
});
