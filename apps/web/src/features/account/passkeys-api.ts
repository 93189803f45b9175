import type { PasskeysResponse } from "@lo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";
import { passkeyCeremony } from "@/lib/passkey-ceremony";

type Answer = { message: string };

/** GET /account/passkeys: the person's passkeys, oldest first. */
export const passkeysQueryOptions = (idnumber: string) =>
  getQuery<PasskeysResponse>(["account", idnumber, "passkeys"], "/account/passkeys");

export function usePasskeys(idnumber: string) {
  return useQuery(passkeysQueryOptions(idnumber));
}

/** After any change the list is asked again. */
function usePasskeyChange<Variables>(idnumber: string, call: (v: Variables) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: passkeysQueryOptions(idnumber).queryKey }),
  });
}

/** Makes a passkey on this device (the browser asks for the PIN or fingerprint) and adds it. */
export function useAddPasskey(idnumber: string) {
  return usePasskeyChange(idnumber, (name: string) =>
    passkeyCeremony<Answer>("create", "/account/passkeys/options", "/account/passkeys", { name }),
  );
}

export function useRenamePasskey(idnumber: string) {
  return usePasskeyChange(idnumber, ({ id, name }: { id: string; name: string }) =>
    api.put<Answer>(`/account/passkeys/${encodeURIComponent(id)}`, { name }),
  );
}

export function useRemovePasskey(idnumber: string) {
  return usePasskeyChange(idnumber, (id: string) =>
    api.delete<Answer>(`/account/passkeys/${encodeURIComponent(id)}`),
  );
}
