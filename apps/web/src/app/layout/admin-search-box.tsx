import { Suspense } from "react";
import { cn } from "@/lib/utils";
import { lazyFromSignedInParts } from "../signed-in-door";

type AdminSearchBoxProps = { className?: string; placeholder?: string; onNavigate?: () => void };

// Only admins see it, so it (and TanStack Query) stays out of every visitor's download.
const HeaderSearch = lazyFromSignedInParts("HeaderSearch");

/** The admin's search box, in the header row or the menu; its size while it loads. */
export function AdminSearchBox({ className, ...props }: AdminSearchBoxProps) {
  return (
    <Suspense fallback={<div aria-hidden="true" className={cn("h-10", className)} />}>
      <HeaderSearch className={className} {...props} />
    </Suspense>
  );
}
