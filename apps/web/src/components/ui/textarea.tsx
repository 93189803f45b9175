import { styled } from "./styled";

export const Textarea = styled(
  "textarea",
  "flex min-h-28 w-full rounded-lg border border-input bg-card px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground/80 hover:border-brass/70 focus-visible:border-brass focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-55 aria-invalid:border-destructive sm:text-sm",
  { "data-slot": "textarea" },
);
