import { expect } from "@playwright/test";

/**
 * What `read` answers once it answers the same twice in a row, 50 ms apart: a toast that has
 * slid into place, a smooth scroll that has arrived. A wait on the thing itself coming to rest,
 * never a fixed sleep that a busy machine outruns.
 */
export async function settled<T>(read: () => Promise<T>): Promise<T> {
  let previous: string | undefined;
  let value!: T;
  await expect
    .poll(
      async () => {
        value = await read();
        const now = JSON.stringify(value);
        const still = now === previous;
        previous = now;
        return still;
      },
      { intervals: [50], timeout: 10_000 },
    )
    .toBe(true);
  return value;
}
