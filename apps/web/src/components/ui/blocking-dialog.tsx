import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { DialogPanel } from "./dialog-panel";

const keepOpen = (event: Event) => event.preventDefault();

/**
 * A dialog that must be answered before anything else (a first password, a second factor): no
 * close button, Escape and a click outside do nothing; its own buttons (and Log out) are the
 * only ways on.
 */
export function BlockingDialog({
  icon: Icon,
  title,
  description,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogPanel
      open
      hideClose
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      className="max-w-xl"
      headingClassName="pr-0"
      leading={
        <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
          <Icon className="size-5" aria-hidden="true" />
        </span>
      }
      title={title}
      description={description}
    >
      {children}
    </DialogPanel>
  );
}
