import { lazy, useEffect } from "react";
import { Outlet, useRoutes, type RouteObject } from "react-router";
import HomePage from "@/features/home/home-page";
import { useSession } from "@/lib/session";
import { RedirectIfSignedIn } from "./guards";
import { lazyWithQueries } from "./lazy-page";
import { SiteLayout } from "./layout/site-layout";
import { SessionRoot } from "./providers";
import { RepairsRoute } from "./repairs-route";
import { RouteErrorBoundary } from "./route-error-boundary";

// Every page but Home arrives in its own chunk, so a visitor downloads only what they open
// (the server names a public page's chunks in its HTML: decision 049); the pages that fetch
// bring TanStack Query with them. Home stays in the first file: lazily loaded, even with its
// chunk named in the HTML, its hero painted about 0.3 s later in Lighthouse's phone run.
// The catalogue reads the photos an admin put in place of the drawings (docs/design.md §9).
const ProductsPage = lazyWithQueries(() => import("@/features/catalogue/products-page"));
const ContactPage = lazy(() => import("@/features/contact/contact-page"));
const LoginPage = lazy(() => import("@/features/auth/login-page"));
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

/** Every page of the app, matched against the address (inside an <AppRouter>). */
export function AppRoutes() {
  return useRoutes(routes);
}
