import { ADMIN_PHOTO_KINDS, PHOTO_KIND_LABELS, type LinePhoto, type PhotoKind } from "@lo/domain";
import { useState } from "react";
import { serverMessageOr } from "@/lib/api-client";
import { AddPhotosInput } from "./add-photos-input";
import { addLinePhoto } from "./api";

type AddLinePhotoProps = {
  lineId: number;
  itemLabel: string;
  /** The workshop chooses a kind and whether the customer sees the photo. */
  admin: boolean;
  onAdded: (photo: LinePhoto) => void;
};

const FAILED = "The photo could not be uploaded. Please try again.";
const fieldClass =
  "min-h-11 rounded-md border border-input bg-card px-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:min-h-9";

/** Adds one or more photos to an existing line, each uploaded in turn; errors shown beside. */
export function AddLinePhoto({ lineId, itemLabel, admin, onAdded }: AddLinePhotoProps) {
  const [kind, setKind] = useState<PhotoKind>("intake");
  const [visible, setVisible] = useState(true);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const onFiles = async (files: File[]) => {
    setBusy(true);
    const failed: string[] = [];
    for (const file of files) {
      try {
        onAdded(
          await addLinePhoto(lineId, file, admin ? { kind, customerVisible: visible } : undefined),
        );
      } catch (error) {
        failed.push(`${file.name}: ${serverMessageOr(error, FAILED)}`);
      }
    }
    setErrors(failed);
    setBusy(false);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        {admin ? (
          <>
            <label className="flex items-center gap-2 text-sm">
              Kind
              <select
                className={fieldClass}
                value={kind}
                onChange={(event) => setKind(event.target.value as PhotoKind)}
              >
                {ADMIN_PHOTO_KINDS.map((value) => (
                  <option key={value} value={value}>
                    {PHOTO_KIND_LABELS[value]}
                  </option>
                ))}
              </select>
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={visible}
                onChange={(event) => setVisible(event.target.checked)}
              />
              Visible to the customer
            </label>
          </>
        ) : null}
        <AddPhotosInput
          itemLabel={itemLabel}
          busy={busy}
          disabled={busy}
          onFiles={(files) => void onFiles(files)}
        />
      </div>
      {errors.map((message) => (
        <p key={message} role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ))}
    </div>
  );
}
