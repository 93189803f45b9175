import { once } from "node:events";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import { Zip } from "fflate";

/**
 * A ZIP (fflate) written to `out` as it is made: a customer's archive (decision 089), a
 * backup (decision 091). `drained` waits whenever `out` asks to, so nothing piles up in memory,
 * and throws once `out` has failed or was closed before the end (a client gone, a disk full),
 * so that the reading stops rather than wait for ever. `done` settles when `out` has finished
 * or failed.
 */
export function zipTo(out: Writable): {
  zip: Zip;
  drained: () => Promise<void>;
  done: Promise<void>;
} {
  const done = finished(out);
  // Observed here: a failure before the caller awaits `done` must not be an unhandled one.
  done.catch(() => undefined);
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (out.destroyed || out.errored) {
      await done;
      throw new Error("The output closed before the end.");
    }
    if (out.writableNeedDrain) await Promise.race([once(out, "drain"), done]);
  };
  return { zip, drained, done };
}
