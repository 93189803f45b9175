import { Hammer } from "lucide-react";
import type { ReactNode } from "react";
import { useDocumentTitle } from "@/lib/use-document-title";

type PagePlaceholderProps = { title: string; intro?: string; children?: ReactNode };

/**
 * A page whose real content is still on the workbench. Each placeholder page file is replaced
 * wholesale when its feature is built, so this component can be deleted with the last of them.
 */
export function PagePlaceholder({ title, intro, children }: PagePlaceholderProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
      <h1 className="text-4xl font-semibold sm:text-5xl">{title}</h1>
      {intro ? <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{intro}</p> : null}
      <div className="mt-10 flex flex-col items-start gap-4 rounded-lg border border-dashed border-brass/60 bg-card p-8 sm:flex-row sm:items-center">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
          <Hammer className="size-6" aria-hidden="true" />
        </span>
        <div>
          <p className="font-medium">This part of the workshop's site is coming soon.</p>
          <p className="mt-1 text-sm text-muted-foreground">
            We are still putting the finishing stitches on it. Thank you for your patience.
          </p>
        </div>
      </div>
      {children}
    </div>
  );
}
