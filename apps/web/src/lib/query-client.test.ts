import { QueryObserver } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient } from "./query-client";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A query shown on a page (an observer), whose answers are `answers` in turn. */
function watch(answers: (() => unknown)[]) {
  const client = createQueryClient();
  let calls = 0;
  const observer = new QueryObserver(client, {
    queryKey: ["list"],
    queryFn: async () => answers[Math.min(calls++, answers.length - 1)]!(),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, calls: () => calls, unsubscribe };
}

const fail = () => {
  throw new Error("Failed to fetch");
};

describe("a failed load", () => {
  it("is an error at the first failure, and asked again in the background until it answers", async () => {
    const { observer, calls, unsubscribe } = watch([fail, fail, () => ["a row"]]);
    await vi.advanceTimersByTimeAsync(0);
    expect(observer.getCurrentResult().isError).toBe(true);
    expect(calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(calls()).toBe(2);
    expect(observer.getCurrentResult().isError).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls()).toBe(3);
    expect(observer.getCurrentResult().data).toEqual(["a row"]);
    unsubscribe();
  });

  it("is asked again at most three times, and never after a 4xx", async () => {
    const failing = watch([fail]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(failing.calls()).toBe(4);
    failing.unsubscribe();

    const refused = watch([
      () => {
        throw new ApiError(403, "Forbidden");
      },
    ]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(refused.calls()).toBe(1);
    refused.unsubscribe();
  });

  it("is not asked again once no page shows it", async () => {
    const { calls, unsubscribe } = watch([fail]);
    await vi.advanceTimersByTimeAsync(0);
    unsubscribe();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toBe(1);
  });
});
