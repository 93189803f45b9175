import type { LinePhoto } from "@lo/domain";
import { useRef, useState } from "react";
import { PhotoLightbox } from "./photo-lightbox";

type PhotoGalleryProps = {
  photos: LinePhoto[];
  /** What the photos show, e.g. 'Photos of LO-BELT-1': the list's and the dialog's name. */
  label: string;
};

/** A line's photos as thumbnails; each opens them large (keyboard and swipe). */
export function PhotoGallery({ photos, label }: PhotoGalleryProps) {
  const [open, setOpen] = useState<number | null>(null);
  // The thumbnail that opened the dialog gets the focus back when it closes.
  const opener = useRef<HTMLButtonElement | null>(null);
  if (photos.length === 0) return null;
  return (
    <>
      <ul aria-label={label} className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={`Open photo ${index + 1} of ${photos.length}`}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setOpen(index);
              }}
              className="block cursor-pointer overflow-hidden rounded-md border border-border bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <img
                src={photo.thumbUrl}
                alt=""
                loading="lazy"
                className="size-20 object-cover sm:size-24"
              />
            </button>
          </li>
        ))}
      </ul>
      <PhotoLightbox
        photos={photos}
        label={label}
        index={open}
        onClose={() => setOpen(null)}
        returnFocus={() => opener.current?.focus()}
      />
    </>
  );
}
