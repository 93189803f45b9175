import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/utils";
import { NoImage } from "./no-image";

type PhotoCarouselProps = { photos: readonly string[]; name: string };

const arrowClass =
  "absolute top-1/2 z-10 flex size-11 -translate-y-1/2 cursor-pointer items-center justify-center rounded-full border border-border bg-card/90 text-foreground shadow-card backdrop-blur transition-colors hover:bg-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function CarouselArrow({
  direction,
  onClick,
}: {
  direction: "previous" | "next";
  onClick: () => void;
}) {
  const Icon = direction === "previous" ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      className={cn(arrowClass, direction === "previous" ? "left-3" : "right-3")}
      aria-label={direction === "previous" ? "Previous image" : "Next image"}
      onClick={onClick}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}

/**
 * The photos side by side in a row that scrolls sideways and snaps to each (the browser does
 * the sliding, and the swiping on a touch screen: no carousel library on a public page, decision
 * 080). With a mouse the row does not scroll by hand, so it is no scrolling region without a
 * keyboard stop; the buttons, dots and arrow keys move it. The selected index is our own state:
 * the buttons move it and scroll; a swipe moves it once its scrolling has ended.
 */
function usePhotoRow(total: number) {
  const [selected, setSelected] = useState(0);
  const row = useRef<HTMLDivElement>(null);
  // The photo a button is scrolling to: the end of an earlier scroll on the way says nothing.
  const heading = useRef<number | null>(null);
  const goTo = (index: number) => {
    const next = (index + total) % total;
    setSelected(next);
    // The photo already shown: nothing scrolls, so no scroll's end would clear the heading.
    heading.current = next === selected ? null : next;
    const element = row.current;
    element?.scrollTo?.({ left: next * element.clientWidth });
  };
  const onScrollEnd = () => {
    const element = row.current;
    if (!element || element.clientWidth === 0) return;
    const index = Math.round(element.scrollLeft / element.clientWidth);
    if (heading.current !== null && index !== heading.current) return;
    heading.current = null;
    setSelected(index);
  };
  // A finger on the row takes over from a button's scroll.
  const onPointerDown = () => (heading.current = null);
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") goTo(selected - 1);
    else if (event.key === "ArrowRight") goTo(selected + 1);
    else return;
    event.preventDefault();
  };
  return { row, selected, goTo, onScrollEnd, onPointerDown, onKeyDown };
}

export function PhotoCarousel({ photos, name }: PhotoCarouselProps) {
  const total = photos.length;
  const { row, selected, goTo, onScrollEnd, onPointerDown, onKeyDown } = usePhotoRow(total);

  if (total === 0) return <NoImage className="rounded-lg border border-border" />;

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={`Photos of the ${name}`}
      onKeyDown={onKeyDown}
      className="flex flex-col gap-3"
    >
      <div className="relative">
        <div className="overflow-hidden rounded-lg border border-border bg-muted">
          <div
            ref={row}
            onScrollEnd={onScrollEnd}
            onPointerDown={onPointerDown}
            className="flex snap-x snap-mandatory overflow-x-hidden overscroll-x-contain scroll-smooth [scrollbar-width:none] motion-reduce:scroll-auto any-pointer-coarse:overflow-x-auto"
          >
            {photos.map((photo, index) => (
              <div
                key={photo}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${total}`}
                aria-hidden={index !== selected}
                className="min-w-0 shrink-0 grow-0 basis-full snap-start"
              >
                <img
                  src={photo}
                  alt={`${name}, photo ${index + 1} of ${total}`}
                  draggable={false}
                  className="aspect-[4/3] w-full object-cover select-none"
                />
              </div>
            ))}
          </div>
        </div>
        {total > 1 ? (
          <>
            <CarouselArrow direction="previous" onClick={() => goTo(selected - 1)} />
            <CarouselArrow direction="next" onClick={() => goTo(selected + 1)} />
          </>
        ) : null}
      </div>

      <div className="flex items-center justify-between gap-3">
        <p aria-live="polite" className="text-sm text-muted-foreground">
          Image {selected + 1} of {total}
        </p>
        {total > 1 ? (
          <div className="flex items-center">
            {photos.map((photo, index) => (
              <button
                key={photo}
                type="button"
                aria-label={`Go to image ${index + 1}`}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => goTo(index)}
                className="group flex size-9 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    "block h-2 rounded-full transition-all",
                    index === selected
                      ? "w-6 bg-primary"
                      : "w-2 bg-input group-hover:bg-muted-foreground",
                  )}
                />
              </button>
            ))}
          </div>
        ) : null}
      </div>
    </div>
  );
}
