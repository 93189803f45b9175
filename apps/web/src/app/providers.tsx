import type { QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Outlet } from "react-router";
import { useToasterNeeded } from "@/lib/toaster-demand";
import { setQueryClient } from "@/lib/query-client-holder";
import { SessionProvider } from "@/lib/session";
import { SessionExpiry } from "./session-expiry";

const Toaster = lazy(() =>
  import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client so each test starts with an empty cache. */
  queryClient?: QueryClient;
};

/**
 * Everything that sits outside the router: the toasts. The query cache is given to the pages
 * that fetch, by lib/query-scope.tsx, so that the others never load it.
 */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  useState(() => {
    if (queryClient) setQueryClient(queryClient);
  });
  const toasterNeeded = useToasterNeeded();
  return (
    <>
      {children}
      {toasterNeeded ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}

/** The router's root element: the session needs the router (logout navigates home). */
export function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
      <SessionExpiry />
    </SessionProvider>
  );
}
