import { Ban, Check, Copy, ExternalLink, Link2, QrCode } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { cn } from "@/lib/utils";
import { TrackingQrCode } from "./tracking-qr-code";

type TrackingLinkProps = {
  /** `PUBLIC_URL/track/{token}`. */
  url: string;
  requestId: number;
  /** Ends this link and makes a new one; resolves once the card shows the new one. */
  onRevoke: () => Promise<unknown>;
  /** compact: one band without the explanation, for a list of many cards (the admin's). */
  variant?: "full" | "compact";
  className?: string;
};

type CopyState = "idle" | "copied" | "failed";

/** Copy to the clipboard, and what to tell the user: copied (for a few seconds), or failed. */
function useCopyLink(url: string) {
  const [copy, setCopy] = useState<CopyState>("idle");
  useEffect(() => {
    if (copy !== "copied") return;
    const timer = setTimeout(() => setCopy("idle"), 3000);
    return () => clearTimeout(timer);
  }, [copy]);
  // A new link (after a revocation) has not been copied yet.
  useEffect(() => setCopy("idle"), [url]);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      setCopy("copied");
    } catch {
      // No clipboard (a plain-HTTP address, a refused permission): the link is there to select.
      setCopy("failed");
    }
  }
  return { copy, copyLink };
}

/** 'Revoke link' and its confirmation; the dialog stays open if revoking fails. */
function RevokeLinkButton({
  label,
  onRevoke,
}: {
  label: string;
  onRevoke: () => Promise<unknown>;
}) {
  const [confirming, setConfirming] = useState(false);
  const [revoking, setRevoking] = useState(false);

  async function revoke() {
    setRevoking(true);
    try {
      await onRevoke();
      setConfirming(false);
    } catch {
      // The feature reported why; the dialog stays open to try again or cancel.
    } finally {
      setRevoking(false);
    }
  }

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        aria-label={label}
        className="text-destructive hover:bg-destructive/10"
        onClick={() => setConfirming(true)}
      >
        <Ban aria-hidden="true" />
        Revoke link
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !revoking && setConfirming(open)}
        title="Revoke this tracking link?"
        description="The link and its QR code stop working at once, for everyone who has them. A new link is made straight away: share it with whoever should still follow this repair."
        confirmLabel="Revoke link"
        pendingLabel="Revoking..."
        pending={revoking}
        destructive
        onConfirm={revoke}
      />
    </>
  );
}

/**
 * A request's public tracking link on its card (docs/design.md §7): the link itself, Copy link, its
 * QR code (drawn on demand), and Revoke link, which after a confirmation replaces it.
 */
export function TrackingLink({
  url,
  requestId,
  onRevoke,
  variant = "full",
  className,
}: TrackingLinkProps) {
  const compact = variant === "compact";
  const qrId = useId();
  const { copy, copyLink } = useCopyLink(url);
  const [qrOpen, setQrOpen] = useState(false);
  // The visible label, then which request: the cards of a list each have these buttons.
  const named = (label: string) => `${label} of request #${requestId}`;

  return (
    <section
      // Named after its request: a list of cards has one of these regions each.
      aria-label={named("Tracking link")}
      className={cn(
        "rounded-lg border border-brass/40 bg-brass-light/20",
        compact ? "flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3" : "p-4",
        className,
      )}
    >
      <h3 className="flex items-center gap-2 font-sans text-sm font-semibold">
        <Link2 className="size-4 text-brass-deep" aria-hidden="true" />
        Tracking link
      </h3>
      {compact ? null : (
        <p className="mt-1 text-sm text-muted-foreground">
          Anyone with this link can follow this request without signing in.
        </p>
      )}
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        className={cn(
          "inline-flex max-w-full items-start gap-1.5 rounded-sm font-mono text-sm break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
          !compact && "mt-2",
        )}
      >
        {url}
        <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      <div className={cn("flex flex-wrap items-center gap-2", !compact && "mt-3")}>
        <Button
          variant="outline"
          size="sm"
          aria-label={named("Copy link")}
          onClick={() => void copyLink()}
        >
          {copy === "copied" ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          Copy link
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={qrOpen}
          aria-controls={qrId}
          aria-label={named(qrOpen ? "Hide QR code" : "Show QR code")}
          onClick={() => setQrOpen((open) => !open)}
        >
          <QrCode aria-hidden="true" />
          {qrOpen ? "Hide QR code" : "Show QR code"}
        </Button>
        <RevokeLinkButton label={named("Revoke link")} onRevoke={onRevoke} />
        <p aria-live="polite" className="text-sm">
          {copy === "copied" ? (
            <span className="text-success">Link copied.</span>
          ) : copy === "failed" ? (
            <span className="text-destructive">Could not copy: select the link and copy it.</span>
          ) : null}
        </p>
      </div>
      <div id={qrId} hidden={!qrOpen} className={compact ? "basis-full" : "mt-3"}>
        {qrOpen ? (
          <TrackingQrCode
            url={url}
            label={`QR code of the tracking link of request #${requestId}`}
          />
        ) : null}
      </div>
    </section>
  );
}
