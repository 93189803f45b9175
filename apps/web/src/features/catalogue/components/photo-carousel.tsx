import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useSlideIndex } from "@/components/photos/use-slide-index";
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
 * Embla does the sliding (and swiping); the selected index is our own state so the counter,
 * dots and buttons stay right even before Embla has measured the slides.
 */
export function PhotoCarousel({ photos, name }: PhotoCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ align: "start", containScroll: false });
  const total = photos.length;
  // A swipe changes the slide inside Embla; mirrored once Embla sees one snap per photo.
  const { selected, goTo, onKeyDown } = useSlideIndex(embla, total, { onceEverySnap: true });

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
        <div ref={viewportRef} className="overflow-hidden rounded-lg border border-border bg-muted">
          <div className="flex touch-pan-y">
            {photos.map((photo, index) => (
              <div
                key={photo}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${total}`}
                aria-hidden={index !== selected}
                className="min-w-0 shrink-0 grow-0 basis-full"
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
