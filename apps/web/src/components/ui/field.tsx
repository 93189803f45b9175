import type { ReactElement, ReactNode } from "react";
import { cn } from "@/lib/utils";
import { FormMessage } from "./form-message";
import { Label } from "./label";
import { Slot } from "./slot";

/** What a field gives its control, so the label, hint and messages all point at it. */
export type FieldControlProps = {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
};

type FieldProps = {
  /** The control's id; the hint and the messages take `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Marks the label with a red asterisk that screen readers skip (the control says it). */
  required?: boolean;
  /** A hint under the control, read out with it. */
  description?: ReactNode;
  /** The field's error: one message or several; none leaves the field valid. */
  messages?: string | readonly string[] | undefined;
  /** Ids of other elements that describe the control, read before the hint and the messages. */
  describedBy?: string | undefined;
  className?: string;
  /**
   * The control. An element receives the id and ARIA attributes directly; a function receives
   * them to place on a control nested deeper (a select's trigger inside a Controller).
   */
  children: ReactElement | ((control: FieldControlProps) => ReactNode);
};

/** One form field: label, control, optional hint and error messages, wired for assistive tech. */
export function Field({
  id,
  label,
  required = false,
  description,
  messages,
  describedBy,
  className,
  children,
}: FieldProps) {
  const list = typeof messages === "string" ? [messages] : (messages ?? []);
  const invalid = list.some(Boolean);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = [describedBy, description ? hintId : null, invalid ? errorId : null]
    .filter(Boolean)
    .join(" ");
  const control: FieldControlProps = {
    id,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": described || undefined,
  };
  return (
    <div className={cn("flex flex-col gap-2", className)}>
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span className="text-destructive" aria-hidden="true">
            {" "}
            *
          </span>
        ) : null}
      </Label>
      {typeof children === "function" ? children(control) : <Slot {...control}>{children}</Slot>}
      {description ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {description}
        </p>
      ) : null}
      <FormMessage id={errorId} messages={messages} />
    </div>
  );
}
