import type { ComponentProps, ReactNode } from "react";
import { DialogDescription, DialogHeader, DialogTitle } from "./dialog";

type DialogHeadingProps = {
  title: ReactNode;
  description: ReactNode;
  /** Shown above the title, e.g. an icon badge. */
  leading?: ReactNode;
  /** Shown under the description, e.g. which record the dialog is about. */
  children?: ReactNode;
  className?: string;
  descriptionClassName?: string;
  /** For a title that takes focus when the dialog's step changes. */
  titleProps?: Omit<ComponentProps<typeof DialogTitle>, "children">;
};

/** A dialog's header as every dialog writes it: title, description and what goes with them. */
export function DialogHeading({
  title,
  description,
  leading,
  children,
  className,
  descriptionClassName,
  titleProps,
}: DialogHeadingProps) {
  return (
    <DialogHeader className={className}>
      {leading}
      <DialogTitle {...titleProps}>{title}</DialogTitle>
      <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
      {children}
    </DialogHeader>
  );
}
