import { ImagePlus } from "lucide-react";
import { useId } from "react";
import { Spinner } from "@/components/ui/spinner";

type AddPhotosInputProps = {
  /** Read out after 'Add photos', e.g. the piece the photos are of. */
  itemLabel: string;
  /** While earlier files upload: a spinner and 'Uploading…' in place of the icon and words. */
  busy?: boolean;
  disabled: boolean;
  /** The files chosen; the input is emptied, so the same file can be chosen again. */
  onFiles: (files: File[]) => void;
};

/** 'Add photos': a button-like label over a hidden file input that takes several images. */
export function AddPhotosInput({
  itemLabel,
  busy = false,
  disabled,
  onFiles,
}: AddPhotosInputProps) {
  const id = useId();
  return (
    <>
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border bg-card px-3 text-sm font-medium shadow-xs focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring hover:bg-muted sm:min-h-9"
      >
        {busy ? <Spinner /> : <ImagePlus className="size-4" aria-hidden="true" />}
        {busy ? "Uploading…" : "Add photos"}
        <span className="sr-only"> of {itemLabel}</span>
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          onFiles(files);
        }}
        className="sr-only"
      />
    </>
  );
}
