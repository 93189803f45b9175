import type { ComponentProps, ElementType, JSX, ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * shadcn's most common part, written once: `Element` with fixed attributes (its `data-slot`,
 * say) and base classes, where the caller's `className` is merged last and every other prop
 * passes through. `styled("div", "p-6", { "data-slot": "card-content" })` renders what
 * `<div data-slot="card-content" className={cn("p-6", className)} {...props} />` would. An
 * attribute is a default: a prop of the same name given by the caller wins.
 */
export function styled<T extends ElementType>(
  Element: T,
  baseClassName: string,
  attributes: Record<string, unknown> = {},
): (props: ComponentProps<T>) => JSX.Element {
  // Narrowed to one shape so JSX accepts a generic tag; the public type above stays exact.
  const Component = Element as ElementType<{ className?: string }>;
  return function Styled({ className, ...props }: ComponentProps<T>) {
    return <Component {...attributes} className={cn(baseClassName, className)} {...props} />;
  };
}

/** `Content` rendered in `Portal`, so a menu or popover escapes its container's overflow. */
export function inPortal<T extends ElementType>(
  Portal: ElementType<{ children?: ReactNode }>,
  Content: T,
): (props: ComponentProps<T>) => JSX.Element {
  const Component = Content as ElementType;
  return function InPortal(props: ComponentProps<T>) {
    return (
      <Portal>
        <Component {...props} />
      </Portal>
    );
  };
}
