import { useEffect, useSyncExternalStore } from "react";
import { api, uploadFile } from "@/lib/api-client";
import { retryDelay, shouldRetry } from "@/lib/retry-policy";

export type CataloguePhoto = { slug: string; url: string; thumbUrl: string };

/** How long an answer counts as fresh, and how long it is kept once no page shows it. */
const STALE_MS = 60_000;
const FORGET_MS = 5 * 60_000;
const NONE: readonly CataloguePhoto[] = [];

/**
 * The photos, kept here rather than in TanStack Query so that the catalogue, a public page,
 * does not load it (decision 078). It is asked as the app's queries are: again when the page
 * opens or the window comes back and the answer is older than a minute, in the background with
 * the app's backoff after a failure while the page shows, forgotten five minutes after.
 */
const store = {
  photos: null as readonly CataloguePhoto[] | null,
  fetchedAt: 0,
  loading: null as Promise<void> | null,
  abort: null as AbortController | null,
  failures: 0,
  retry: undefined as ReturnType<typeof setTimeout> | undefined,
  forget: undefined as ReturnType<typeof setTimeout> | undefined,
  listeners: new Set<() => void>(),
};

function load(): Promise<void> {
  if (store.loading && !store.abort?.signal.aborted) return store.loading;
  const abort = new AbortController();
  clearTimeout(store.retry);
  const loading = api
    .get<{ photos: CataloguePhoto[] }>("/catalogue/photos", { signal: abort.signal })
    .then(
      ({ photos }) => {
        Object.assign(store, { photos, fetchedAt: Date.now(), failures: 0 });
        for (const listener of store.listeners) listener();
      },
      (error: unknown) => {
        if (abort.signal.aborted || !shouldRetry(store.failures, error)) return;
        const delay = retryDelay(store.failures);
        store.failures += 1;
        store.retry = setTimeout(() => void (store.listeners.size > 0 && load()), delay);
      },
    )
    .finally(() => {
      if (store.loading === loading) store.loading = null;
    });
  Object.assign(store, { loading, abort });
  return loading;
}

const loadIfStale = () => {
  if (store.photos === null || Date.now() - store.fetchedAt >= STALE_MS) void load();
};

function subscribe(listener: () => void) {
  store.listeners.add(listener);
  clearTimeout(store.forget);
  return () => {
    store.listeners.delete(listener);
    if (store.listeners.size > 0) return;
    store.abort?.abort();
    clearTimeout(store.retry);
    store.failures = 0;
    store.forget = setTimeout(() => (store.photos = null), FORGET_MS);
  };
}

/** GET /catalogue/photos: the pieces whose drawing an admin replaced with a photo. */
export function useCataloguePhotos(): readonly CataloguePhoto[] {
  const photos = useSyncExternalStore(subscribe, () => store.photos);
  useEffect(() => {
    loadIfStale();
    const onVisible = () => document.visibilityState === "visible" && loadIfStale();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("online", loadIfStale);
    return () => {
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("online", loadIfStale);
    };
  }, []);
  return photos ?? NONE;
}

/** Forgets the list and anything under way at once: a test's fresh start. */
export function forgetCataloguePhotos(): void {
  store.abort?.abort();
  clearTimeout(store.retry);
  clearTimeout(store.forget);
  Object.assign(store, { photos: null, fetchedAt: 0, loading: null, abort: null, failures: 0 });
}

/** Asks again now, after an admin's change. */
export function reloadCataloguePhotos(): Promise<void> {
  store.abort?.abort();
  return load();
}

/** PUT /catalogue/photos/{slug} (admins): the photo's raw bytes. */
export async function replaceCataloguePhoto(slug: string, file: File): Promise<void> {
  const path = `/catalogue/photos/${encodeURIComponent(slug)}`;
  await uploadFile(path, file, undefined, "PUT");
}

/** DELETE /catalogue/photos/{slug} (admins): the drawing returns. */
export async function removeCataloguePhoto(slug: string): Promise<void> {
  await api.delete(`/catalogue/photos/${encodeURIComponent(slug)}`);
}
