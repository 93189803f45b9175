import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { LoadError } from "@/components/load-error";
import { TitledSection } from "@/components/titled-section";
import { Skeleton } from "@/components/ui/skeleton";

type SettingsCardProps<T> = {
  titleId: string;
  title: string;
  /** What the setting is for, under the heading. */
  intro: ReactNode;
  className?: string;
  /** The setting's GET; its answer goes to `children` once it is there. */
  query: UseQueryResult<T>;
  /** Read out while the setting loads ('Loading VAT settings...'). */
  loadingLabel: string;
  /** Said when the setting cannot be fetched, beside Try again. */
  failed: string;
  children: (data: T) => ReactNode;
};

/** One settings card: its heading and intro, then the form once the setting has loaded. */
export function SettingsCard<T>({
  titleId,
  title,
  intro,
  className,
  query,
  loadingLabel,
  failed,
  children,
}: SettingsCardProps<T>) {
  let body;
  if (query.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{loadingLabel}</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-11 w-full" />
        ))}
      </div>
    );
  } else if (query.isError) {
    body = <LoadError message={failed} onRetry={() => void query.refetch()} />;
  } else {
    body = children(query.data);
  }
  return (
    <TitledSection
      titleId={titleId}
      title={title}
      className={className}
      titleClassName="text-xl font-semibold"
    >
      <p className="mt-2 mb-6 text-sm text-muted-foreground">{intro}</p>
      {body}
    </TitledSection>
  );
}
