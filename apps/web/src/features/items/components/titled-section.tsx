import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { TitledSection } from "@/components/titled-section";

/** A plain section of the item page: a landmark named by its heading, then its content. */
export function ItemPageSection({
  id,
  ...props
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return <TitledSection titleId={id} className="mt-10" {...props} />;
}

/** The heading of a boxed section of the item page, its brass icon before the words. */
export function IconHeading({
  id,
  icon: Icon,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <h2 id={id} className="flex items-center gap-2 text-2xl font-semibold">
      <Icon className="size-5 text-brass-deep" aria-hidden="true" />
      {children}
    </h2>
  );
}
