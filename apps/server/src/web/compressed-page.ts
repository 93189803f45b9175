import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export type PageEncoding = "br" | "gzip" | "identity";

/**
 * One page held in memory in each encoding, compressed once when it is first read, with a
 * weak ETag (the same content in any encoding) so a browser revalidating it gets a 304.
 */
export type CompressedPage = Record<PageEncoding, Buffer> & { etag: string };

export function compressPage(text: string): CompressedPage {
  const identity = Buffer.from(text, "utf8");
  return {
    etag: `W/"${createHash("sha256").update(identity).digest("base64url").slice(0, 27)}"`,
    identity,
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}

/** q-values by coding from an Accept-Encoding header, e.g. "gzip;q=0.5, br" → {gzip: 0.5, br: 1}. */
function qualities(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(",")) {
    const [coding, ...params] = part.trim().toLowerCase().split(";");
    if (!coding) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const value = q === undefined ? 1 : Number(q.slice(2));
    result.set(coding, Number.isFinite(value) ? value : 0);
  }
  return result;
}

/**
 * The best encoding a client accepts (RFC 9110 §12.5.3): br before gzip at equal weight, `*`
 * standing for any coding not named, identity when nothing else is wanted.
 */
export function chooseEncoding(header: string | undefined): PageEncoding {
  if (!header) return "identity";
  const accepted = qualities(header);
  const weight = (coding: string) => accepted.get(coding) ?? accepted.get("*") ?? 0;
  const best = (["br", "gzip"] as const)
    .filter((coding) => weight(coding) > 0)
    .sort((a, b) => weight(b) - weight(a))[0];
  return best ?? "identity";
}
