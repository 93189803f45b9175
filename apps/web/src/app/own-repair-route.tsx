import { Navigate, useParams } from "react-router";
import { isAdmin, useSession } from "@/lib/session";
import { RequireSignIn } from "./guards";
import { lazyWithQueries } from "./lazy-page";

const MyRepairRequestPage = lazyWithQueries(
  () => import("@/features/my-repairs/repair-request-page"),
);

function OwnRepairOrAdminPage() {
  const { user } = useSession();
  const { id = "" } = useParams();
  if (user && isAdmin(user)) {
    return <Navigate to={`/admin/requests/${encodeURIComponent(id)}`} replace />;
  }
  return <MyRepairRequestPage />;
}

/**
 * `/repairs/{id}`: the customer's own request page; signed out, the login page (which returns
 * here); an admin is on the workshop's page of the same request instead.
 */
export function OwnRepairRoute() {
  return (
    <RequireSignIn>
      <OwnRepairOrAdminPage />
    </RequireSignIn>
  );
}
