import { useMemo } from "react";

/**
 * `fields` as one object that keeps its identity while every field is the same (Object.is), so
 * a context's consumers re-render only when something in it changed: what
 * `useMemo(() => ({ a, b }), [a, b])` gives, without naming each field twice.
 */
export function useStableObject<T extends Record<string, unknown>>(fields: T): T {
  // The fields are the dependencies; an object literal always has the same keys in one order.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => fields, Object.values(fields));
}
