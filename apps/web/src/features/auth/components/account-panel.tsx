import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Eyebrow, IconBadge } from "@/components/eyebrow";

type AccountPanelProps = {
  icon: LucideIcon;
  /** The small line above the heading. */
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
};

/** The card of the password pages: an icon, a heading and what the person does next. */
export function AccountPanel({ icon: Icon, eyebrow, title, intro, children }: AccountPanelProps) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 sm:py-20">
      <div className="rounded-xl border border-border bg-card p-6 shadow-lift sm:p-10">
        <IconBadge className="mb-5 size-12">
          <Icon className="size-6" aria-hidden="true" />
        </IconBadge>
        <Eyebrow className="mb-2">{eyebrow}</Eyebrow>
        <h1 className="text-3xl font-semibold">{title}</h1>
        {intro ? <div className="mt-3 text-muted-foreground">{intro}</div> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}
