import { Dialog as DialogPrimitive } from "radix-ui";
import { X } from "lucide-react";

/** The × in the top corner of a dialog or sheet; each passes its own look. */
export function CornerClose({ className }: { className: string }) {
  return (
    <DialogPrimitive.Close className={className} aria-label="Close">
      <X className="size-5" aria-hidden="true" />
    </DialogPrimitive.Close>
  );
}
