import type { ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";

/**
 * The centred panel of a page opened from a link in a mail (opt-out, confirm-email): a round
 * icon, a small eyebrow naming what the link is about, the heading, then what the page says.
 */
export function LinkPagePanel({
  icon,
  eyebrow,
  title,
  children,
}: {
  icon: ReactNode;
  eyebrow: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span className="mb-6 flex size-16 items-center justify-center rounded-full border border-brass/40 bg-brass-light/50 text-brass-deep">
        {icon}
      </span>
      <p className="mb-2 text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">
        {eyebrow}
      </p>
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      {children}
    </section>
  );
}

/** What such a page shows while it asks the server about its link. */
export function LinkPageLoading() {
  return (
    <p className="flex items-center justify-center gap-2 px-4 py-24 text-muted-foreground">
      <Spinner />
      Loading...
    </p>
  );
}
