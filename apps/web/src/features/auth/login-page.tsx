import { cataloguePhoto, PUBLIC_PAGE_NAMES } from "@lo/domain";
import { ArrowLeft, Clock, ShieldCheck } from "lucide-react";
import { useLocation } from "react-router";
import { Link } from "@/components/link";
import { SIGNED_OUT_MESSAGE, wasSignedOut } from "@/lib/login-return";
import { useDocumentTitle } from "@/lib/use-document-title";
import { LoginForm } from "./components/login-form";
import { PasskeySignIn } from "./components/passkey-sign-in";

// A catalogue photo by its slug: the page does not carry the catalogue for it.
const photo = cataloguePhoto("bifold-wallet");

export default function LoginPage() {
  useDocumentTitle(PUBLIC_PAGE_NAMES.login);
  const signedOut = wasSignedOut(useLocation().state);
  return (
    <div className="mx-auto flex max-w-5xl flex-col px-4 py-10 sm:px-6 sm:py-16">
      <Link
        to="/"
        className="inline-flex min-h-11 items-center gap-2 self-start rounded-md text-sm font-medium text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Return to Home Page
      </Link>

      <div className="mt-4 grid overflow-hidden rounded-xl border border-border bg-card shadow-lift md:grid-cols-2">
        <div className="hidden flex-col bg-espresso text-primary-foreground md:flex">
          <img src={photo} alt="" className="aspect-[16/11] w-full object-cover" />
          <div className="flex flex-1 flex-col justify-end border-t-2 border-dashed border-brass/50 p-8 lg:p-10">
            <ShieldCheck className="size-7 text-brass" aria-hidden="true" />
            <p className="mt-3 font-display text-2xl leading-snug font-semibold">
              Every piece you own from us, and every repair, in one place.
            </p>
            <p className="mt-2 text-sm text-[#e4d7c4]">
              Accounts are set up by the workshop when you buy from us.
            </p>
          </div>
        </div>

        <div className="p-6 sm:p-10">
          <h1 className="text-3xl font-semibold">Welcome back</h1>
          <p className="mt-2 text-muted-foreground">
            Sign in to see your products and follow your repairs.
          </p>
          {signedOut ? (
            <p
              role="status"
              className="mt-6 flex items-start gap-2.5 rounded-lg border border-brass/60 bg-brass-light/40 px-4 py-3 text-sm font-medium"
            >
              <Clock className="mt-0.5 size-4 shrink-0 text-brass-deep" aria-hidden="true" />
              {SIGNED_OUT_MESSAGE}
            </p>
          ) : null}
          <div className="mt-8">
            <LoginForm />
          </div>
          <div className="mt-6 flex items-center gap-3 text-sm text-muted-foreground">
            <span className="h-px flex-1 bg-border" aria-hidden="true" />
            or
            <span className="h-px flex-1 bg-border" aria-hidden="true" />
          </div>
          <div className="mt-6">
            <PasskeySignIn />
          </div>
          <p className="mt-6 text-sm text-muted-foreground">
            No account yet? The workshop opens one when you buy from us and e-mails you an
            invitation.{" "}
            <Link to="/contact" className="font-medium text-primary underline underline-offset-4">
              Contact the workshop
            </Link>
            .
          </p>
        </div>
      </div>
    </div>
  );
}
