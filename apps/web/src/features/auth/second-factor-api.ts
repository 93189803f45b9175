import type { TotpEnrolment } from "@lo/domain";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { passkeyCeremony } from "@/lib/passkey-ceremony";

type Answer = { message: string };

/**
 * POST /account/totp/enrol: a new key for the authenticator app, as a QR code and as text. A
 * query, not a mutation, so that the dialog asks once however often it renders; it is never
 * asked again by itself (each ask replaces the key not yet confirmed).
 */
export function useTotpEnrolment(idnumber: string) {
  return useQuery({
    queryKey: ["second-factor", idnumber, "enrolment"],
    queryFn: () => api.post<TotpEnrolment>("/account/totp/enrol"),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** POST /account/totp/confirm: the first code; answers the ten recovery codes, once. */
export function useConfirmTotp() {
  return useMutation({
    mutationFn: (code: string) =>
      api.post<Answer & { recoveryCodes: string[] }>("/account/totp/confirm", { code }),
  });
}

/** POST /users/second-factor: a code from the app, or a recovery code. */
export function useVerifyCode() {
  return useMutation({
    mutationFn: (code: string) => api.post<Answer>("/users/second-factor", { code }),
  });
}

/** Confirms this sign-in with one of the person's passkeys. */
export function useVerifyPasskey() {
  return useMutation({
    mutationFn: () =>
      passkeyCeremony<Answer>(
        "get",
        "/users/second-factor/passkey/options",
        "/users/second-factor/passkey",
      ),
  });
}
