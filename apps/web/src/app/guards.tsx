import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { loginPathFor, returnPathFrom } from "@/lib/login-return";
import { homePathFor, isAdmin, mustChangePassword, useSession } from "@/lib/session";

/**
 * Route guards (docs/requirements.md §2): not signed in goes to /login (which, once signed in,
 * returns to the page asked for: lib/login-return.ts), the wrong role goes to /. They only decide
 * what to show; the server checks every call again, so a guard is never the lock.
 */
export function RequireSignIn({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  return children ?? <Outlet />;
}

export function RequireAdmin({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) return <Navigate to={loginPathFor(location)} replace />;
  if (!isAdmin(user)) return <Navigate to="/" replace />;
  return children ?? <Outlet />;
}

/**
 * /login for someone already signed in sends them to the page they had asked for (its
 * `?next=`), else to their home page, except while they must still choose a new password:
 * then the first-time dialog shows over the login page.
 */
export function RedirectIfSignedIn({ children }: { children?: ReactNode }) {
  const { user } = useSession();
  const { search } = useLocation();
  if (user && !mustChangePassword(user)) {
    return <Navigate to={returnPathFrom(search) ?? homePathFor(user)} replace />;
  }
  return children ?? <Outlet />;
}
