import type { UseQueryResult } from "@tanstack/react-query";
import { LoadError } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";

/**
 * What a part of My Account shows until its own call has answered: `loading` beside a spinner,
 * then (if the call failed) `failed` with Try again, which asks again.
 */
export function SectionWait({
  query,
  loading,
  failed,
}: {
  query: UseQueryResult<unknown>;
  loading: string;
  failed: string;
}) {
  if (query.isPending) {
    return (
      <p className="flex items-center gap-2 text-muted-foreground">
        <Spinner />
        {loading}
      </p>
    );
  }
  return (
    <LoadError message={failed} onRetry={() => void query.refetch()} className="items-start" />
  );
}
