import type { ReactNode } from "react";

/** A plain section of the item page: a landmark named by its heading, then its content. */
export function TitledSection({
  id,
  title,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-2xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
