import { Dialog as SheetPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { CornerClose } from "./corner-close";
import { OVERLAY_BODY, SECONDARY_TEXT } from "./overlay-styles";
import { useReturnFocus } from "./return-focus";
import { styled } from "./styled";

export const Sheet = SheetPrimitive.Root;
export const SheetTrigger = SheetPrimitive.Trigger;
export const SheetClose = SheetPrimitive.Close;

type SheetContentProps = ComponentProps<typeof SheetPrimitive.Content> & {
  side?: "left" | "right";
};

/** A panel that slides in from the side, for filters and long forms on small screens. */
export function SheetContent({ className, children, side = "right", ...props }: SheetContentProps) {
  const contentProps = useReturnFocus(props);
  return (
    <SheetPrimitive.Portal>
      <SheetPrimitive.Overlay className="fixed inset-0 z-50 bg-espresso/55 data-[state=open]:animate-fade-in" />
      <SheetPrimitive.Content
        data-slot="sheet-content"
        className={cn(
          "fixed inset-y-0 z-50 flex w-[min(22rem,calc(100%-3rem))] flex-col gap-4 overflow-hidden bg-card shadow-lift",
          side === "right" ? "right-0 border-l" : "left-0 border-r",
          className,
        )}
        {...contentProps}
      >
        <div className={OVERLAY_BODY}>{children}</div>
        <CornerClose className="absolute top-3 right-3 z-20 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg bg-card text-muted-foreground hover:bg-muted hover:text-foreground" />
      </SheetPrimitive.Content>
    </SheetPrimitive.Portal>
  );
}

export const SheetTitle = styled(SheetPrimitive.Title, "font-display text-xl font-semibold");

export const SheetDescription = styled(SheetPrimitive.Description, SECONDARY_TEXT);
