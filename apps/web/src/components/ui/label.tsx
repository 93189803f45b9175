import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * A form label, as Radix's Label was: a double click on it selects no text (unless it lands on
 * a control inside the label). Plain `<label>`, so the public forms do not load Radix.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "text-sm leading-none font-medium text-foreground select-none peer-disabled:opacity-55",
        className,
      )}
      onMouseDown={(event) => {
        if ((event.target as Element).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
