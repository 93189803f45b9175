import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
  {
    variants: {
      variant: {
        default: "border-transparent bg-primary text-primary-foreground",
        secondary: "border-transparent bg-secondary text-secondary-foreground",
        outline: "border-border text-foreground",
        brass: "border-brass/50 bg-brass-light/60 text-brass-deep",
        // State colours (docs/requirements.md §4); the text shades keep AA contrast on their tint.
        red: "border-red-200 bg-red-50 text-red-800",
        orange: "border-orange-200 bg-orange-50 text-orange-800",
        blue: "border-blue-200 bg-blue-50 text-blue-800",
        purple: "border-purple-200 bg-purple-50 text-purple-800",
        yellow: "border-yellow-300 bg-yellow-50 text-yellow-900",
        green: "border-green-200 bg-green-50 text-green-800",
        grey: "border-stone-200 bg-stone-100 text-stone-700",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type BadgeProps = ComponentProps<"span"> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return (
    <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />
  );
}
