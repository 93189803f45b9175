import { Suspense } from "react";
import type { SessionUser } from "@/lib/session";
import { mustChangePassword, mustProveSecondFactor } from "@/lib/session";
import { IdentityConfirmationHost } from "./identity-confirmation-host";
import { lazyWithQueries } from "./lazy-page";

// Only new and freshly reset accounts ever see it.
const FirstTimePasswordDialog = lazyWithQueries<{ user: SessionUser }>(() =>
  import("@/features/auth/components/first-time-password-dialog").then((module) => ({
    default: module.FirstTimePasswordDialog,
  })),
);

// Only admins see it, once a sign-in.
const SecondFactorDialog = lazyWithQueries<{ user: SessionUser }>(() =>
  import("@/features/auth/components/second-factor-dialog").then((module) => ({
    default: module.SecondFactorDialog,
  })),
);

type SignedInHostsProps = {
  user: SessionUser;
  /** A page opened from a mail's link, which does its own work with the token. */
  onMailLinkPage: boolean;
};

/**
 * What a signed-in session may be asked over any page, in a chunk of its own that a visitor
 * never downloads (decision 049): a first-time password (docs/requirements.md §2), then an
 * admin's second factor (decision 087), and 'Confirm it is you' (decision 088).
 */
export function SignedInHosts({ user, onMailLinkPage }: SignedInHostsProps) {
  return (
    <>
      {/* Here, so a reload of any page still asks for a new password. */}
      {mustChangePassword(user) && !onMailLinkPage ? (
        <Suspense fallback={null}>
          <FirstTimePasswordDialog user={user} />
        </Suspense>
      ) : null}
      {/* After the password: an admin's second factor. */}
      {mustProveSecondFactor(user) && !onMailLinkPage ? (
        <Suspense fallback={null}>
          <SecondFactorDialog user={user} />
        </Suspense>
      ) : null}
      <IdentityConfirmationHost />
    </>
  );
}
