import type { SortDirection, SortState } from "@lo/domain";

/**
 * A list's one sort encoding in its address: `sort` (a column) and `dir` (`asc` or `desc`), each
 * left out where it says what the list does anyway: `sort` for the list's default column, `dir`
 * for the direction the column sorts in first.
 */
export type SortConfig<K extends string> = {
  /** The columns that sort (their ids). */
  columns: readonly K[];
  default: SortState<K>;
  /** The direction a column sorts in when its heading is first clicked: ascending unless said. */
  firstDir?: (key: K) => SortDirection;
  /** What the address calls a column, where that is not its id. */
  names?: Partial<Record<K, string>>;
  /** Values older addresses used, still read (never written). */
  legacy?: Record<string, SortState<K>>;
};

function impliedDir<K extends string>(config: SortConfig<K>, key: K): SortDirection {
  if (key === config.default.key) return config.default.dir;
  return config.firstDir?.(key) ?? "asc";
}

const nameOf = <K extends string>(config: SortConfig<K>, key: K) => config.names?.[key] ?? key;

/** The sort the address's `sort` and `dir` describe (unreadable values read as the default). */
export function readSort<K extends string>(
  config: SortConfig<K>,
  sort: string | null,
  dir: SortDirection | null,
): SortState<K> {
  const legacy = sort === null ? undefined : config.legacy?.[sort];
  const named = config.columns.find((key) => nameOf(config, key) === sort);
  const key = legacy?.key ?? named ?? config.default.key;
  return { key, dir: dir ?? legacy?.dir ?? impliedDir(config, key) };
}

/** The address's `sort` and `dir` for `state` (null: left out). */
export function writeSort<K extends string>(config: SortConfig<K>, state: SortState<K>) {
  return {
    sort: state.key === config.default.key ? null : nameOf(config, state.key),
    dir: state.dir === impliedDir(config, state.key) ? null : state.dir,
  };
}

/** A heading's click: the active column turns round, another starts in its first direction. */
export function clickedSort<K extends string>(
  config: SortConfig<K>,
  current: SortState<K>,
  key: K,
): SortState<K> {
  if (current.key === key) return { key, dir: current.dir === "asc" ? "desc" : "asc" };
  return { key, dir: config.firstDir?.(key) ?? "asc" };
}
