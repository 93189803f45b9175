import type { UseEmblaCarouselType } from "embla-carousel-react";
import { useCallback, useEffect, useState, type KeyboardEvent } from "react";

type Embla = UseEmblaCarouselType[1];

/**
 * The selected slide of an Embla carousel, kept as our own state so counters and buttons are
 * right before Embla has measured the slides; a swipe inside Embla is mirrored into it.
 * `goTo` wraps round at either end; `onKeyDown` moves on with the left and right arrow keys.
 */
export function useSlideIndex(
  embla: Embla,
  total: number,
  {
    start = 0,
    onceEverySnap = false,
  }: {
    start?: number;
    /** Mirror a swipe only once Embla sees one snap per slide. */
    onceEverySnap?: boolean;
  } = {},
) {
  const [selected, setSelected] = useState(start);

  useEffect(() => {
    if (!embla) return;
    const sync = () => {
      if (!onceEverySnap || embla.scrollSnapList().length === total) {
        setSelected(embla.selectedScrollSnap());
      }
    };
    embla.on("select", sync);
    return () => {
      embla.off("select", sync);
    };
  }, [embla, total, onceEverySnap]);

  const goTo = useCallback(
    (index: number) => {
      const next = (index + total) % total;
      setSelected(next);
      embla?.scrollTo(next);
    },
    [embla, total],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === "ArrowLeft") goTo(selected - 1);
    else if (event.key === "ArrowRight") goTo(selected + 1);
    else return;
    event.preventDefault();
  };

  return { selected, goTo, onKeyDown };
}
