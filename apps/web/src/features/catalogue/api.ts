import { useQuery } from "@tanstack/react-query";
import { api, uploadFile } from "@/lib/api-client";

export type CataloguePhoto = { slug: string; url: string; thumbUrl: string };

const KEY = ["catalogue-photos"] as const;

/** GET /catalogue/photos: the pieces whose drawing an admin replaced with a photo. */
export function useCataloguePhotos() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<{ photos: CataloguePhoto[] }>("/catalogue/photos", { signal }),
    staleTime: 60_000,
  });
}

export const cataloguePhotosKey = KEY;

/** PUT /catalogue/photos/{slug} (admins): the photo's raw bytes. */
export async function replaceCataloguePhoto(slug: string, file: File): Promise<void> {
  const path = `/catalogue/photos/${encodeURIComponent(slug)}`;
  await uploadFile(path, file, undefined, "PUT");
}

/** DELETE /catalogue/photos/{slug} (admins): the drawing returns. */
export async function removeCataloguePhoto(slug: string): Promise<void> {
  await api.delete(`/catalogue/photos/${encodeURIComponent(slug)}`);
}
