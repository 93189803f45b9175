import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { loginPathFor, SIGNED_OUT_STATE } from "@/lib/login-return";
import { useSession } from "@/lib/session";

/**
 * The pages anyone may see, signed in or not: when a session ends while one is open, it stays
 * (the header shows the visitor's links). Every other page was showing the person's own things.
 */
const OPEN_TO_VISITORS =
  /^\/($|products(\/|$)|contact\/?$|login\/?$|forgot-password\/?$|set-password\/?$|confirm-email\/?$|(track|verify|transfer|unsubscribe)\/)/;

/**
 * A session that the server ended (expired, or signed out on another device) while its page was
 * open: the person is sent to sign in again, told why on the login page, and brought back to the
 * page they were on (`/login?next=`) once signed in.
 */
export function SessionExpiry() {
  const { expired, expiryHandled } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!expired) return;
    expiryHandled();
    if (OPEN_TO_VISITORS.test(location.pathname)) return;
    // A guard may already be on its way to the same address: this one adds the reason.
    void navigate(loginPathFor(location), { replace: true, state: SIGNED_OUT_STATE });
  }, [expired, expiryHandled, location, navigate]);
  return null;
}
