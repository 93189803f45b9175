import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import {
  mustChangePassword,
  mustProveSecondFactor,
  useSession,
  type SessionUser,
} from "@/lib/session";
import { lazyWithQueries } from "../lazy-page";
import { useFocusHeadingOnNavigate, useHeaderHeight } from "./focus-on-navigate";
import { PageFallback } from "./page-fallback";
import { ScrollRestoration } from "./scroll-restoration";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// Only new and freshly reset accounts ever see it, so it stays out of the main bundle.
const FirstTimePasswordDialog = lazyWithQueries<{ user: SessionUser }>(() =>
  import("@/features/auth/components/first-time-password-dialog").then((module) => ({
    default: module.FirstTimePasswordDialog,
  })),
);

// Only admins see it, once a sign-in: it stays out of the main bundle too.
const SecondFactorDialog = lazyWithQueries<{ user: SessionUser }>(() =>
  import("@/features/auth/components/second-factor-dialog").then((module) => ({
    default: module.SecondFactorDialog,
  })),
);

// Pages opened from a link in a mail, which do their own work with its token (choosing a
// password, confirming an address): the first-time dialog would cover what they ask.
const MAIL_LINK_PAGES = new Set(["/set-password", "/confirm-email"]);

export function SiteLayout() {
  const { user } = useSession();
  useHeaderHeight();
  useFocusHeadingOnNavigate();
  const onMailLinkPage = MAIL_LINK_PAGES.has(useLocation().pathname.replace(/\/$/, ""));
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-3 text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      {/* Here, so a reload of any page still asks for a new password (docs/requirements.md §2). */}
      {user && mustChangePassword(user) && !onMailLinkPage ? (
        <Suspense fallback={null}>
          <FirstTimePasswordDialog user={user} />
        </Suspense>
      ) : null}
      {/* After the password: an admin's second factor (decision 087). */}
      {user && mustProveSecondFactor(user) && !onMailLinkPage ? (
        <Suspense fallback={null}>
          <SecondFactorDialog user={user} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
