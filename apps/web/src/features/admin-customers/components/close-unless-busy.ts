/**
 * A dialog's `onOpenChange` that lets it close (Escape, the outside, the X) only while nothing
 * is being saved: a save under way keeps it open until it answers.
 */
export function closeUnlessBusy(busy: boolean, close: () => void) {
  return (open: boolean) => {
    if (!open && !busy) close();
  };
}
