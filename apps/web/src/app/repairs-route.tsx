import { Navigate } from "react-router";
import { isAdmin, useSession } from "@/lib/session";
import { lazyPreloadable } from "./lazy-page";
import { lazyFromSignedInParts } from "./signed-in-door";

export const RepairsInfoPage = lazyPreloadable(
  () => import("@/features/warranty/repairs-info-page"),
);
const MyRepairsPage = lazyFromSignedInParts("MyRepairsPage");

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
