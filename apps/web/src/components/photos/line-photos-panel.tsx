import { MAX_PHOTOS_PER_LINE, PHOTO_KIND_LABELS, type LinePhoto } from "@lo/domain";
import { useState } from "react";
import { SMALL_HEADING } from "@/components/eyebrow";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { AddLinePhoto } from "./add-line-photo";
import { setPhotoVisibility } from "./api";
import { PhotoGallery } from "./photo-gallery";

type LinePhotosPanelProps = {
  line: { repairlineid: number; serialNumber: string; state: string; photos: LinePhoto[] };
  admin: boolean;
  /** Called after a change, so the page reads the line again. */
  onChanged: () => void;
};

/** The workshop's switch of whether the customer sees one of its photos. */
function VisibilityToggle({
  photo,
  position,
  onChanged,
}: {
  photo: LinePhoto;
  position: number;
  onChanged: () => void;
}) {
  const [busy, setBusy] = useState(false);
  if (photo.kind === "customer") return null;
  const toggle = async (customerVisible: boolean) => {
    setBusy(true);
    try {
      await setPhotoVisibility(photo.id, customerVisible);
      onChanged();
    } catch (error) {
      toast.error(serverMessageOr(error, "The photo could not be changed. Please try again."));
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="flex items-center gap-2 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={photo.customerVisible}
          disabled={busy}
          onChange={(event) => void toggle(event.target.checked)}
        />
        Photo {position} ({PHOTO_KIND_LABELS[photo.kind]}): visible to the customer
      </label>
    </li>
  );
}

/** A line's photos on a request page, with adding them (and, for admins, who sees them). */
export function LinePhotosPanel({ line, admin, onChanged }: LinePhotosPanelProps) {
  const label = `Photos of ${line.serialNumber}`;
  const canAdd = line.photos.length < MAX_PHOTOS_PER_LINE && (admin || line.state !== "completed");
  return (
    <section aria-label={label} className="flex flex-col gap-3">
      <h4 className={SMALL_HEADING}>Photos</h4>
      {line.photos.length === 0 ? (
        <p className="text-sm text-muted-foreground">No photos yet.</p>
      ) : null}
      <PhotoGallery photos={line.photos} label={label} />
      {admin && line.photos.some((photo) => photo.kind !== "customer") ? (
        <ul
          aria-label={`Who sees the photos of ${line.serialNumber}`}
          className="flex flex-col gap-1"
        >
          {line.photos.map((photo, index) => (
            <VisibilityToggle
              key={photo.id}
              photo={photo}
              position={index + 1}
              onChanged={onChanged}
            />
          ))}
        </ul>
      ) : null}
      {canAdd ? (
        <AddLinePhoto
          lineId={line.repairlineid}
          itemLabel={line.serialNumber}
          admin={admin}
          onAdded={onChanged}
        />
      ) : null}
    </section>
  );
}
