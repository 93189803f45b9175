import { cn } from "@/lib/utils";

/** Who pays for a piece in the customer's words (decision 094), under its state. */
export function CoverageText({ text, className }: { text?: string; className?: string }) {
  if (!text) return null;
  return <p className={cn("text-sm text-muted-foreground", className)}>{text}</p>;
}
