import { MAX_PHOTOS_PER_LINE, PHOTO_MESSAGES, type RepairRequestInput } from "@lo/domain";
import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useFormContext } from "react-hook-form";
import { Spinner } from "@/components/ui/spinner";
import { serverMessageOr } from "@/lib/api-client";
import { AddPhotosInput } from "./add-photos-input";
import { stagePhoto } from "./api";

type Chosen = {
  key: number;
  name: string;
  status: "uploading" | "ready" | "failed";
  id?: string;
  thumb?: string;
  error?: string;
};

let nextKey = 0;
const UPLOAD_FAILED = "The photo could not be uploaded. Please try again.";

/**
 * 'Add photos' for one item of the request form: each chosen file is uploaded at once
 * (staged), so a file the server refuses shows its message here while the form is open; the
 * staged ids go into the form's `products.{index}.photos`. Phones offer the camera themselves.
 */
export function PhotoPicker({ index, itemLabel }: { index: number; itemLabel: string }) {
  const { setValue } = useFormContext<RepairRequestInput>();
  const [chosen, setChosen] = useState<Chosen[]>([]);
  const live = chosen.filter((item) => item.status !== "failed").length;

  useEffect(() => {
    const ids = chosen.flatMap((item) => (item.status === "ready" && item.id ? [item.id] : []));
    setValue(`products.${index}.photos`, ids);
  }, [chosen, index, setValue]);

  const update = (key: number, change: Partial<Chosen>) =>
    setChosen((items) => items.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const onFiles = (files: File[]) => {
    const room = MAX_PHOTOS_PER_LINE - live;
    const accepted = files.slice(0, Math.max(0, room));
    const refused = files.slice(accepted.length).map((file): Chosen => ({
      key: nextKey++,
      name: file.name,
      status: "failed",
      error: PHOTO_MESSAGES.tooMany,
    }));
    const added = accepted.map((file): Chosen => ({
      key: nextKey++,
      name: file.name,
      status: "uploading",
    }));
    setChosen((items) => [...items, ...added, ...refused]);
    accepted.forEach((file, position) => {
      const key = added[position]?.key ?? -1;
      stagePhoto(file).then(
        (staged) => update(key, { status: "ready", id: staged.id, thumb: staged.thumbDataUrl }),
        (error: unknown) =>
          update(key, { status: "failed", error: serverMessageOr(error, UPLOAD_FAILED) }),
      );
    });
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <AddPhotosInput
          itemLabel={itemLabel}
          disabled={live >= MAX_PHOTOS_PER_LINE}
          onFiles={onFiles}
        />
        <span className="text-xs text-muted-foreground">
          Optional · up to {MAX_PHOTOS_PER_LINE} photos, 10 MB each
        </span>
      </div>
      {chosen.length > 0 ? (
        <ul
          aria-label={`Photos of ${itemLabel}`}
          className="flex flex-col gap-2 sm:flex-row sm:flex-wrap"
        >
          {chosen.map((item) => (
            <li
              key={item.key}
              className="flex items-center gap-2 rounded-md border border-border bg-background p-1.5 pr-2 text-sm"
            >
              {item.thumb ? (
                <img src={item.thumb} alt={item.name} className="size-12 rounded object-cover" />
              ) : (
                <span className="flex size-12 items-center justify-center rounded bg-muted">
                  {item.status === "uploading" ? <Spinner /> : null}
                </span>
              )}
              <span className="flex min-w-0 flex-col">
                <span className="max-w-40 truncate">{item.name}</span>
                {item.status === "uploading" ? (
                  <span className="text-xs text-muted-foreground">Uploading…</span>
                ) : null}
                {item.status === "failed" ? (
                  <span role="alert" className="max-w-64 text-xs text-destructive">
                    {item.error}
                  </span>
                ) : null}
              </span>
              <button
                type="button"
                aria-label={`Remove ${item.name}`}
                onClick={() =>
                  setChosen((items) => items.filter((other) => other.key !== item.key))
                }
                className="ml-1 inline-flex size-9 cursor-pointer items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
