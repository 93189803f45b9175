import { Suspense } from "react";
import { Outlet, useLocation } from "react-router";
import { useSession } from "@/lib/session";
import { lazyFromSignedInParts } from "../signed-in-door";
import { useFocusHeadingOnNavigate, useHeaderHeight } from "./focus-on-navigate";
import { PageFallback } from "./page-fallback";
import { ScrollRestoration } from "./scroll-restoration";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

// The dialogs a signed-in session may be asked over any page: never downloaded by a visitor.
const SignedInHosts = lazyFromSignedInParts("SignedInHosts");

// Pages opened from a link in a mail, which do their own work with its token (choosing a
// password, confirming an address): the signed-in dialogs would cover what they ask.
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
      {user ? (
        <Suspense fallback={null}>
          <SignedInHosts user={user} onMailLinkPage={onMailLinkPage} />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
