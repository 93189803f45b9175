import type { AuditLogResponse } from "@lo/domain";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { AUDIT_LOG_QUERY_KEY } from "@/lib/query-client";

/** Whose history: one customer (ID number), item (serial number) or repair request (id). */
export type AuditSubject = { customer: string } | { serialno: string } | { request: number };

export function fetchAuditHistory(
  subject: AuditSubject,
  before: number | undefined,
  signal?: AbortSignal,
): Promise<AuditLogResponse> {
  return api.get<AuditLogResponse>("/audit-log", { params: { ...subject, before }, signal });
}

export function auditHistoryQuery(subject: AuditSubject) {
  return infiniteQueryOptions({
    queryKey: [...AUDIT_LOG_QUERY_KEY, subject] as const,
    queryFn: ({ pageParam, signal }) => fetchAuditHistory(subject, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => page.nextBefore ?? undefined,
  });
}

/** The subject's history, newest first, a page at a time ('Show more' fetches the next). */
export function useAuditHistory(subject: AuditSubject) {
  return useInfiniteQuery(auditHistoryQuery(subject));
}
