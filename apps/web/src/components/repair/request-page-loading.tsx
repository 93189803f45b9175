import type { ReactNode } from "react";
import { ListLoadFailed } from "@/components/data-table/list-states";
import { Spinner } from "@/components/ui/spinner";
import { isApiError } from "@/lib/api-client";

/** A request page while it loads. */
export function RequestPageLoading() {
  return (
    <p
      role="status"
      className="mx-auto my-16 flex max-w-5xl items-center justify-center gap-2 px-4 text-muted-foreground"
    >
      <Spinner />
      Loading the repair request…
    </p>
  );
}

/** Such a page whose load failed: `notFound` for a 404, else the message and Try again. */
export function RequestPageFailed({
  error,
  notFound,
  message = "Failed to load the repair request. Please try again.",
  onRetry,
}: {
  error: unknown;
  notFound: ReactNode;
  message?: string;
  onRetry: () => void;
}) {
  if (isApiError(error) && error.status === 404) return notFound;
  return (
    <div className="mx-auto max-w-5xl px-4 py-14">
      <ListLoadFailed message={message} onRetry={onRetry} />
    </div>
  );
}
