import type { ReactNode } from "react";

type AccountPanelProps = {
  icon: ReactNode;
  /** The small line above the heading. */
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
};

/** The card of the password pages: an icon, a heading and what the person does next. */
export function AccountPanel({ icon, eyebrow, title, intro, children }: AccountPanelProps) {
  return (
    <section className="mx-auto w-full max-w-lg px-4 py-12 sm:py-20">
      <div className="rounded-xl border border-border bg-card p-6 shadow-lift sm:p-10">
        <span className="mb-5 flex size-12 items-center justify-center rounded-full border border-brass/40 bg-brass-light/50 text-brass-deep">
          {icon}
        </span>
        <p className="mb-2 text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">
          {eyebrow}
        </p>
        <h1 className="text-3xl font-semibold">{title}</h1>
        {intro ? <div className="mt-3 text-muted-foreground">{intro}</div> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </div>
    </section>
  );
}
