import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { CornerClose } from "./corner-close";
import {
  BACKDROP,
  centredPanel,
  MODAL_FOOTER,
  OVERLAY_BODY,
  SECONDARY_TEXT,
} from "./overlay-styles";
import { useReturnFocus } from "./return-focus";
import { styled } from "./styled";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = styled(DialogPrimitive.Overlay, BACKDROP, {
  "data-slot": "dialog-overlay",
});

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Hide the corner close button, e.g. for a dialog the user must complete. */
  hideClose?: boolean;
};

export function DialogContent({
  className,
  children,
  hideClose = false,
  ...props
}: DialogContentProps) {
  const contentProps = useReturnFocus(props);
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(centredPanel("max-w-lg"), className)}
        {...contentProps}
      >
        <div data-slot="dialog-body" className={`${OVERLAY_BODY} sm:[--overlay-pad:--spacing(7)]`}>
          {children}
        </div>
        {hideClose ? null : (
          <CornerClose className="absolute top-3 right-3 z-20 inline-flex size-11 cursor-pointer items-center justify-center rounded-lg bg-card text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:size-9" />
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = styled("div", "flex flex-col gap-1.5 pr-8 text-left", {
  "data-slot": "dialog-header",
});

export const DialogFooter = styled("div", MODAL_FOOTER, { "data-slot": "dialog-footer" });

export const DialogTitle = styled(
  DialogPrimitive.Title,
  "font-display text-2xl leading-tight font-semibold",
  { "data-slot": "dialog-title" },
);

export const DialogDescription = styled(DialogPrimitive.Description, SECONDARY_TEXT, {
  "data-slot": "dialog-description",
});
