import { lazy, type ComponentType } from "react";

/**
 * A public page loaded lazily that can also be loaded ahead (`preload`): once that has finished
 * it renders at once instead of suspending. main.tsx preloads the page the address opens, whose
 * files the server names in the HTML, before the first render, so that render shows the page,
 * not the loading fallback: React reveals a page that replaces a fallback no sooner than 300 ms
 * after the fallback, which had cost the home page its hero that long (decision 078).
 */
export function lazyPreloadable<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  let loaded: ComponentType<Props> | undefined;
  const Lazy = lazy(load);
  function PreloadablePage(props: Props) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  /** Never fails: a page that could not be loaded is left to the lazy path and its error. */
  const preload = () =>
    load().then(
      (module) => {
        loaded = module.default;
      },
      () => undefined,
    );
  return Object.assign(PreloadablePage, { preload });
}

/**
 * A lazily loaded page (or dialog) that fetches: its chunk and TanStack Query's arrive
 * together, and it is rendered inside the app's query cache (lib/query-scope.tsx).
 */
export function lazyWithQueries<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(async () => {
    const [{ default: Inner }, { QueryScope }] = await Promise.all([
      load(),
      import("@/lib/query-scope"),
    ]);
    return {
      default: function WithQueries(props: Props) {
        return (
          <QueryScope>
            <Inner {...props} />
          </QueryScope>
        );
      },
    };
  });
}

/**
 * A lazily loaded page with a list that keeps its state in the address (nuqs, decision 076): as
 * lazyWithQueries, and rendered inside the lists' address state, which arrives with it.
 */
export function lazyListPage<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazyWithQueries(async () => {
    const [{ default: Inner }, { UrlStateAdapter }] = await Promise.all([
      load(),
      import("@/components/data-table/url-state"),
    ]);
    return {
      default: function WithAddressState(props: Props) {
        return (
          <UrlStateAdapter>
            <Inner {...props} />
          </UrlStateAdapter>
        );
      },
    };
  });
}
