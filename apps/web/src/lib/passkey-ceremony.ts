import type { WebauthnOptions } from "@lo/domain";
import { api, serverMessageOr } from "./api-client";

/** What went wrong in the browser's own passkey step, in the person's words. */
export class PasskeyCancelled extends Error {
  override name = "PasskeyCancelled";
}

export const PASSKEY_CANCELLED = "The passkey was not used. Please try again when you are ready.";
export const PASSKEY_ALREADY_HERE = "This device already holds a passkey for your account.";
export const PASSKEY_UNSUPPORTED = "This browser cannot use passkeys.";

/** Whether this browser can make and use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

function browserFailure(error: unknown): Error {
  const code = (error as { code?: string } | null)?.code;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED") {
    return new PasskeyCancelled(PASSKEY_ALREADY_HERE);
  }
  return new PasskeyCancelled(PASSKEY_CANCELLED);
}

/**
 * One WebAuthn ceremony: asks the server for options (`optionsPath`), lets the browser make or
 * use a passkey with them (@simplewebauthn/browser, loaded only now), and sends its answer with
 * `extra` to `answerPath`. A step the person cancels in the browser is a PasskeyCancelled.
 */
export async function passkeyCeremony<T>(
  kind: "create" | "get",
  optionsPath: string,
  answerPath: string,
  extra: Record<string, unknown> = {},
): Promise<T> {
  if (!passkeysSupported()) throw new PasskeyCancelled(PASSKEY_UNSUPPORTED);
  const [{ challengeId, options }, browser] = await Promise.all([
    api.post<WebauthnOptions>(optionsPath),
    import("@simplewebauthn/browser"),
  ]);
  let response: unknown;
  try {
    response =
      kind === "create"
        ? await browser.startRegistration({ optionsJSON: options as never })
        : await browser.startAuthentication({ optionsJSON: options as never });
  } catch (error) {
    throw browserFailure(error);
  }
  return api.post<T>(answerPath, { ...extra, challengeId, response });
}

/** What to tell the person when a passkey step failed: the browser's step, the server's word, or `fallback`. */
export function passkeyFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof PasskeyCancelled) return error.message;
  return serverMessageOr(error, fallback);
}
