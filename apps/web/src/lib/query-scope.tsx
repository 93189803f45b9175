import { QueryClientProvider } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { createQueryClient } from "./query-client";
import { loadedQueryClient, setQueryClient } from "./query-client-holder";

function appQueryClient() {
  const existing = loadedQueryClient();
  if (existing) return existing;
  const client = createQueryClient();
  setQueryClient(client);
  return client;
}

/**
 * Gives a page the app's query cache. Every page that fetches is wrapped in one (app/router
 * lazyWithQueries), so pages that do not, such as Home and Products, never load TanStack Query.
 * All scopes share one client, so answers stay cached from page to page.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const [client] = useState(appQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
