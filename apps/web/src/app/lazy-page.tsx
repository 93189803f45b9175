import { lazy, type ComponentType } from "react";

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
