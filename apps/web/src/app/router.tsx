import { lazy } from "react";
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from "react-router";
import HomePage from "@/features/home/home-page";
import { RedirectIfSignedIn, RequireAdmin, RequireCustomer, RequireSignIn } from "./guards";
import { lazyWithQueries } from "./lazy-page";
import { SiteLayout } from "./layout/site-layout";
import { SessionRoot } from "./providers";
import { RepairsRoute } from "./repairs-route";
import { RouteErrorBoundary } from "./route-error-boundary";

// Every page but Home arrives in its own chunk, so a visitor downloads only what they open;
// the pages that fetch bring TanStack Query with them.
const ProductsPage = lazy(() => import("@/features/catalogue/products-page"));
const ContactPage = lazy(() => import("@/features/contact/contact-page"));
const LoginPage = lazy(() => import("@/features/auth/login-page"));
const NotFoundPage = lazy(() => import("./not-found-page"));
// Public, for whoever holds a request's link: no TanStack Query (decision 044).
const TrackingPage = lazy(() => import("@/features/tracking/tracking-page"));
const UnsubscribePage = lazy(() => import("@/features/account/unsubscribe-page"));
const ConfirmEmailPage = lazy(() => import("@/features/account/confirm-email-page"));
const SetPasswordPage = lazy(() => import("@/features/auth/set-password-page"));
const ForgotPasswordPage = lazy(() => import("@/features/auth/forgot-password-page"));
const AccountPage = lazyWithQueries(() => import("@/features/account/account-page"));
const MyProductsPage = lazyWithQueries(() => import("@/features/my-products/my-products-page"));
const CreateRepairRequestPage = lazyWithQueries(
  () => import("@/features/my-repairs/create-repair-request-page"),
);
const ManageCustomersPage = lazyWithQueries(
  () => import("@/features/admin-customers/manage-customers-page"),
);
const CreateCustomerPage = lazyWithQueries(
  () => import("@/features/admin-customers/create-customer-page"),
);
const ManageProductsPage = lazyWithQueries(
  () => import("@/features/admin-products/manage-products-page"),
);
const CreateProductPage = lazyWithQueries(
  () => import("@/features/admin-products/create-product-page"),
);
const ManageRepairRequestsPage = lazyWithQueries(
  () => import("@/features/admin-repairs/manage-repair-requests-page"),
);
const AdminCreateRepairRequestPage = lazyWithQueries(
  () => import("@/features/admin-repairs/create-repair-request-page"),
);
const UndeliveredMailPage = lazyWithQueries(
  () => import("@/features/admin-mail/undelivered-mail-page"),
);
const MessagesPage = lazyWithQueries(() => import("@/features/admin-messages/messages-page"));

/** DESIGN §5: /admin/repairs is the request list; keep ?highlight= when redirecting. */
function AdminRepairsRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: "/admin/requests", search }} replace />;
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
        element: <SiteLayout />,
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
              { path: "products", element: <ProductsPage /> },
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
              // Not guarded: the page itself invites a visitor to sign in (SPEC §2).
              { path: "create-repair-request", element: <CreateRepairRequestPage /> },
              {
                element: <RequireSignIn />,
                children: [{ path: "my-products", element: <MyProductsPage /> }],
              },
              {
                element: <RequireCustomer />,
                children: [{ path: "account", element: <AccountPage /> }],
              },
              // The opt-out link of the status mails: public, the token is the key.
              { path: "unsubscribe/:token", element: <UnsubscribePage /> },
              // The link mailed to a new e-mail address: public, may be opened on any device.
              { path: "confirm-email", element: <ConfirmEmailPage /> },
              // The invitation and reset links (the token is the key), and asking for one.
              { path: "set-password", element: <SetPasswordPage /> },
              { path: "forgot-password", element: <ForgotPasswordPage /> },
              {
                path: "admin",
                element: <RequireAdmin />,
                children: [
                  { index: true, element: <Navigate to="/admin/customers" replace /> },
                  { path: "customers", element: <ManageCustomersPage /> },
                  { path: "customers/create", element: <CreateCustomerPage /> },
                  { path: "products", element: <ManageProductsPage /> },
                  { path: "products/create", element: <CreateProductPage /> },
                  { path: "requests", element: <ManageRepairRequestsPage /> },
                  { path: "repairs", element: <AdminRepairsRedirect /> },
                  { path: "repairs/create", element: <AdminCreateRepairRequestPage /> },
                  { path: "mail", element: <UndeliveredMailPage /> },
                  { path: "messages", element: <MessagesPage /> },
                ],
              },
              { path: "*", element: <NotFoundPage /> },
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
