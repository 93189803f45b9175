import type { ComponentProps, ReactNode } from "react";
import { Dialog, DialogContent } from "./dialog";
import { DialogHeading } from "./dialog-heading";

type DialogPanelProps = Omit<ComponentProps<typeof DialogContent>, "title"> & {
  open: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  /** Shown above the title, e.g. an icon badge. */
  leading?: ReactNode;
  headingClassName?: string;
};

/** An open-or-closed dialog with its header; the body (form, footer) is the children. */
export function DialogPanel({
  open,
  onOpenChange,
  title,
  description,
  leading,
  headingClassName,
  children,
  ...contentProps
}: DialogPanelProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent {...contentProps}>
        <DialogHeading
          title={title}
          description={description}
          leading={leading}
          className={headingClassName}
        />
        {children}
      </DialogContent>
    </Dialog>
  );
}
