import { RotateCw } from "lucide-react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The outline button that asks the server again after a failed load. */
export function TryAgainButton(props: Omit<ButtonProps, "variant" | "children">) {
  return (
    <Button variant="outline" {...props}>
      <RotateCw aria-hidden="true" />
      Try again
    </Button>
  );
}

/** A load that failed: the message, and a way to ask again. */
export function LoadError({
  message,
  onRetry,
  className,
}: {
  message: string;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn("flex flex-col items-center gap-3", className)}>
      <p className="text-destructive">{message}</p>
      <TryAgainButton type="button" size="sm" onClick={onRetry} />
    </div>
  );
}
