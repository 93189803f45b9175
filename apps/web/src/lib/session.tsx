import type { UserRecord } from "@lo/domain";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useNavigate } from "react-router";
import { api, ApiError, isApiError, onUnauthorized } from "./api-client";
import { loadedQueryClient } from "./query-client-holder";
import { parseLoginResponse, parseUserRecord } from "./user-record";

export type SessionUser = UserRecord;

/** SPEC §3: the signed-in user is cached in localStorage under this key (display only). */
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

function writeStoredUser(user: SessionUser | null): void {
  const store = storage();
  if (!store) return;
  if (user) store.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  else store.removeItem(USER_STORAGE_KEY);
}

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === "admin";
}

/** Where a user lands after signing in (SPEC §2): admins manage customers, others see products. */
export function homePathFor(user: SessionUser | null | undefined): string {
  if (!user) return "/";
  return isAdmin(user) ? "/admin/customers" : "/my-products";
}

export function mustChangePassword(user: SessionUser | null | undefined): boolean {
  return user?.passwordflag === 0;
}

type SessionContextValue = {
  user: SessionUser | null;
  isLoggingIn: boolean;
  login: (email: string, password: string) => Promise<SessionUser>;
  logout: () => Promise<void>;
  passwordChanged: () => void;
  /**
   * Reads the signed-in user again from the server, after a change of their name or login
   * e-mail; the cached user is left as it was if the server cannot be asked.
   */
  refreshUser: () => Promise<void>;
  /** The server has signed this browser in some other way (a set-password link). */
  signedIn: (user: SessionUser) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/**
 * Holds who is signed in. It lives inside the router (logout navigates home); signing in or
 * out drops every cached answer, if anything has been cached, so the next person sees none.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const [user, setUserState] = useState<SessionUser | null>(readStoredUser);
  const [isLoggingIn, setIsLoggingIn] = useState(false);
  // Bumped on every sign-in/out so a slow /users/me answer cannot undo a newer change.
  const generation = useRef(0);

  const setUser = useCallback((next: SessionUser | null) => {
    generation.current += 1;
    writeStoredUser(next);
    setUserState(next);
  }, []);

  // The cache is only a hint: ask the server whether the session behind it is still alive.
  const hadStoredUser = useRef(user !== null);
  useEffect(() => {
    if (!hadStoredUser.current) return;
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
  }, [setUser]);

  useEffect(() => onUnauthorized(() => setUser(null)), [setUser]);

  // Signing in or out in another tab should be reflected here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === USER_STORAGE_KEY || event.key === null) setUserState(readStoredUser());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const login = useCallback(
    async (email: string, password: string) => {
      setIsLoggingIn(true);
      try {
        const answer = await api.post<unknown>("/users/login", { email, password });
        const parsed = parseLoginResponse(answer);
        if (!parsed || parsed.message !== "Login successful") {
          throw new ApiError(401, "Invalid email or password.");
        }
        const { idnumber, email: userEmail, name, surname, role, passwordflag } = parsed;
        const signedIn: SessionUser = {
          idnumber,
          email: userEmail,
          name,
          surname,
          role,
          passwordflag,
        };
        loadedQueryClient()?.clear();
        setUser(signedIn);
        return signedIn;
      } finally {
        setIsLoggingIn(false);
      }
    },
    [setUser],
  );

  const logout = useCallback(async () => {
    try {
      await api.post("/users/logout", {});
    } catch {
      // Even if the server is unreachable, this browser must stop showing the account.
    }
    // Leave the page first: clearing the user while still on a guarded page would let its
    // guard send us to /login instead of home (flushSync: the router commits before we clear).
    await navigate("/", { flushSync: true });
    setUser(null);
    loadedQueryClient()?.clear();
  }, [navigate, setUser]);

  const passwordChanged = useCallback(() => {
    generation.current += 1;
    setUserState((current) => {
      if (!current) return current;
      const next = { ...current, passwordflag: 1 as const };
      writeStoredUser(next);
      return next;
    });
  }, []);

  const refreshUser = useCallback(async () => {
    const started = generation.current;
    try {
      const parsed = parseUserRecord(await api.get<unknown>("/users/me"));
      if (parsed && generation.current === started) setUser(parsed);
    } catch {
      // A 401 already signed the user out (onUnauthorized); anything else keeps the cache.
    }
  }, [setUser]);

  const signedIn = useCallback(
    (next: SessionUser) => {
      loadedQueryClient()?.clear();
      setUser(next);
    },
    [setUser],
  );

  const value = useMemo(
    () => ({ user, isLoggingIn, login, logout, passwordChanged, refreshUser, signedIn }),
    [user, isLoggingIn, login, logout, passwordChanged, refreshUser, signedIn],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
