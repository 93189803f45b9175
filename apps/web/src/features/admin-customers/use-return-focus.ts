import { useRef, type RefObject } from "react";

/**
 * Where focus goes back to when a dialog opened from code closes: the element that had it
 * when `remember` was called (the button that opened the dialog).
 */
export function useReturnFocus(): [
  RefObject<HTMLElement | null>,
  () => void,
  (event: Event) => void,
] {
  const opener = useRef<HTMLElement | null>(null);
  const remember = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  // Dialogs opened from code have no trigger to return to: send focus back to the button.
  const restore = (event: Event) => {
    if (opener.current?.isConnected) {
      event.preventDefault();
      opener.current.focus();
    }
  };
  return [opener, remember, restore];
}
