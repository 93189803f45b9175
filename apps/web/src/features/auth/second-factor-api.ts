import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { passkeyCeremony } from "@/lib/passkey-ceremony";

type Answer = { message: string };

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
