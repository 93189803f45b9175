import { ACCOUNT_MESSAGES } from "@lo/domain";
import { BellOff, MailCheck } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link } from "@/components/link";
import {
  LinkPageAction,
  LinkPageLoading,
  LinkPagePanel,
  LinkPageText,
  type LinkPagePanelProps,
} from "@/components/link-page-panel";
import { useParams } from "react-router";
import { LoadError } from "@/components/load-error";
import { NotFound } from "@/components/not-found";
import { isApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useNoIndex } from "@/lib/use-no-index";
import { getOptOutState, turnOffStatusMails } from "./unsubscribe-api";

type View =
  | { kind: "loading" }
  | { kind: "unknown" }
  | { kind: "load-failed" }
  | { kind: "on"; saving: boolean; failed: boolean }
  | { kind: "off"; justNow: boolean };

const Panel = (props: Omit<LinkPagePanelProps, "eyebrow">) => (
  <LinkPagePanel eyebrow="E-mails about your repairs" {...props} />
);

const AccountLink = () => (
  <p className="mt-6 text-sm text-muted-foreground">
    Changed your mind? Turn them on again on{" "}
    <Link to="/account" className="font-medium text-foreground underline underline-offset-4">
      My Account
    </Link>{" "}
    once you are signed in.
  </p>
);

/**
 * /unsubscribe/{token}, the opt-out link of every status mail. Opening it changes nothing (link
 * scanners follow links); the button turns the mails off. Mail clients use the same address
 * for the one-click POST, which the server answers itself. An unknown token: not found.
 */
export default function UnsubscribePage() {
  useDocumentTitle("E-mails about your repairs");
  useNoIndex();
  const { token = "" } = useParams();
  const [view, setView] = useState<View>({ kind: "loading" });

  const load = useCallback(
    (signal?: AbortSignal) => {
      setView({ kind: "loading" });
      getOptOutState(token, signal).then(
        ({ statusMails }) =>
          setView(
            statusMails
              ? { kind: "on", saving: false, failed: false }
              : { kind: "off", justNow: false },
          ),
        (error: unknown) => {
          if (signal?.aborted) return;
          setView({ kind: isApiError(error) && error.status === 404 ? "unknown" : "load-failed" });
        },
      );
    },
    [token],
  );

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal);
    return () => controller.abort();
  }, [load]);

  const turnOff = () => {
    setView({ kind: "on", saving: true, failed: false });
    turnOffStatusMails(token).then(
      () => setView({ kind: "off", justNow: true }),
      (error: unknown) =>
        isApiError(error) && error.status === 404
          ? setView({ kind: "unknown" })
          : setView({ kind: "on", saving: false, failed: true }),
    );
  };

  switch (view.kind) {
    case "loading":
      return <LinkPageLoading />;
    case "unknown":
      return <NotFound />;
    case "load-failed":
      return (
        <Panel icon={MailCheck} title="Something went wrong">
          <LoadError
            className="mt-6"
            message="We could not open your e-mail choices."
            onRetry={() => load()}
          />
        </Panel>
      );
    case "off":
      return (
        <Panel
          icon={BellOff}
          title={view.justNow ? "E-mails turned off" : "These e-mails are already off"}
        >
          <LinkPageText role={view.justNow ? "status" : undefined}>
            {ACCOUNT_MESSAGES.statusMailsOff} We will still confirm each new repair request, and you
            can follow your repairs on My Repairs.
          </LinkPageText>
          <AccountLink />
        </Panel>
      );
    case "on":
      return (
        <Panel icon={MailCheck} title="Stop these e-mails?">
          <LinkPageText>
            We e-mail you each time one of your repairs moves on: a new state, or a note from the
            workshop.
          </LinkPageText>
          <LinkPageAction
            icon={BellOff}
            saving={view.saving}
            failed={view.failed ? "That did not work. Please try again." : undefined}
            onClick={turnOff}
          >
            Turn off e-mails about my repairs
          </LinkPageAction>
        </Panel>
      );
  }
}
