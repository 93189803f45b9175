import { ArrowRight } from "lucide-react";
import { useRef, type ReactNode } from "react";
import { useSideScroll } from "@/lib/use-side-scroll";
import { cn } from "@/lib/utils";

/**
 * A wide table's frame that scrolls sideways when the screen is narrower than the table, and
 * then says so: a line above it and a shadow on the edge that has more to show.
 */
export function SidewaysScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const { overflows: scrolls, moreLeft, moreRight } = useSideScroll(ref);
  return (
    <div className="relative">
      {scrolls ? (
        <p className="mb-2 flex items-center gap-1.5 text-xs text-muted-foreground">
          Wider than the screen: scroll sideways to see every column
          <ArrowRight className="size-3.5" aria-hidden="true" />
        </p>
      ) : null}
      <div className="relative">
        <div
          ref={ref}
          role="region"
          aria-label={label}
          // Focusable, so a keyboard can scroll it once it is wider than the screen.
          tabIndex={scrolls ? 0 : undefined}
          className="relative overflow-x-auto rounded-lg border border-border bg-card shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          {children}
        </div>
        <div
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-0 left-0 w-6 rounded-l-lg bg-linear-to-r from-[rgb(36_24_16/0.14)] to-transparent transition-opacity",
            moreLeft ? "opacity-100" : "opacity-0",
          )}
        />
        <div
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-0 right-0 w-6 rounded-r-lg bg-linear-to-l from-[rgb(36_24_16/0.14)] to-transparent transition-opacity",
            moreRight ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
    </div>
  );
}
