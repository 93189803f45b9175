import { Suspense } from "react";
import { cn } from "@/lib/utils";
import { lazyWithQueries } from "../lazy-page";

// Only admins see it, so it (and TanStack Query) stays out of every visitor's download.
const HeaderSearch = lazyWithQueries<{ className?: string; onNavigate?: () => void }>(
  () => import("@/features/admin-search/components/header-search"),
);

type AdminSearchBoxProps = { className?: string; onNavigate?: () => void };

/** The admin's search box (issue 12), in the header row or the menu; its size while it loads. */
export function AdminSearchBox({ className, onNavigate }: AdminSearchBoxProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={cn("h-10", className)} />}>
      <HeaderSearch className={className} onNavigate={onNavigate} />
    </Suspense>
  );
}
