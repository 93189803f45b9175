/** Where page `page` (1-based) of `pageSize` rows falls in `total`: its first and last row. */
export function pageSpan(page: number, pageSize: number, total: number) {
  return {
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    first: total === 0 ? 0 : (page - 1) * pageSize + 1,
    last: Math.min(total, page * pageSize),
  };
}

/** The page of `pageSize` rows that starts at row `offset`: the server's paging parameters. */
export function pageOffset(page: number, pageSize: number) {
  return { limit: pageSize, offset: (page - 1) * pageSize };
}
