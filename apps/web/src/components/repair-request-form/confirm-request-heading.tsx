import type { Ref } from "react";
import { cn } from "@/lib/utils";

/**
 * The heading of a new request's confirmation step, which names the step's section
 * (`confirm-heading`) and takes the focus when the step opens (hence `ref` and tabIndex -1).
 */
export function ConfirmRequestHeading({
  headingRef,
  className,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  className?: string;
}) {
  return (
    <h2
      id="confirm-heading"
      ref={headingRef}
      tabIndex={-1}
      className={cn("text-2xl font-semibold outline-none", className)}
    >
      Confirm Repair Request
    </h2>
  );
}
