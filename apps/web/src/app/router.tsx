import { lazy, useEffect } from "react";
import { matchPath, Outlet, useRoutes, type RouteObject } from "react-router";
import { readStoredUser, useSession } from "@/lib/session";
import { RedirectIfSignedIn } from "./guards";
import { lazyPreloadable, lazyWithQueries } from "./lazy-page";
import { SiteLayout } from "./layout/site-layout";
import { SessionRoot } from "./providers";
import { RepairsInfoPage, RepairsRoute } from "./repairs-route";
import { RouteErrorBoundary } from "./route-error-boundary";

// Every page arrives in its own chunk, so a visitor downloads only what they open (the server
// names a public page's chunks in its HTML: decision 049); the pages that fetch bring TanStack
// Query with them. The public pages are loaded before the first render when the address opens
// them (preloadFirstPage), so that render shows them, not the loading fallback (decision 078).
const HomePage = lazyPreloadable(() => import("@/features/home/home-page"));
// The catalogue reads the photos an admin put in place of the drawings (docs/design.md §9).
const ProductsPage = lazyPreloadable(() => import("@/features/catalogue/products-page"));
const ContactPage = lazyPreloadable(() => import("@/features/contact/contact-page"));
const LoginPage = lazyPreloadable(() => import("@/features/auth/login-page"));
// The pages behind a sign-in and the not-found page: a route table of its own (more-routes.tsx).
const loadMoreRoutes = () => import("./more-routes");
const MoreRoutes = lazy(loadMoreRoutes);
// Public, for whoever holds a request's link: no TanStack Query (decision 044).
const TrackingPage = lazy(() => import("@/features/tracking/tracking-page"));
// Public, for whoever scans a product's label: no TanStack Query either.
const VerifyPage = lazy(() => import("@/features/verify/verify-page"));
const TransferPage = lazy(() => import("@/features/transfer/transfer-page"));
const UnsubscribePage = lazy(() => import("@/features/account/unsubscribe-page"));
const CreateRepairRequestPage = lazyWithQueries(
  () => import("@/features/my-repairs/create-repair-request-page"),
);

/** Once someone is signed in, that table is fetched ahead: their first page waits for one chunk. */
function PrefetchMoreRoutes() {
  const signedIn = useSession().user !== null;
  useEffect(() => {
    if (signedIn) void loadMoreRoutes();
  }, [signedIn]);
  return null;
}

export const routes: RouteObject[] = [
  {
    // Last resort, for a failure in the layout itself.
    element: (
      <RouteErrorBoundary>
        <SessionRoot />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <>
            <PrefetchMoreRoutes />
            <SiteLayout />
          </>
        ),
        children: [
          {
            // A failing page keeps the header and footer around its error message.
            element: (
              <RouteErrorBoundary>
                <Outlet />
              </RouteErrorBoundary>
            ),
            children: [
              { index: true, element: <HomePage /> },
              // A catalogue piece's own address opens the catalogue with it shown (decision 059).
              { path: "products/:slug?", element: <ProductsPage /> },
              { path: "contact", element: <ContactPage /> },
              {
                path: "login",
                element: (
                  <RedirectIfSignedIn>
                    <LoginPage />
                  </RedirectIfSignedIn>
                ),
              },
              { path: "repairs", element: <RepairsRoute /> },
              { path: "track/:token", element: <TrackingPage /> },
              { path: "verify/:token", element: <VerifyPage /> },
              // A transfer link (decision 066): public, the token is the key.
              { path: "transfer/:token", element: <TransferPage /> },
              // Not guarded: the page invites a visitor to sign in (docs/requirements.md §2).
              { path: "create-repair-request", element: <CreateRepairRequestPage /> },
              // The opt-out link of the status mails: public, the token is the key.
              { path: "unsubscribe/:token", element: <UnsubscribePage /> },
              // My Products, My Account, the admin's pages and the not-found page, loaded with
              // the first of them (more-routes.tsx).
              { path: "*", element: <MoreRoutes /> },
            ],
          },
        ],
      },
    ],
  },
];

/** The public page an address opens, by the route's path; /repairs is the visitor's page. */
const FIRST_PAGES = [
  ["/", HomePage],
  ["/products/:slug?", ProductsPage],
  ["/contact", ContactPage],
  ["/login", LoginPage],
  ["/repairs", RepairsInfoPage],
] as const;

/** Loads the public page `pathname` opens, if any, for main.tsx to await before rendering. */
export async function preloadFirstPage(pathname: string): Promise<void> {
  const page = FIRST_PAGES.find(([path]) => matchPath(path, pathname))?.[1];
  if (page === RepairsInfoPage && readStoredUser() !== null) return;
  await page?.preload();
}

/** Every page of the app, matched against the address (inside an <AppRouter>). */
export function AppRoutes() {
  return useRoutes(routes);
}
