import { isIP } from "node:net";
import { z } from "zod";

// TRUST_PROXY (config.ts): whose X-Forwarded-For the server believes, never "anyone".

const TRUST_PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** An IP address, or an address with a /prefix that fits it (10.0.0.0/8, fd00::/8). */
function isAddressOrCidr(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

const TRUST_PROXY_MESSAGE =
  "TRUST_PROXY must be false or a comma-separated list of proxy addresses or CIDRs " +
  "(e.g. 127.0.0.1,10.0.0.0/8)";

const TRUST_PROXY_ANY_MESSAGE = `TRUST_PROXY=true would believe the X-Forwarded-For header of any client, which can then pose as any address and escape the sign-in limits: give your proxy's addresses or CIDRs instead (e.g. TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8)`;

export const trustProxySetting = z
  .string()
  .optional()
  .transform((value, ctx): false | string[] => {
    const normalized = (value ?? "").trim().toLowerCase();
    if (["", "false", "no", "off"].includes(normalized)) return false;
    if (["true", "yes", "on"].includes(normalized)) {
      ctx.addIssue({ code: "custom", message: TRUST_PROXY_ANY_MESSAGE });
      return z.NEVER;
    }
    // A hop count is not offered: this Fastify trusts no one for a bare number (it cannot
    // tell the real proxy from a client that sends enough X-Forwarded-For entries itself).
    const entries = normalized.split(",").map((entry) => entry.trim());
    if (entries.every((entry) => entry !== "" && isAddressOrCidr(entry))) return entries;
    ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
    return z.NEVER;
  });
