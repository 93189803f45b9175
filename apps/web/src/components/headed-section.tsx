import type { ReactNode } from "react";

/** A section named by its heading (the landmark's name is the heading's text), the heading first. */
export function HeadedSection({
  id,
  title,
  className,
  titleClassName = "text-2xl font-semibold",
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
