import { once } from "node:events";
import type { Writable } from "node:stream";
import { Zip } from "fflate";

/**
 * A ZIP (fflate) written to `out` as it is made: a customer's archive (decision 089), a
 * backup (decision 091). `drained` waits whenever `out` asks to, so nothing piles up in memory.
 */
export function zipTo(out: Writable): { zip: Zip; drained: () => Promise<void> } {
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      out.destroy(error);
      return;
    }
    out.write(chunk);
    if (final) out.end();
  });
  const drained = async () => {
    if (out.writableNeedDrain) await once(out, "drain");
  };
  return { zip, drained };
}
