import type { UserRecord } from "@lo/domain";
import { useCallback, useEffect, useState } from "react";
import { api, isApiError, onUnauthorized } from "./api-client";
import { parseUserRecord } from "./user-record";

export type SessionUser = UserRecord;

/** The signed-in user's localStorage key (docs/requirements.md §3); a display cache only. */
export const USER_STORAGE_KEY = "user";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    // Private modes and locked-down browsers may refuse access to storage altogether.
    return undefined;
  }
}

/** The cached user, or null. A value that is not a valid user record is removed. */
export function readStoredUser(): SessionUser | null {
  const store = storage();
  const raw = store?.getItem(USER_STORAGE_KEY) ?? null;
  if (raw === null) return null;
  try {
    const parsed = parseUserRecord(JSON.parse(raw));
    if (parsed) return parsed;
  } catch {
    // Not JSON at all: fall through and forget it.
  }
  store?.removeItem(USER_STORAGE_KEY);
  return null;
}

export function writeStoredUser(user: SessionUser | null): void {
  const store = storage();
  if (!store) return;
  if (user) store.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  else store.removeItem(USER_STORAGE_KEY);
}

type Generation = { current: number };
type SetUser = (next: SessionUser | null) => void;

/** The cache is only a hint: ask the server whether the session behind it is still alive. */
export function useStoredUserCheck(generation: Generation, setUser: SetUser) {
  const [hadStoredUser] = useState(() => readStoredUser() !== null);
  useEffect(() => {
    if (!hadStoredUser) return;
    const controller = new AbortController();
    const started = generation.current;
    api
      .get<unknown>("/users/me", { signal: controller.signal })
      .then((answer) => {
        const parsed = parseUserRecord(answer);
        if (parsed && generation.current === started) setUser(parsed);
      })
      .catch((error: unknown) => {
        if (isApiError(error) && error.status === 401 && generation.current === started) {
          setUser(null);
        }
        // Anything else (offline, server restarting) keeps the cached user for now.
      });
    return () => controller.abort();
  }, [hadStoredUser, generation, setUser]);
}

/**
 * A session ending elsewhere: a 401 from the server (expired, or ended on another device) forgets
 * the user and, if someone was signed in, marks it `expired`; signing in or out in another tab
 * is reflected here too.
 */
export function useSessionEnds(
  signedInNow: { current: boolean },
  setUser: SetUser,
  setUserState: (user: SessionUser | null) => void,
) {
  const [expired, setExpired] = useState(false);
  useEffect(
    () =>
      onUnauthorized(() => {
        if (signedInNow.current) setExpired(true);
        setUser(null);
      }),
    [signedInNow, setUser],
  );
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== USER_STORAGE_KEY && event.key !== null) return;
      const stored = readStoredUser();
      signedInNow.current = stored !== null;
      setUserState(stored);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [signedInNow, setUserState]);
  const expiryHandled = useCallback(() => setExpired(false), []);
  return { expired, expiryHandled };
}
