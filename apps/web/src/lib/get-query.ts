import { queryOptions, type QueryKey } from "@tanstack/react-query";
import { api, type RequestOptions } from "./api-client";

/**
 * The query of one GET call: its cache key and the call, which React Query aborts when no
 * screen needs the answer any more. Every feature reads the server through it; a feature adds
 * what its screen needs (`placeholderData`, `enabled`) where it uses the query.
 */
export function getQuery<T, K extends QueryKey = QueryKey>(
  queryKey: K,
  path: string,
  params?: RequestOptions["params"],
) {
  return queryOptions<T, Error, T, K>({
    queryKey,
    queryFn: ({ signal }) => api.get<T>(path, { params: params && { ...params }, signal }),
  });
}
