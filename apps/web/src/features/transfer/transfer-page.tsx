import type { TransferLinkView } from "@lo/domain";
import { CheckCircle2, Gift, Link2Off, LogIn, LogOut, Package } from "lucide-react";
import { useState } from "react";
import { useLocation, useParams } from "react-router";
import { ButtonLink } from "@/components/button-link";
import { LinkPageLoading, LinkPagePanel, LinkPageText } from "@/components/link-page-panel";
import { Button } from "@/components/ui/button";
import { FormMessage } from "@/components/ui/form-message";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/api-client";
import { loginPathFor } from "@/lib/login-return";
import { loadedQueryClient } from "@/lib/query-client-holder";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { acceptTransfer, useTransferLink } from "./api";
import { AccountForm } from "./components/account-form";

/** The piece the link offers: type, colour, size and serial number; nothing of its owner. */
function PieceCard({ view }: { view: TransferLinkView }) {
  return (
    <div className="mt-6 w-full rounded-lg border border-border bg-card p-5 text-left shadow-card">
      <p className="flex items-center gap-2 text-lg font-semibold">
        <Package className="size-5 text-brass-deep" aria-hidden="true" />
        {view.productType}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-muted-foreground">Colour</dt>
        <dd>{view.color ?? "—"}</dd>
        {view.size ? (
          <>
            <dt className="text-muted-foreground">Size</dt>
            <dd>{view.size}</dd>
          </>
        ) : null}
        <dt className="text-muted-foreground">Serial number</dt>
        <dd className="serial">{view.serialNumber}</dd>
      </dl>
    </div>
  );
}

function Done({ serialno }: { serialno: string }) {
  return (
    <LinkPagePanel
      icon={CheckCircle2}
      iconClassName="size-7"
      eyebrow="Transfer"
      title="The piece is yours"
    >
      <LinkPageText role="status">
        The piece is yours now, with its whole history. Serial number{" "}
        <span className="serial">{serialno}</span> is in My Products, ready for any repair it needs.
      </LinkPageText>
      <ButtonLink to="/my-products" icon={Package} size="lg" className="mt-8">
        Go to My Products
      </ButtonLink>
    </LinkPagePanel>
  );
}

/** What the visitor can do with a live link: accept, sign in, sign out, or create an account. */
function Offer({
  token,
  view,
  onDone,
}: {
  token: string;
  view: TransferLinkView;
  onDone: (s: string) => void;
}) {
  const { user, logout } = useSession();
  const location = useLocation();
  const [accepting, setAccepting] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const accept = async () => {
    setAccepting(true);
    setError(undefined);
    try {
      const answer = await acceptTransfer(token);
      // The signed-in lists (My Products) load afresh; this public page has no query scope.
      await loadedQueryClient()?.invalidateQueries();
      onDone(answer.serialno);
    } catch (failure) {
      setError(serverMessageOr(failure, "The transfer could not be accepted. Please try again."));
    } finally {
      setAccepting(false);
    }
  };

  let action;
  if (user && user.email.toLowerCase() === view.email.toLowerCase()) {
    action = (
      <Button size="lg" className="mt-6" disabled={accepting} onClick={() => void accept()}>
        {accepting ? <Spinner /> : <CheckCircle2 aria-hidden="true" />}
        Accept
      </Button>
    );
  } else if (user) {
    action = (
      <div className="mt-6 flex flex-col items-center gap-4">
        <p role="alert" className="font-medium text-destructive">
          This transfer was sent to another e-mail address. Sign out, then sign in with the account
          of the address the link was sent to.
        </p>
        <Button variant="outline" onClick={() => void logout()}>
          <LogOut aria-hidden="true" />
          Sign out
        </Button>
      </div>
    );
  } else if (view.accountExists) {
    action = (
      <div className="mt-6 flex flex-col items-center gap-3">
        <p className="text-muted-foreground">
          An account with <strong>{view.email}</strong> already exists. Sign in to accept the piece.
        </p>
        <ButtonLink to={loginPathFor(location)} icon={LogIn} size="lg">
          Sign in to accept
        </ButtonLink>
      </div>
    );
  } else {
    action = (
      <AccountForm token={token} email={view.email} onDone={() => onDone(view.serialNumber)} />
    );
  }

  return (
    <LinkPagePanel
      icon={Gift}
      iconClassName="size-7"
      eyebrow="Transfer"
      title="A piece is waiting for you"
    >
      <LinkPageText>
        It comes with its lifetime warranty and its whole repair history. Sent to {view.email}.
      </LinkPageText>
      <PieceCard view={view} />
      {action}
      <FormMessage messages={error} className="mt-4" />
    </LinkPagePanel>
  );
}

/** `/transfer/{token}`: the public page of a transfer link (docs/design.md §10, decision 066). */
export default function TransferPage() {
  const { token = "" } = useParams();
  useDocumentTitle("Accept a transfer");
  const { state, retry } = useTransferLink(token);
  const [done, setDone] = useState<string | null>(null);

  if (done) return <Done serialno={done} />;
  if (state.status === "loading") return <LinkPageLoading />;
  if (state.status === "ready") return <Offer token={token} view={state.view} onDone={setDone} />;
  return (
    <LinkPagePanel
      icon={Link2Off}
      iconClassName="size-7"
      eyebrow="Transfer"
      title="This link no longer works"
    >
      <LinkPageText role="alert">{state.message}</LinkPageText>
      {state.status === "error" ? (
        <Button variant="outline" className="mt-6" onClick={retry}>
          Try again
        </Button>
      ) : null}
    </LinkPagePanel>
  );
}
