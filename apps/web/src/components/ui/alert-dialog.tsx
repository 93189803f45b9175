import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";
import { buttonVariants } from "./button";
import {
  BACKDROP,
  centredPanel,
  MODAL_FOOTER,
  OVERLAY_BODY,
  SECONDARY_TEXT,
} from "./overlay-styles";
import { useReturnFocus } from "./return-focus";
import { styled } from "./styled";

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

export function AlertDialogContent({
  className,
  children,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  const contentProps = useReturnFocus(props);
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={BACKDROP} />
      <AlertDialogPrimitive.Content
        data-slot="alert-dialog-content"
        className={cn(centredPanel("max-w-md"), className)}
        {...contentProps}
      >
        <div className={OVERLAY_BODY}>{children}</div>
      </AlertDialogPrimitive.Content>
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = styled("div", "flex flex-col gap-1.5 text-left");

export const AlertDialogFooter = styled("div", MODAL_FOOTER);

export const AlertDialogTitle = styled(
  AlertDialogPrimitive.Title,
  "font-display text-xl leading-tight font-semibold",
);

export const AlertDialogDescription = styled(AlertDialogPrimitive.Description, SECONDARY_TEXT);

export const AlertDialogAction = styled(AlertDialogPrimitive.Action, buttonVariants());

export const AlertDialogCancel = styled(
  AlertDialogPrimitive.Cancel,
  buttonVariants({ variant: "outline" }),
);
