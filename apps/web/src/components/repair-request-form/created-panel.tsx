import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type CreatedPanelProps = {
  /** The id of the heading among the children. */
  labelledBy: string;
  icon: ReactNode;
  className?: string;
  iconClassName: string;
  children: ReactNode;
};

/** The centred card with a round tick that tells the request was created. */
export function CreatedPanel({
  labelledBy,
  icon,
  className,
  iconClassName,
  children,
}: CreatedPanelProps) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn(
        "flex flex-col items-center rounded-lg border border-border bg-card px-5 py-10 text-center shadow-card sm:px-8",
        className,
      )}
    >
      <span
        className={cn(
          "flex size-14 items-center justify-center rounded-full bg-green-50",
          iconClassName,
        )}
      >
        {icon}
      </span>
      {children}
    </section>
  );
}
