import { Ban, ExternalLink, ShieldCheck } from "lucide-react";
import { useState } from "react";
import { TrackingQrCode } from "@/components/repair/tracking-qr-code";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useRevokeVerifyLink } from "../api";
import type { ItemSectionProps } from "./item-section";
import { IconHeading } from "./titled-section";

function RevokeVerifyLink({ serialno }: { serialno: string }) {
  const [confirming, setConfirming] = useState(false);
  const revoke = useRevokeVerifyLink(serialno);
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        aria-haspopup="dialog"
        className="text-destructive hover:bg-destructive/10"
        onClick={() => setConfirming(true)}
      >
        <Ban aria-hidden="true" />
        Revoke verify link
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !revoke.isPending && setConfirming(open)}
        title="Revoke this verify link?"
        description="Labels printed with this link stop working at once. A new link is made straight away: print a new label for the piece."
        confirmLabel="Revoke link"
        pendingLabel="Revoking..."
        pending={revoke.isPending}
        destructive
        // A failure is reported by a toast; the dialog stays open.
        onConfirm={() => revoke.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      />
    </>
  );
}

/** The piece's verify link and its QR code (the label's), for its owner and admins. */
export function VerifyLinkSection({ page, admin }: ItemSectionProps) {
  return (
    <section
      aria-labelledby="verify-link-title"
      className="mt-10 flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-card sm:flex-row sm:items-start sm:p-6"
    >
      <div className="min-w-0 flex-1">
        <IconHeading id="verify-link-title" icon={ShieldCheck}>
          Authenticity
        </IconHeading>
        <p className="mt-2 text-sm text-muted-foreground">
          Anyone who scans the label&apos;s QR code or opens this link sees that the piece is
          genuine and under warranty, and nothing about its owner.
        </p>
        <a
          href={page.verifyUrl}
          target="_blank"
          rel="noreferrer"
          className="mt-2 inline-flex max-w-full items-start gap-1.5 rounded-sm font-mono text-sm break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {page.verifyUrl}
          <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        {admin ? (
          <div className="mt-3">
            <RevokeVerifyLink serialno={page.item.serialno} />
          </div>
        ) : null}
      </div>
      <TrackingQrCode
        url={page.verifyUrl}
        label={`QR code of the verify link of ${page.item.serialno}`}
      />
    </section>
  );
}
