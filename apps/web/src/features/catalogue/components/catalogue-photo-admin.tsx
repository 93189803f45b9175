import { CATALOGUE } from "@lo/domain";
import { useState, type ChangeEvent } from "react";
import { TitledSection } from "@/components/titled-section";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import {
  reloadCataloguePhotos,
  removeCataloguePhoto,
  replaceCataloguePhoto,
  type CataloguePhoto,
} from "../api";

const FAILED = "The photo could not be saved. Please try again.";

/** For admins: replace each piece's drawing with a photo, or remove the photo again. */
export function CataloguePhotoAdmin({ photos }: { photos: readonly CataloguePhoto[] }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<{ slug: string; message: string } | null>(null);

  const run = async (slug: string, action: () => Promise<void>, done: string) => {
    setBusy(slug);
    setError(null);
    try {
      await action();
      await reloadCataloguePhotos();
      toast.success(done);
    } catch (failure) {
      setError({ slug, message: serverMessageOr(failure, FAILED) });
    } finally {
      setBusy(null);
    }
  };
  const onFile = (slug: string, name: string) => (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (file)
      void run(slug, () => replaceCataloguePhoto(slug, file), `Photo of the ${name} saved.`);
  };

  return (
    <TitledSection
      titleId="catalogue-photos-title"
      title="Catalogue photos"
      className="mt-14 rounded-lg border border-dashed border-brass/60 p-5"
    >
      <p className="mt-1 text-sm text-muted-foreground">
        Only admins see this. A piece without a photo shows its drawing.
      </p>
      <ul className="mt-4 flex flex-col divide-y divide-border">
        {CATALOGUE.map((item) => {
          const photo = photos.find((entry) => entry.slug === item.slug);
          return (
            <li key={item.slug} className="flex flex-wrap items-center gap-3 py-3">
              {photo ? (
                <img src={photo.thumbUrl} alt="" className="size-12 rounded object-cover" />
              ) : (
                <span className="flex size-12 items-center justify-center rounded bg-muted text-xs text-muted-foreground">
                  Drawing
                </span>
              )}
              <span className="min-w-40 flex-1 font-medium">{item.name}</span>
              <label className="inline-flex min-h-9 cursor-pointer items-center rounded-md border border-border bg-card px-3 text-sm font-medium focus-within:outline-2 focus-within:outline-ring hover:bg-muted">
                {busy === item.slug ? "Saving…" : photo ? "Replace photo" : "Upload photo"}
                <span className="sr-only"> of the {item.name}</span>
                <input
                  type="file"
                  accept="image/*"
                  className="sr-only"
                  disabled={busy !== null}
                  onChange={onFile(item.slug, item.name)}
                />
              </label>
              {photo ? (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={busy !== null}
                  aria-label={`Remove the photo of the ${item.name}`}
                  onClick={() =>
                    void run(
                      item.slug,
                      () => removeCataloguePhoto(item.slug),
                      `The ${item.name} shows its drawing again.`,
                    )
                  }
                >
                  Remove photo
                </Button>
              ) : null}
              {error?.slug === item.slug ? (
                <p role="alert" className="w-full text-sm text-destructive">
                  {error.message}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </TitledSection>
  );
}
