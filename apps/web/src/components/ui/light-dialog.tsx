import { X } from "lucide-react";
import {
  useId,
  useLayoutEffect,
  useRef,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from "react";
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
  // Whether the press of the current click began on the backdrop: a drag from the content
  // (selecting its text) that ends out there does not close the dialog.
  const pressedOutside = useRef(false);

  // Before the first paint: the panel never shows as an ordinary box before it is modal.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = rememberOpener();
    const back = returnFocusRef?.current;
    // The page under a modal does not scroll, as under the app's other dialogs; the scroll
    // bar's width is kept as padding, so the page does not shift sideways.
    const root = document.documentElement;
    const { overflow, paddingRight } = root.style;
    const scrollBar = window.innerWidth - root.clientWidth;
    root.style.overflow = "hidden";
    if (scrollBar > 0) root.style.paddingRight = `${scrollBar}px`;
    if (!dialog.open) dialog.showModal();
    return () => {
      Object.assign(root.style, { overflow, paddingRight });
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
      onPointerDown={(event) => (pressedOutside.current = onBackdrop(event))}
      onClick={(event) => {
        if (pressedOutside.current && onBackdrop(event)) close();
        pressedOutside.current = false;
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

/** Whether a pointer event is on the backdrop: on the dialog itself, outside its box. */
function onBackdrop(event: MouseEvent<HTMLDialogElement> | PointerEvent<HTMLDialogElement>) {
  const box = event.currentTarget.getBoundingClientRect();
  const outside =
    event.clientX < box.left ||
    event.clientX > box.right ||
    event.clientY < box.top ||
    event.clientY > box.bottom;
  return event.target === event.currentTarget && outside;
}
