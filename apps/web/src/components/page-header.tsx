import type { ReactNode } from "react";
import { Eyebrow } from "@/components/eyebrow";
import { cn } from "@/lib/utils";

type PageHeaderProps = {
  /** The small brass line above the title. */
  eyebrow?: string;
  title: string;
  description: ReactNode;
  /** Beside the title, e.g. a count. */
  badge?: ReactNode;
  /** The page's main button, on the right from `sm` up. */
  action?: ReactNode;
  /** Added to the header's layout classes (e.g. another gap). */
  className?: string;
  /** Instead of the text column's `max-w-2xl`. */
  textClassName?: string;
  /** Instead of the title's and the description's own classes (a smaller page heading). */
  titleClassName?: string;
  descriptionClassName?: string;
};

/** The heading block of a page: eyebrow, title, a line about the page, and its main action. */
export function PageHeader({
  eyebrow,
  title,
  description,
  badge,
  action,
  className,
  textClassName,
  titleClassName,
  descriptionClassName,
}: PageHeaderProps) {
  const heading = (
    <h1
      className={
        titleClassName ??
        cn("text-4xl font-semibold sm:text-5xl", badge === undefined && eyebrow && "mt-3")
      }
    >
      {title}
    </h1>
  );
  return (
    <header
      className={cn("flex flex-col gap-6 sm:flex-row sm:items-end sm:justify-between", className)}
    >
      <div className={textClassName ?? "max-w-2xl"}>
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        {badge !== undefined ? (
          <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
            {heading}
            {badge}
          </div>
        ) : (
          heading
        )}
        <p className={descriptionClassName ?? "mt-4 text-lg leading-relaxed text-muted-foreground"}>
          {description}
        </p>
      </div>
      {action}
    </header>
  );
}
