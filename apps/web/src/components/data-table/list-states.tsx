import { AlertCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { LoadError, TryAgainButton } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/utils";

/** A list whose first load failed: the message and Try again, in the list's place. */
export function ListLoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-lg border border-destructive/30 bg-card px-6 py-12 text-center"
    >
      <AlertCircle className="size-8 text-destructive" aria-hidden="true" />
      <p className="font-medium">{message}</p>
      <TryAgainButton onClick={onRetry} />
    </div>
  );
}

/** A list with nothing to show: what is (not) there, and optionally what to try. */
export function ListEmpty({
  icon: Icon,
  title,
  hint,
}: {
  icon: LucideIcon;
  title: string;
  hint?: string;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-brass/60 bg-card px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">{title}</p>
      {hint ? <p className="text-sm text-muted-foreground">{hint}</p> : null}
    </div>
  );
}

/** A list on screen whose refresh failed: the message above it (the rows stay). */
export function RefreshFailed({
  list,
  message,
  className,
}: {
  list: { isError: boolean; data?: unknown };
  message: string;
  className?: string;
}) {
  if (!list.isError || list.data === undefined) return null;
  return (
    <p role="alert" className={cn("text-sm text-destructive", className)}>
      {message}
    </p>
  );
}

/**
 * What a paged list in a card shows instead of its rows: loading, failed (with Try again) or
 * empty (a table of headers and no rows says less, and is wider than a phone); null when there
 * are rows.
 */
export function pagedListStatus(
  list: {
    isPending: boolean;
    isError: boolean;
    data?: { data: unknown[] } | undefined;
    refetch: () => unknown;
  },
  words: { failed: string; empty: string; icon: LucideIcon },
): ReactNode {
  if (list.isPending) {
    return (
      <p
        role="status"
        className="flex items-center justify-center gap-2 px-6 py-12 text-muted-foreground"
      >
        <Spinner />
        Loading…
      </p>
    );
  }
  if (list.isError && !list.data) {
    return (
      <LoadError
        message={words.failed}
        onRetry={() => void list.refetch()}
        className="px-6 py-12 text-center"
      />
    );
  }
  if ((list.data?.data.length ?? 0) > 0) return null;
  const Icon = words.icon;
  return (
    <div role="status" className="flex flex-col items-center gap-3 px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="font-medium">{words.empty}</p>
    </div>
  );
}
