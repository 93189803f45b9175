import { PASSWORD_LINK_MESSAGES, type PasswordLinkPurpose } from "@lo/domain";
import { KeyRound, LinkIcon } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "@/components/link";
import { LinkPageLoading } from "@/components/link-page-panel";
import { LoadError } from "@/components/load-error";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useNoIndex } from "@/lib/use-no-index";
import { AccountPanel } from "./components/account-panel";
import { SetPasswordForm } from "./components/set-password-form";
import { getPasswordLink } from "./password-links-api";

type View =
  | { kind: "loading" }
  | { kind: "not-live" }
  | { kind: "load-failed" }
  | { kind: "form"; purpose: PasswordLinkPurpose };

const TITLES: Record<PasswordLinkPurpose, string> = {
  invitation: "Welcome — choose your password",
  reset: "Choose a new password",
};

function NotLive() {
  return (
    <AccountPanel
      icon={LinkIcon}
      eyebrow="Password link"
      title="Link expired"
      intro={
        <p>
          {PASSWORD_LINK_MESSAGES.notLive} Each link works once, for a limited time. Ask for a new
          one with the e-mail address of your account.
        </p>
      }
    >
      <Button asChild size="lg">
        <Link to="/forgot-password">Ask for a new link</Link>
      </Button>
    </AccountPanel>
  );
}

/**
 * /set-password?token=…, the link of the invitation and reset mails (docs/design.md §8). Public:
 * the token is the key. The person chooses a password and is signed in; a link that is used or
 * expired says so and offers a new one.
 */
export default function SetPasswordPage() {
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [view, setView] = useState<View>({ kind: "loading" });
  useDocumentTitle(view.kind === "form" ? TITLES[view.purpose] : "Choose a password");

  const load = useCallback(
    (signal?: AbortSignal) => {
      setView({ kind: "loading" });
      getPasswordLink(token, signal).then(
        ({ purpose }) => setView({ kind: "form", purpose }),
        (error: unknown) => {
          if (signal?.aborted) return;
          setView({ kind: isApiError(error) && error.status === 404 ? "not-live" : "load-failed" });
        },
      );
    },
    [token],
  );

  useEffect(() => {
    if (!token) {
      setView({ kind: "not-live" });
      return;
    }
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load, token]);

  switch (view.kind) {
    case "loading":
      return <LinkPageLoading />;
    case "not-live":
      return <NotLive />;
    case "load-failed":
      return (
        <AccountPanel icon={KeyRound} eyebrow="Password link" title="Something went wrong">
          <LoadError message="We could not open your link." onRetry={() => load()} />
        </AccountPanel>
      );
    case "form":
      return (
        <AccountPanel
          icon={KeyRound}
          eyebrow={view.purpose === "invitation" ? "Your new account" : "Your account"}
          title={TITLES[view.purpose]}
          intro={
            <p>
              {view.purpose === "invitation"
                ? "Choose the password you will sign in with. Once it is saved, you are signed in."
                : "Choose a new password. Once it is saved you are signed in here, and signed out everywhere else."}
            </p>
          }
        >
          <SetPasswordForm token={token} onNotLive={() => setView({ kind: "not-live" })} />
        </AccountPanel>
      );
  }
}
