import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmIdentity, setIdentityConfirmation } from "./identity-confirmation";

describe("confirmIdentity", () => {
  afterEach(() => {
    setIdentityConfirmation(null);
    vi.useRealTimers();
  });

  it("asks through the host once it has arrived, for every call that waited for it", async () => {
    const first = confirmIdentity();
    const second = confirmIdentity();
    const ask = vi.fn(() => Promise.resolve(true));
    setIdentityConfirmation(ask);
    await expect(first).resolves.toBe(true);
    await expect(second).resolves.toBe(true);
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it("lets the refusal stand when no host arrives", async () => {
    vi.useFakeTimers();
    const answer = confirmIdentity();
    await vi.advanceTimersByTimeAsync(5000);
    await expect(answer).resolves.toBe(false);
  });
});
