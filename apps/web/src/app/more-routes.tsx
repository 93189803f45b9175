import { lazy } from "react";
import { Navigate, useLocation, useRoutes, type RouteObject } from "react-router";
import { RequireAdmin, RequireSignIn } from "./guards";
import { lazyListPage, lazyWithQueries } from "./lazy-page";
import { OwnRepairRoute } from "./own-repair-route";

const NotFoundPage = lazy(() => import("./not-found-page"));
const AccountPage = lazyWithQueries(() => import("@/features/account/account-page"));
const ItemPage = lazyWithQueries(() => import("@/features/items/item-page"));
const MyProductsPage = lazyListPage(() => import("@/features/my-products/my-products-page"));
const ManageCustomersPage = lazyListPage(
  () => import("@/features/admin-customers/manage-customers-page"),
);
const CreateCustomerPage = lazyWithQueries(
  () => import("@/features/admin-customers/create-customer-page"),
);
const CustomerPage = lazyWithQueries(() => import("@/features/admin-customers/customer-page"));
const SearchPage = lazyWithQueries(() => import("@/features/admin-search/search-page"));
const ManageProductsPage = lazyListPage(
  () => import("@/features/admin-products/manage-products-page"),
);
const CreateProductPage = lazyWithQueries(
  () => import("@/features/admin-products/create-product-page"),
);
const ManageRepairRequestsPage = lazyListPage(
  () => import("@/features/admin-repairs/manage-repair-requests-page"),
);
const AdminRepairRequestPage = lazyWithQueries(
  () => import("@/features/admin-repairs/repair-request-page"),
);
const AdminCreateRepairRequestPage = lazyWithQueries(
  () => import("@/features/admin-repairs/create-repair-request-page"),
);
const UndeliveredMailPage = lazyListPage(
  () => import("@/features/admin-mail/undelivered-mail-page"),
);
const SettingsPage = lazyWithQueries(() => import("@/features/admin-settings/settings-page"));
const MessagesPage = lazyListPage(() => import("@/features/admin-messages/messages-page"));
const SecurityLogPage = lazyListPage(
  () => import("@/features/admin-security-log/security-log-page"),
);
// Opened from links in mails (the token is the key) and from the login page: no TanStack Query.
const ConfirmEmailPage = lazy(() => import("@/features/account/confirm-email-page"));
const SetPasswordPage = lazy(() => import("@/features/auth/set-password-page"));
const ForgotPasswordPage = lazy(() => import("@/features/auth/forgot-password-page"));

/** docs/design.md §5: /admin/repairs is the request list; keep ?highlight= when redirecting. */
function AdminRepairsRedirect() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: "/admin/requests", search }} replace />;
}

/**
 * The pages few visitors open: the ones behind a sign-in (the customer's own and the
 * workshop's), then the not-found page for any other address. app/router.tsx mounts this table
 * at "*", below the public pages. A page reached from a link in a mail (setting a password,
 * say) belongs here too: the public pages then never grow with it.
 */
export const moreRoutes: RouteObject[] = [
  {
    element: <RequireSignIn />,
    children: [
      { path: "my-products", element: <MyProductsPage /> },
      // A piece's page, for its owner and admins (the server answers 404 to anyone else).
      { path: "items/:serialno", element: <ItemPage /> },
      // Everyone's own password and sessions; a customer's details too (decision 084).
      { path: "account", element: <AccountPage /> },
    ],
  },
  // A customer's own request page (an admin is sent to the workshop's page of it).
  { path: "repairs/:id", element: <OwnRepairRoute /> },
  // The link mailed to a new e-mail address: public, may be opened on any device.
  { path: "confirm-email", element: <ConfirmEmailPage /> },
  // The invitation and reset links, and asking for one.
  { path: "set-password", element: <SetPasswordPage /> },
  { path: "forgot-password", element: <ForgotPasswordPage /> },
  {
    path: "admin",
    element: <RequireAdmin />,
    children: [
      { index: true, element: <Navigate to="/admin/customers" replace /> },
      { path: "customers", element: <ManageCustomersPage /> },
      { path: "customers/create", element: <CreateCustomerPage /> },
      { path: "customers/:id", element: <CustomerPage /> },
      { path: "search", element: <SearchPage /> },
      { path: "products", element: <ManageProductsPage /> },
      { path: "products/create", element: <CreateProductPage /> },
      { path: "requests", element: <ManageRepairRequestsPage /> },
      { path: "requests/:id", element: <AdminRepairRequestPage /> },
      { path: "repairs", element: <AdminRepairsRedirect /> },
      { path: "repairs/create", element: <AdminCreateRepairRequestPage /> },
      { path: "mail", element: <UndeliveredMailPage /> },
      { path: "security-log", element: <SecurityLogPage /> },
      { path: "messages", element: <MessagesPage /> },
      { path: "settings", element: <SettingsPage /> },
    ],
  },
  { path: "*", element: <NotFoundPage /> },
];

/**
 * Loaded with the first page it holds: the public pages do not carry the routes and chunk
 * lists of a dozen pages a visitor cannot open (decision 049).
 */
export default function MoreRoutes() {
  return useRoutes(moreRoutes);
}
