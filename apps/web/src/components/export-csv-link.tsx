import type { ConfirmIdentityStatus } from "@lo/domain";
import { Download } from "lucide-react";
import { useRef, type MouseEvent } from "react";
import { Button } from "@/components/ui/button";
import { api, buildUrl } from "@/lib/api-client";
import { confirmIdentity } from "@/lib/identity-confirmation";
import { cn } from "@/lib/utils";

/** A proof that ends sooner than this is asked for again before a download starts. */
const MARGIN_MS = 60_000;

/**
 * Whether the person has proved it is them lately enough for an export (decision 088), asking
 * them if not. A plain link cannot show the server's refusal, so it is asked before it is
 * followed; if the question cannot be asked, the link is followed and the server decides.
 */
async function confirmedForExport(): Promise<boolean> {
  try {
    const { confirmedUntil } = await api.get<ConfirmIdentityStatus>("/users/confirm-identity");
    if (confirmedUntil && Date.parse(confirmedUntil) - Date.now() > MARGIN_MS) return true;
  } catch {
    return true;
  }
  return confirmIdentity();
}

type ExportQuery = Record<string, string | number | null | undefined>;

/** What a list's address may carry that is not a filter: the export takes every page. */
const NOT_FILTERS = new Set(["page", "highlight", "limit", "offset"]);

/** The export's address: the list's own filters, search and sort, none of them empty. */
export function exportCsvHref(path: string, query: ExportQuery): string {
  const params = Object.fromEntries(
    Object.entries(query).filter(
      ([key, value]) =>
        !NOT_FILTERS.has(key) && value !== null && value !== undefined && value !== "",
    ),
  ) as Record<string, string | number>;
  return buildUrl(path, params);
}

/**
 * 'Export CSV': a real download link to a list's CSV export (`path`), carrying the query the
 * page's list is read with (its filters, search and sort; no paging), so the file holds
 * exactly what the list shows, every page of it. Followed once the person has confirmed it is
 * them within the last 15 minutes.
 */
export function ExportCsvLink({
  path,
  query,
  className,
}: {
  path: string;
  query: ExportQuery;
  className?: string;
}) {
  const confirmed = useRef(false);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    const link = event.currentTarget;
    void confirmedForExport().then((go) => {
      if (!go) return;
      confirmed.current = true;
      link.click();
    });
  };
  return (
    <Button asChild variant="outline" className={cn("self-start", className)}>
      <a href={exportCsvHref(path, query)} download onClick={onClick}>
        <Download aria-hidden="true" />
        Export CSV
      </a>
    </Button>
  );
}
