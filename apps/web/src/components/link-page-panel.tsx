import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Eyebrow, IconBadge } from "@/components/eyebrow";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { styled } from "@/components/ui/styled";

/**
 * The centred panel of a page opened from a link in a mail (opt-out, confirm-email): a round
 * icon, a small eyebrow naming what the link is about, the heading, then what the page says.
 */
export type LinkPagePanelProps = {
  icon: LucideIcon;
  /** The icon's size class: `size-8` unless said. */
  iconClassName?: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
};

export function LinkPagePanel({
  icon: Icon,
  iconClassName = "size-8",
  eyebrow,
  title,
  children,
}: LinkPagePanelProps) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <IconBadge className="mb-6 size-16">
        <Icon className={iconClassName} aria-hidden="true" />
      </IconBadge>
      <Eyebrow className="mb-2">{eyebrow}</Eyebrow>
      <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
      {children}
    </section>
  );
}

/** What such a page says under its heading, in large muted text. */
export const LinkPageText = styled("p", "mt-4 text-lg text-muted-foreground");

/** What such a page shows while it asks the server about its link. */
export function LinkPageLoading() {
  return (
    <p className="flex items-center justify-center gap-2 px-4 py-24 text-muted-foreground">
      <Spinner />
      Loading...
    </p>
  );
}

/** The one thing such a page asks the visitor to do: a large button, then why it failed if it did. */
export function LinkPageAction({
  icon: Icon,
  saving,
  failed,
  onClick,
  children,
}: {
  icon: LucideIcon;
  saving: boolean;
  /** The message of the last attempt that failed. */
  failed: string | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Button size="lg" className="mt-8" disabled={saving} onClick={onClick}>
        {saving ? <Spinner /> : <Icon aria-hidden="true" />}
        {children}
      </Button>
      {failed ? (
        <p role="alert" className="mt-4 text-destructive">
          {failed}
        </p>
      ) : null}
    </>
  );
}
