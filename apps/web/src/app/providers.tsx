import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Outlet } from "react-router";
import { useToasterNeeded } from "@/lib/toaster-demand";
import { createQueryClient } from "@/lib/query-client";
import { SessionProvider } from "@/lib/session";

const Toaster = lazy(() =>
  import("@/components/ui/toaster").then((module) => ({ default: module.Toaster })),
);

type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass their own client so each test starts with an empty cache. */
  queryClient?: QueryClient;
};

/** Everything that sits outside the router: data cache and toasts. */
export function AppProviders({ children, queryClient }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const toasterNeeded = useToasterNeeded();
  return (
    <QueryClientProvider client={client}>
      {children}
      {toasterNeeded ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </QueryClientProvider>
  );
}

/** The router's root element: the session needs the router (logout navigates home). */
export function SessionRoot() {
  return (
    <SessionProvider>
      <Outlet />
    </SessionProvider>
  );
}
