import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

// Signing in and out lives in lib/session (the whole app needs it); this feature owns the
// one call only a signed-in person makes for themselves: choosing a new password.

export type ResetOwnPasswordInput = { idnumber: string; password: string };

/** PUT /users/reset-password/{id} with flag 1: the user has chosen their own password. */
export function resetOwnPassword({ idnumber, password }: ResetOwnPasswordInput) {
  return api.put<{ message: string }>(`/users/reset-password/${encodeURIComponent(idnumber)}`, {
    password,
    passwordflag: 1,
  });
}

export function useResetOwnPassword() {
  return useMutation({ mutationFn: resetOwnPassword });
}
