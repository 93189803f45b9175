import type { ReactNode } from "react";

type LabelledValueProps = {
  label: ReactNode;
  /** The wrapper's classes (its place in the surrounding `dl`). */
  className?: string;
  valueClassName?: string;
  children: ReactNode;
};

/** One term of a description list: a small upper-case label over its value. */
export function LabelledValue({ label, className, valueClassName, children }: LabelledValueProps) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {label}
      </dt>
      <dd className={valueClassName}>{children}</dd>
    </div>
  );
}
