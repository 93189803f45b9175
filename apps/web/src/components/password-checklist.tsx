import { passwordRuleResults } from "@lo/domain";
import { Check, Circle } from "lucide-react";
import { cn } from "@/lib/utils";

type PasswordChecklistProps = { password: string; id?: string };

/** The password rules, each ticking as soon as the typed password meets it. */
export function PasswordChecklist({ password, id }: PasswordChecklistProps) {
  const rules = passwordRuleResults(password);
  return (
    <ul id={id} aria-label="Password requirements" className="grid gap-1.5 text-sm sm:grid-cols-2">
      {rules.map((rule) => (
        <li
          key={rule.id}
          data-passed={rule.passed}
          className={cn(
            "flex items-start gap-2 transition-colors",
            rule.passed ? "text-success" : "text-muted-foreground",
          )}
        >
          {rule.passed ? (
            <Check className="mt-0.5 size-4 shrink-0" strokeWidth={2.5} aria-hidden="true" />
          ) : (
            <Circle className="mt-0.5 size-4 shrink-0 opacity-60" aria-hidden="true" />
          )}
          <span>
            <span className="sr-only">{rule.passed ? "Met: " : "Not yet met: "}</span>
            {rule.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
