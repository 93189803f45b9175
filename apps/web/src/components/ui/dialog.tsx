import { Dialog as DialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { CornerClose } from "./corner-close";
import {
  BACKDROP,
  centredPanel,
  DIALOG_BODY,
  DIALOG_CLOSE,
  DIALOG_HEADER,
  DIALOG_TITLE,
  MODAL_FOOTER,
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
        <div data-slot="dialog-body" className={DIALOG_BODY}>
          {children}
        </div>
        {hideClose ? null : <CornerClose className={DIALOG_CLOSE} />}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

export const DialogHeader = styled("div", DIALOG_HEADER, {
  "data-slot": "dialog-header",
});

export const DialogFooter = styled("div", MODAL_FOOTER, { "data-slot": "dialog-footer" });

export const DialogTitle = styled(DialogPrimitive.Title, DIALOG_TITLE, {
  "data-slot": "dialog-title",
});

export const DialogDescription = styled(DialogPrimitive.Description, SECONDARY_TEXT, {
  "data-slot": "dialog-description",
});
