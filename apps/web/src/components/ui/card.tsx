import { styled } from "./styled";

export const Card = styled(
  "div",
  "flex flex-col rounded-lg border border-border bg-card text-card-foreground shadow-card",
  { "data-slot": "card" },
);

export const CardHeader = styled("div", "flex flex-col gap-1.5 p-6", {
  "data-slot": "card-header",
});

export const CardTitle = styled("h3", "text-xl leading-tight font-semibold", {
  "data-slot": "card-title",
});

export const CardDescription = styled("p", "text-sm text-muted-foreground", {
  "data-slot": "card-description",
});

export const CardContent = styled("div", "px-6 pb-6", { "data-slot": "card-content" });

export const CardFooter = styled("div", "flex items-center gap-3 px-6 pb-6", {
  "data-slot": "card-footer",
});
