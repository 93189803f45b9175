import type { ConfirmIdentityStatus } from "@lo/domain";
import { Download } from "lucide-react";
import { useRef, type MouseEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { confirmIdentity } from "@/lib/identity-confirmation";
import { cn } from "@/lib/utils";

/** A proof that ends sooner than this is asked for again before a download starts. */
const MARGIN_MS = 60_000;

/**
 * Whether the person has proved it is them lately enough for a download (decision 088), asking
 * them if not. A plain link cannot show the server's refusal, so it is asked before it is
 * followed; if the question cannot be asked, the link is followed and the server decides.
 */
async function confirmedForDownload(): Promise<boolean> {
  try {
    const { confirmedUntil } = await api.get<ConfirmIdentityStatus>("/users/confirm-identity");
    if (confirmedUntil && Date.parse(confirmedUntil) - Date.now() > MARGIN_MS) return true;
  } catch {
    return true;
  }
  return confirmIdentity();
}

/**
 * A real download link (a CSV export, a customer's data archive) to a file the server gives
 * only to someone who confirmed it is them within the last 15 minutes: followed once they have.
 * `ready`, when given, is asked first: false leaves the link unfollowed (the page says why).
 */
export function ConfirmedDownloadLink({
  href,
  children,
  className,
  ready,
}: {
  href: string;
  children: ReactNode;
  className?: string;
  ready?: () => boolean;
}) {
  const confirmed = useRef(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    if (ready && !ready()) return;
    const link = event.currentTarget;
    void confirmedForDownload().then((go) => {
      if (!go) return;
      confirmed.current = true;
      link.click();
    });
  };
  return (
    <Button asChild variant="outline" className={cn("self-start", className)}>
      <a href={href} download onClick={onClick}>
        <Download aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}
