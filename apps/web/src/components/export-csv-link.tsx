import { buildUrl } from "@/lib/api-client";
import { ConfirmedDownloadLink } from "./confirmed-download-link";

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
  return (
    <ConfirmedDownloadLink href={exportCsvHref(path, query)} className={className}>
      Export CSV
    </ConfirmedDownloadLink>
  );
}
