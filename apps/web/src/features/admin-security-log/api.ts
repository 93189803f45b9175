import type { SecurityEvent, SecurityLogResponse } from "@lo/domain";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getQuery } from "@/lib/get-query";

export type SecurityLogParams = {
  event?: SecurityEvent | undefined;
  person?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
};

// Only this page reads the security log; nothing the web app does writes to it directly.
const keys = {
  all: ["admin-security-log"] as const,
  page: (params: SecurityLogParams) => [...keys.all, params] as const,
};

/**
 * GET /admin/security-log: one page, newest first, filtered by the server; the page on screen
 * stays while another filter's answer is on its way.
 */
export function useSecurityLog(params: SecurityLogParams) {
  return useQuery({
    ...getQuery<SecurityLogResponse>(keys.page(params), "/admin/security-log", params),
    placeholderData: keepPreviousData,
  });
}
