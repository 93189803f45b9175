import { ClipboardList, Plus, RotateCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { listParam } from "@/components/data-table/url-state";
import { useListState } from "@/components/data-table/use-list-state";
import { toast } from "@/components/ui/toast";
import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/button-link";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useMyRepairs, useRevokeTrackingLink } from "./api";
import { RepairRequestCard } from "./components/repair-request-card";

/**
 * docs/design.md §5: ?highlight={id} (set after a request is created) scrolls to that request and
 * moves focus there, once, as soon as it is on the page.
 */
function useScrollToHighlight(highlight: number | null, requests: readonly unknown[] | undefined) {
  const done = useRef<number | null>(null);
  useEffect(() => {
    // Runs again when the list changes: a cached list may not hold the new request yet.
    if (!requests || !highlight || done.current === highlight) return;
    const card = document.getElementById(`repair-${highlight}`);
    if (!card) return;
    done.current = highlight;
    card.scrollIntoView({ block: "start" });
    card.focus({ preventScroll: true });
  }, [highlight, requests]);
}

/** The address: `highlight` (a request id). */
const MY_REPAIRS_PARAMS = { highlight: listParam.id() };

function RepairsOfCustomer({ idnumber }: { idnumber: string }) {
  const repairs = useMyRepairs(idnumber);
  const revokeTrackingLink = useRevokeTrackingLink(idnumber);
  const { highlight } = useListState(MY_REPAIRS_PARAMS).params;
  useScrollToHighlight(highlight, repairs.data);

  useEffect(() => {
    if (repairs.isError) {
      toast.error("Error", { description: "Failed to fetch repair requests" });
    }
  }, [repairs.isError]);

  const total = repairs.data?.length;

  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Repairs"
        title="My Repairs"
        badge={
          total !== undefined ? (
            <p className="rounded-full border border-brass/50 bg-brass-light/50 px-3 py-0.5 text-base font-medium text-brass-deep">
              {total} {total === 1 ? "request" : "requests"}
            </p>
          ) : null
        }
        description="Follow each of your repair requests from our bench back to your door."
        action={
          <ButtonLink
            to="/create-repair-request"
            icon={Plus}
            size="lg"
            className="self-start sm:self-auto"
          >
            New Request
          </ButtonLink>
        }
      />

      <div className="mt-10">
        {repairs.isPending ? (
          <p
            role="status"
            className="flex items-center justify-center gap-2 rounded-lg border border-border bg-card py-16 text-muted-foreground"
          >
            <Spinner />
            Loading repair requests...
          </p>
        ) : repairs.isError ? (
          <div
            role="alert"
            className="flex flex-col items-center gap-4 rounded-lg border border-destructive/30 bg-card py-16 text-center"
          >
            <p className="text-destructive">Failed to fetch repair requests. Please try again.</p>
            <Button variant="outline" onClick={() => void repairs.refetch()}>
              <RotateCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : repairs.data.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-lg border border-dashed border-brass/60 bg-card px-6 py-16 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
              <ClipboardList className="size-6" aria-hidden="true" />
            </span>
            <p className="text-lg font-medium">No repair requests found.</p>
            <p className="max-w-md text-sm text-muted-foreground">
              When a piece needs attention, tell us what happened and we will take it from there.
            </p>
            <ButtonLink to="/create-repair-request">Create Your First Request</ButtonLink>
          </div>
        ) : (
          <ul aria-label="Repair requests" className="flex flex-col gap-6">
            {repairs.data.map((request) => (
              <li key={request.id}>
                <RepairRequestCard
                  request={request}
                  highlighted={request.id === highlight}
                  onRevokeTrackingLink={revokeTrackingLink.mutateAsync}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

export default function MyRepairsPage() {
  const { user } = useSession();
  useDocumentTitle("My Repairs");
  // /repairs shows visitors the public warranty page instead (app/repairs-route.tsx).
  if (!user) return null;
  return <RepairsOfCustomer key={user.idnumber} idnumber={user.idnumber} />;
}
