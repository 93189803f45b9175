import type { APIRequestContext, APIResponse } from "@playwright/test";
import { SoftwareAuthenticator } from "../apps/server/test/software-authenticator";

// The workshop's admin of the browser tests proves their second factor (decision 087) with a
// passkey: an authenticator in software (apps/server/test/software-authenticator.ts) whose key
// is made once a run (e2e/global-setup.ts) and shared with every worker. Its answers are signed
// and checked by the real server as a phone's would be. The flows a person sees (the dialog,
// setting up an authenticator app, Chromium's own virtual authenticator) have their own tests:
// sign-in.spec.ts and passkeys.spec.ts.

/** Where the run's admin passkey is handed to the workers. */
export const ADMIN_PASSKEY = "LO_E2E_ADMIN_PASSKEY";
const PREFIX = "/lifetime-outfitter";

function adminAuthenticator(origin: string): SoftwareAuthenticator {
  if (!process.env[ADMIN_PASSKEY]) {
    process.env[ADMIN_PASSKEY] = JSON.stringify(SoftwareAuthenticator.shared(origin).save());
  }
  return new SoftwareAuthenticator(origin, JSON.parse(process.env[ADMIN_PASSKEY]));
}

async function json<T>(response: APIResponse): Promise<T> {
  if (!response.ok()) {
    throw new Error(`${response.url()} → ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as T;
}

type Ceremony = { challengeId: string; options: { challenge: string; rpId?: string } };

/**
 * Proves the second factor of the admin session `api` holds on the shop at `baseURL`: with the
 * run's passkey, first added to the account if the sign-in said 'enrol'.
 */
export async function proveAdminFactor(
  api: APIRequestContext,
  baseURL: string,
  state: "enrol" | "confirm",
): Promise<void> {
  const device = adminAuthenticator(baseURL);
  if (state === "enrol") {
    const start = await json<Ceremony & { options: { rp: { id?: string } } }>(
      await api.post(`${baseURL}${PREFIX}/account/passkeys/options`),
    );
    await json(
      await api.post(`${baseURL}${PREFIX}/account/passkeys`, {
        data: {
          challengeId: start.challengeId,
          name: "Workshop key",
          response: device.register(start.options),
        },
      }),
    );
  }
  const proof = await json<Ceremony>(
    await api.post(`${baseURL}${PREFIX}/users/second-factor/passkey/options`),
  );
  await json(
    await api.post(`${baseURL}${PREFIX}/users/second-factor/passkey`, {
      data: { challengeId: proof.challengeId, response: device.assert(proof.options) },
    }),
  );
}

/** Whether a sign-in's answer asks for a second factor, and which way. */
export function pendingFactor(answer: { secondFactor?: string }): "enrol" | "confirm" | null {
  return answer.secondFactor === "enrol" || answer.secondFactor === "confirm"
    ? answer.secondFactor
    : null;
}
