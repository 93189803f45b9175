import type { ComponentProps, ElementType, JSX } from "react";
import { cn } from "@/lib/utils";

/**
 * shadcn's most common part, written once: `Element` with fixed attributes (its `data-slot`,
 * say) and base classes, where the caller's `className` is merged last and every other prop
 * passes through. `styled("div", "p-6", { "data-slot": "card-content" })` renders what
 * `<div data-slot="card-content" className={cn("p-6", className)} {...props} />` would.
 */
export function styled<T extends ElementType>(
  Element: T,
  baseClassName: string,
  attributes: Record<string, string> = {},
): (props: ComponentProps<T>) => JSX.Element {
  // Narrowed to one shape so JSX accepts a generic tag; the public type above stays exact.
  const Component = Element as ElementType<{ className?: string }>;
  return function Styled({ className, ...props }: ComponentProps<T>) {
    return <Component {...attributes} className={cn(baseClassName, className)} {...props} />;
  };
}
