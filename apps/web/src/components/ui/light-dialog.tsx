import { X } from "lucide-react";
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { cn } from "@/lib/utils";
import {
  centredPanel,
  DIALOG_BODY,
  DIALOG_CLOSE,
  DIALOG_HEADER,
  DIALOG_TITLE,
  SECONDARY_TEXT,
} from "./overlay-styles";
import { rememberOpener, restoreOpener } from "./return-focus";

type LightDialogProps = {
  /** Open while rendered; Escape, the × and a click on the backdrop ask to close it. */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  descriptionClassName?: string;
  /** Where focus goes back to on closing; else what had focus when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
};

/**
 * A modal dialog on the platform's own `<dialog>` (showModal: the page behind is inert, focus
 * stays inside, the top layer holds it), for the public pages, whose JavaScript budget has no
 * room for Radix's dialog (decision 080). It looks as components/ui/dialog.tsx does.
 */
export function LightDialog({
  onClose: close,
  title,
  description,
  descriptionClassName,
  returnFocusRef,
  className,
  children,
}: LightDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = rememberOpener();
    const back = returnFocusRef?.current;
    // The page under a modal does not scroll, as under the app's other dialogs.
    const root = document.documentElement;
    const overflow = root.style.overflow;
    root.style.overflow = "hidden";
    if (!dialog.open) dialog.showModal();
    return () => {
      root.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (back?.isConnected) back.focus();
      else restoreOpener(opener);
    };
  }, [returnFocusRef]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      data-slot="dialog-content"
      data-state="open"
      className={cn(
        centredPanel("max-w-lg"),
        "right-auto bottom-auto m-0 p-0 text-foreground backdrop:bg-espresso/55 backdrop:backdrop-blur-[2px] backdrop:animate-fade-in",
        className,
      )}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        close();
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself, outside its box.
        const box = event.currentTarget.getBoundingClientRect();
        const outside =
          event.clientX < box.left ||
          event.clientX > box.right ||
          event.clientY < box.top ||
          event.clientY > box.bottom;
        if (event.target === event.currentTarget && outside) close();
      }}
    >
      <div data-slot="dialog-body" className={DIALOG_BODY}>
        <div className={DIALOG_HEADER}>
          <h2 id={titleId} className={DIALOG_TITLE}>
            {title}
          </h2>
          <p id={descriptionId} className={cn(SECONDARY_TEXT, descriptionClassName)}>
            {description}
          </p>
        </div>
        {children}
      </div>
      <button type="button" aria-label="Close" onClick={close} className={DIALOG_CLOSE}>
        <X className="size-5" aria-hidden="true" />
      </button>
    </dialog>
  );
}
