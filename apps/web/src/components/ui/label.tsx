import { useId, type ComponentProps, type ReactNode } from "react";
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

type LabelledControlProps = {
  label: ReactNode;
  /** The control's id, when something else refers to it; a generated one otherwise. */
  id?: string | undefined;
  className?: string | undefined;
  /** The control (and anything under it), given the id its label points at. */
  children: (controlId: string) => ReactNode;
};

/** A label above its control, the two tied by the control's id. */
export function LabelledControl({ label, id, className, children }: LabelledControlProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {children(controlId)}
    </div>
  );
}
