import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/utils";

type StatCardProps = Omit<ComponentProps<"div">, "children"> & {
  label: string;
  value: ReactNode;
  icon: LucideIcon;
  /** A line under the value, e.g. what the number counts. */
  hint?: ReactNode;
  /** Colours of a round badge behind the icon (e.g. a state's); unset, the icon stands alone. */
  tint?: string;
  /** Grey bars in place of the label and value while the numbers load. */
  loading?: boolean;
};

/** One number of a statistics row: a `<dt>`/`<dd>` group, so render it inside a `<dl>`. */
export function StatCard({
  label,
  value,
  icon: Icon,
  hint,
  tint,
  loading = false,
  className,
  ...props
}: StatCardProps) {
  return (
    <div
      data-slot="stat-card"
      className={cn(
        "flex min-h-28 flex-col justify-between gap-3 rounded-lg border border-border bg-card p-4 shadow-card",
        className,
      )}
      {...props}
    >
      {loading ? (
        <>
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-7 w-14" />
        </>
      ) : (
        <>
          <dt
            className={cn(
              "flex justify-between gap-2 text-sm leading-snug text-muted-foreground",
              tint ? "items-center" : "items-start",
            )}
          >
            {label}
            {tint ? (
              <span
                className={cn(
                  "flex size-8 shrink-0 items-center justify-center rounded-full",
                  tint,
                )}
              >
                <Icon className="size-4" aria-hidden="true" />
              </span>
            ) : (
              <Icon className="mt-0.5 size-4 shrink-0 text-brass-deep" aria-hidden="true" />
            )}
          </dt>
          <dd className="font-display text-2xl leading-tight font-semibold break-words text-foreground">
            {value}
          </dd>
          {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
        </>
      )}
    </div>
  );
}
