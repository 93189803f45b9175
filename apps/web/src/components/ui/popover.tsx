import { Popover as PopoverPrimitive } from "radix-ui";
import { inPortal, styled } from "./styled";

export const Popover = PopoverPrimitive.Root;
export const PopoverAnchor = PopoverPrimitive.Anchor;
export const PopoverTrigger = PopoverPrimitive.Trigger;

export const PopoverContent = inPortal(
  PopoverPrimitive.Portal,
  styled(
    PopoverPrimitive.Content,
    "z-50 rounded-lg border border-border bg-card p-1 text-foreground shadow-lift outline-none",
    { "data-slot": "popover-content", align: "start", sideOffset: 4 },
  ),
);
