import type { LinePhoto, PhotoKind, StagedPhoto } from "@lo/domain";
import { api, uploadFile } from "@/lib/api-client";

/** POST /photos/staged: a photo for a request form not sent yet, processed at once. */
export function stagePhoto(file: File): Promise<StagedPhoto> {
  return uploadFile<StagedPhoto>("/photos/staged", file);
}

/** POST /repairs/lines/{lineId}/photos: kind and visibility are the workshop's to choose. */
export function addLinePhoto(
  lineId: number,
  file: File,
  choice?: { kind: PhotoKind; customerVisible: boolean },
): Promise<LinePhoto> {
  return uploadFile<LinePhoto>(
    `/repairs/lines/${lineId}/photos`,
    file,
    choice ? { kind: choice.kind, customerVisible: String(choice.customerVisible) } : undefined,
  );
}

/** PATCH /photos/{id}/visibility (admins). */
export function setPhotoVisibility(id: number, customerVisible: boolean): Promise<LinePhoto> {
  return api.patch<LinePhoto>(`/photos/${id}/visibility`, { customerVisible });
}
