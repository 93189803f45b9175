import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { useNavigate } from "react-router";
import { api, ApiError } from "./api-client";
import { SIGNED_OUT_STATE } from "./login-return";
import { loadedQueryClient } from "./query-client-holder";
import {
  readStoredUser,
  useSessionEnds,
  useStoredUserCheck,
  writeStoredUser,
  type SessionUser,
} from "./session-store";
import { useStableObject } from "./use-stable-object";
import { parseLoginResponse, parseUserRecord } from "./user-record";

export { readStoredUser, USER_STORAGE_KEY, type SessionUser } from "./session-store";

export function isAdmin(user: SessionUser | null | undefined): boolean {
  return user?.role === "admin";
}

/** Landing after sign-in (docs/requirements.md §2): admins at customers, others at products. */
export function homePathFor(user: SessionUser | null | undefined): string {
  if (!user) return "/";
  return isAdmin(user) ? "/admin/customers" : "/my-products";
}

export function mustChangePassword(user: SessionUser | null | undefined): boolean {
  return user?.passwordflag === 0;
}

/**
 * Whether this session must prove (or first set up) a second factor before anything else: an
 * admin's, once their own password is chosen (decision 087).
 */
export function mustProveSecondFactor(user: SessionUser | null | undefined): boolean {
  return (
    !!user &&
    !mustChangePassword(user) &&
    (user.secondFactor === "enrol" || user.secondFactor === "confirm")
  );
}

type SessionContextValue = {
  user: SessionUser | null;
  isLoggingIn: boolean;
  login: (email: string, password: string) => Promise<SessionUser>;
  logout: () => Promise<void>;
  passwordChanged: () => void;
  /** This session has proved its second factor (decision 087). */
  secondFactorProved: () => void;
  /**
   * Reads the signed-in user again from the server, after a change of their name or login
   * e-mail; the cached user is left as it was if the server cannot be asked.
   */
  refreshUser: () => Promise<void>;
  /** The server has signed this browser in some other way (a set-password link). */
  signedIn: (user: SessionUser) => void;
  /**
   * The server has already signed this browser out (the person ended this very session from
   * their account page): forget the user and go to the sign-in page, which says so.
   */
  signedOut: () => void;
  /**
   * True once the server answered 401 to someone signed in here (their session expired or was
   * ended elsewhere), until `expiryHandled`: app/session-expiry.tsx sends them to sign in again.
   */
  expired: boolean;
  expiryHandled: () => void;
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
  // Whether someone is signed in now, for the 401 listener (which must not re-subscribe).
  const signedInNow = useRef(user !== null);
  // Bumped on every sign-in/out so a slow /users/me answer cannot undo a newer change.
  const generation = useRef(0);

  const setUser = useCallback((next: SessionUser | null) => {
    generation.current += 1;
    signedInNow.current = next !== null;
    writeStoredUser(next);
    setUserState(next);
  }, []);

  useStoredUserCheck(generation, setUser);
  const { expired, expiryHandled } = useSessionEnds(signedInNow, setUser, setUserState);

  const login = useCallback(
    async (email: string, password: string) => {
      setIsLoggingIn(true);
      try {
        const answer = await api.post<unknown>("/users/login", { email, password });
        const parsed = parseLoginResponse(answer);
        if (!parsed || parsed.message !== "Login successful") {
          throw new ApiError(401, "Invalid email or password.");
        }
        const { message: _message, ...signedIn } = parsed;
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

  /** Changes the signed-in user as the server has just done, keeping the change. */
  const amendUser = useCallback((change: Partial<SessionUser>) => {
    generation.current += 1;
    setUserState((current) => {
      if (!current) return current;
      const next = { ...current, ...change };
      writeStoredUser(next);
      return next;
    });
  }, []);

  const passwordChanged = useCallback(() => amendUser({ passwordflag: 1 }), [amendUser]);

  const secondFactorProved = useCallback(() => amendUser({ secondFactor: "proved" }), [amendUser]);

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

  const signedOut = useCallback(() => {
    // One render for both: the user gone while the guarded page still showed would send its
    // guard to /login?next=, and the sign-in page with the user still set would send them home.
    flushSync(() => {
      setUser(null);
      void navigate("/login", { flushSync: true, state: SIGNED_OUT_STATE });
    });
    loadedQueryClient()?.clear();
  }, [navigate, setUser]);

  const value = useStableObject({
    user,
    isLoggingIn,
    login,
    logout,
    passwordChanged,
    secondFactorProved,
    refreshUser,
    signedIn,
    signedOut,
    expired,
    expiryHandled,
  });
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
