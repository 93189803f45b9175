import type { ReactNode } from "react";
import { TryAgainButton } from "@/components/load-error";
import { Spinner } from "@/components/ui/spinner";

/** What a public link's page (tracking, verify) shows while it asks the server: a spinner card. */
export function PublicPageLoading({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-2 rounded-lg border border-border bg-card py-16 text-muted-foreground"
    >
      <Spinner />
      {children}
    </p>
  );
}

/** Such a page when the server could not answer: its message, and a way to ask again. */
export function PublicPageError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-lg border border-destructive/30 bg-card px-6 py-16 text-center"
    >
      <p className="text-destructive">{message}</p>
      <TryAgainButton onClick={onRetry} />
    </div>
  );
}
