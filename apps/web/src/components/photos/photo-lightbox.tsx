import type { LinePhoto } from "@lo/domain";
import { PHOTO_KIND_LABELS } from "@lo/domain";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { cn } from "@/lib/utils";
import { useSlideIndex } from "./use-slide-index";

type PhotoLightboxProps = {
  photos: readonly LinePhoto[];
  label: string;
  /** The photo shown, or null when closed. */
  index: number | null;
  onClose: () => void;
  /** Where the focus goes when the dialog closes (the thumbnail that opened it). */
  returnFocus: () => void;
};

const arrowClass =
  "absolute top-1/2 z-10 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full border border-border bg-card/90 shadow-card hover:bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

/** The photos large, one at a time: arrows, the keyboard's arrow keys or a swipe move on. */
function Slides({
  photos,
  label,
  start,
}: {
  photos: readonly LinePhoto[];
  label: string;
  start: number;
}) {
  const [viewportRef, embla] = useEmblaCarousel({ startIndex: start });
  const total = photos.length;
  const { selected, goTo, onKeyDown } = useSlideIndex(embla, total, { start });
  const current = photos[selected];
  return (
    <div onKeyDown={onKeyDown} className="flex flex-col gap-3">
      <div className="relative">
        <div ref={viewportRef} className="overflow-hidden rounded-lg bg-muted">
          <div className="flex">
            {photos.map((photo, index) => (
              <div
                key={photo.id}
                className="flex min-w-0 flex-[0_0_100%] items-center justify-center"
                aria-hidden={index !== selected}
              >
                <img
                  src={photo.url}
                  alt={`${label}, photo ${index + 1} of ${total}`}
                  width={photo.width}
                  height={photo.height}
                  className="max-h-[70vh] w-auto max-w-full object-contain"
                />
              </div>
            ))}
          </div>
        </div>
        {total > 1 ? (
          <>
            <button
              type="button"
              className={cn(arrowClass, "left-2")}
              aria-label="Previous photo"
              onClick={() => goTo(selected - 1)}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={cn(arrowClass, "right-2")}
              aria-label="Next photo"
              onClick={() => goTo(selected + 1)}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </>
        ) : null}
      </div>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        Photo {selected + 1} of {total}
        {current && current.kind !== "customer" ? ` · ${PHOTO_KIND_LABELS[current.kind]}` : ""}
      </p>
    </div>
  );
}

/**
 * A line's photos large in a modal dialog. Radix keeps focus inside while open, closes on
 * Escape and gives focus back to the thumbnail that opened it.
 */
export function PhotoLightbox({ photos, label, index, onClose, returnFocus }: PhotoLightboxProps) {
  return (
    <Dialog open={index !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        className="max-w-4xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus();
        }}
      >
        <DialogTitle className="text-xl">{label}</DialogTitle>
        <DialogDescription>
          {photos.length > 1
            ? "Use the arrow keys or swipe to see the other photos."
            : "Press Escape to close."}
        </DialogDescription>
        {index !== null ? <Slides photos={photos} label={label} start={index} /> : null}
      </DialogContent>
    </Dialog>
  );
}
