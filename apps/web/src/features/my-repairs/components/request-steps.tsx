import { Check } from "lucide-react";
import { cn } from "@/lib/utils";

export type RequestStep = "form" | "confirm" | "created";

const STEPS: { step: RequestStep; label: string }[] = [
  { step: "form", label: "Details" },
  { step: "confirm", label: "Confirm" },
  { step: "created", label: "Done" },
];

/** Where the customer is in the three steps of docs/requirements.md §2. */
export function RequestSteps({ current }: { current: RequestStep }) {
  const currentIndex = STEPS.findIndex(({ step }) => step === current);
  return (
    <ol aria-label="Progress" className="flex items-center gap-2 text-sm">
      {STEPS.map(({ step, label }, index) => {
        const done = index < currentIndex;
        const active = index === currentIndex;
        return (
          <li
            key={step}
            aria-current={active ? "step" : undefined}
            className="flex items-center gap-2"
          >
            {index > 0 ? (
              <span
                aria-hidden="true"
                className={cn("h-px w-6 sm:w-10", done || active ? "bg-brass" : "bg-border")}
              />
            ) : null}
            <span
              className={cn(
                "flex size-7 items-center justify-center rounded-full border text-xs font-semibold",
                active && "border-primary bg-primary text-primary-foreground",
                done && "border-brass bg-brass-light/60 text-brass-deep",
                !active && !done && "border-border bg-card text-muted-foreground",
              )}
            >
              {done ? <Check className="size-3.5" aria-hidden="true" /> : index + 1}
            </span>
            <span className={cn(active ? "font-medium" : "text-muted-foreground")}>
              {label}
              {done ? <span className="sr-only"> (completed)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
