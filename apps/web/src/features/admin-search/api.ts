import type { GlobalSearchResponse, SearchDirect } from "@lo/domain";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getQuery } from "@/lib/get-query";
import { customerHref, itemHref, requestHref } from "@/lib/admin-links";

const ROOT = ["admin-search"] as const;

/**
 * GET /search?q=: matches of each kind, and the one thing `q` names exactly. One search, cached for a little while: the header box fetches it to decide where to go, and
 * the results page it leads to reads the same answer rather than asking again.
 */
export function searchQueryOptions(q: string) {
  return queryOptions({
    ...getQuery<GlobalSearchResponse>([...ROOT, q], "/search", { q }),
    staleTime: 30_000,
  });
}

export function useSearch(q: string) {
  return useQuery({ ...searchQueryOptions(q), enabled: q !== "" });
}

/** Where a direct match leads. */
export function directHref(direct: SearchDirect): string {
  switch (direct.kind) {
    case "item":
      return itemHref(direct.serialno);
    case "request":
      return requestHref(direct.id);
    case "customer":
      return customerHref(direct.idnumber);
  }
}
