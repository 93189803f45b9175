import { ACCOUNT_MESSAGES } from "@lo/domain";
import { CircleAlert, MailCheck } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "@/components/link";
import {
  LinkPageAction,
  LinkPagePanel,
  LinkPageText,
  type LinkPagePanelProps,
} from "@/components/link-page-panel";
import { Button } from "@/components/ui/button";
import { isApiError, serverMessageOr } from "@/lib/api-client";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useNoIndex } from "@/lib/use-no-index";
import { confirmEmailChange } from "./confirm-email-api";

type View =
  | { kind: "ready"; saving: boolean; failed?: string }
  | { kind: "done"; message: string }
  | { kind: "refused"; message: string };

const Panel = (props: Omit<LinkPagePanelProps, "eyebrow">) => (
  <LinkPagePanel eyebrow="Your e-mail address" {...props} />
);

const textLink = "font-medium text-foreground underline underline-offset-4";

/**
 * /confirm-email?token=…, the link mailed to a new address. Opening it changes nothing (mail
 * scanners follow links); 'Confirm my new address' makes it the login. Works on any device,
 * signed in or not: the token is the key.
 */
export default function ConfirmEmailPage() {
  useDocumentTitle("Confirm your new e-mail address");
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const { user, refreshUser } = useSession();
  const [view, setView] = useState<View>(
    token
      ? { kind: "ready", saving: false }
      : { kind: "refused", message: ACCOUNT_MESSAGES.linkExpired },
  );

  const confirm = () => {
    setView({ kind: "ready", saving: true });
    confirmEmailChange(token).then(
      ({ message }) => {
        setView({ kind: "done", message });
        // Whoever is signed in here sees their address as it now is.
        if (user) void refreshUser();
      },
      (error: unknown) => {
        if (isApiError(error) && (error.status === 404 || error.status === 409)) {
          setView({ kind: "refused", message: error.message });
        } else {
          const failed = serverMessageOr(error, "That did not work. Please try again.");
          setView({ kind: "ready", saving: false, failed });
        }
      },
    );
  };

  switch (view.kind) {
    case "done":
      return (
        <Panel icon={MailCheck} title="Address changed">
          <LinkPageText role="status">{view.message} From now on, sign in with it.</LinkPageText>
          <Button asChild size="lg" className="mt-8">
            <Link to={user ? "/account" : "/login"}>{user ? "My Account" : "Sign In"}</Link>
          </Button>
        </Panel>
      );
    case "refused":
      return (
        <Panel icon={CircleAlert} title="This link cannot be used">
          <LinkPageText role="alert">{view.message}</LinkPageText>
          <p className="mt-6 text-sm text-muted-foreground">
            Nothing has changed. To ask for a new link,{" "}
            <Link to="/account" className={textLink}>
              sign in and enter your new address on My Account
            </Link>
            .
          </p>
        </Panel>
      );
    case "ready":
      return (
        <Panel icon={MailCheck} title="Confirm your new e-mail address">
          <LinkPageText>
            Once you confirm, you sign in with this address and our e-mails come here. Until then,
            nothing changes.
          </LinkPageText>
          <LinkPageAction
            icon={MailCheck}
            saving={view.saving}
            failed={view.failed}
            onClick={confirm}
          >
            Confirm my new address
          </LinkPageAction>
        </Panel>
      );
  }
}
