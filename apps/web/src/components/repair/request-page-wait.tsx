import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { RequestPageFailed, RequestPageLoading } from "./request-page-loading";

/**
 * What a request or item page shows until its query has the page: the loading line, then (if
 * the load failed) `notFound` for a 404, else `message` and Try again, which asks again.
 */
export function RequestPageWait({
  page,
  notFound,
  message,
}: {
  page: UseQueryResult<unknown>;
  notFound: ReactNode;
  message?: string;
}) {
  if (page.isPending) return <RequestPageLoading />;
  return (
    <RequestPageFailed
      error={page.error}
      notFound={notFound}
      message={message}
      onRetry={() => void page.refetch()}
    />
  );
}
