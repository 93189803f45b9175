import type { ComponentProps, ReactNode } from "react";

type TitledSectionProps = Omit<ComponentProps<"section">, "title"> & {
  /** The heading's id: the section is named by its heading. */
  titleId: string;
  title: ReactNode;
  /** `text-2xl font-semibold` unless said. */
  titleClassName?: string;
  /** The heading's level; h2 unless the section sits under another h2. */
  level?: "h2" | "h3";
};

/** A section named by its own heading (`aria-labelledby` the heading's id), then its content. */
export function TitledSection({
  titleId,
  title,
  titleClassName = "text-2xl font-semibold",
  level: Heading = "h2",
  children,
  ...props
}: TitledSectionProps) {
  return (
    <section aria-labelledby={titleId} {...props}>
      <Heading id={titleId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
