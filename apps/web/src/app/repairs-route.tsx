import { Navigate } from "react-router";
import { isAdmin, useSession } from "@/lib/session";
import { lazyListPage, lazyPreloadable } from "./lazy-page";

export const RepairsInfoPage = lazyPreloadable(
  () => import("@/features/warranty/repairs-info-page"),
);
const MyRepairsPage = lazyListPage(() => import("@/features/my-repairs/my-repairs-page"));

/**
 * /repairs means three things (docs/design.md §5): visitors read how the warranty works, customers
 * follow their own repairs, and admins belong on the workshop's request list.
 */
export function RepairsRoute() {
  const { user } = useSession();
  if (!user) return <RepairsInfoPage />;
  if (isAdmin(user)) return <Navigate to="/admin/requests" replace />;
  return <MyRepairsPage />;
}
