import { Pencil } from "lucide-react";
import { useState } from "react";
import { useParams } from "react-router";
import { AuditHistory } from "@/components/audit-history/audit-history";
import { Link } from "@/components/link";
import { LinePhotosPanel } from "@/components/photos/line-photos-panel";
import { BackLink } from "@/components/repair/back-link";
import { CoverageBadge } from "@/components/repair/coverage-badge";
import { RequestNotFound } from "@/components/repair/request-not-found";
import { RequestPageWait } from "@/components/repair/request-page-wait";
import { RequestPageView } from "@/components/repair/request-page-view";
import { Button } from "@/components/ui/button";
import { routeId } from "@/lib/route-id";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useRepairRequestPage, useRevokeTrackingLink } from "./api";
import { LineQuotePanel, SendQuotesBar } from "./components/line-quote-panel";
import { QuoteDialog } from "./components/quote-dialog";
import { RecordApprovalDialog } from "./components/record-approval-dialog";
import { RequestMoneyPanel } from "./components/request-money-panel";
import { hasMoney } from "@/components/repair/money-summary";
import { RequestDocuments } from "@/components/repair/request-documents";
import { UpdateLineDialog } from "./components/update-line-dialog";

const back = <BackLink to="/admin/requests">All repair requests</BackLink>;
const notFound = <RequestNotFound backTo="/admin/requests" backLabel="Back to repair requests" />;

/** One request for the workshop: everything the customer sees, internal notes, and updates. */
function AdminRequest({ id }: { id: number }) {
  const page = useRepairRequestPage(id);
  const revoke = useRevokeTrackingLink();
  // The line being updated, by id: the dialog always gets its latest copy from the page.
  const [editing, setEditing] = useState<number | null>(null);
  const [quoting, setQuoting] = useState<number | null>(null);
  const [approving, setApproving] = useState<number | null>(null);

  if (!page.isSuccess) return <RequestPageWait page={page} notFound={notFound} />;
  const { request, customer, lines } = page.data;
  const line = lines.find((item) => item.repairlineid === editing);
  const byId = (id: number | null) => lines.find((item) => item.repairlineid === id) ?? null;
  return (
    <>
      <RequestPageView
        page={page.data}
        back={back}
        headingState={request.status}
        customerName={
          <Link
            to={`/admin/customers/${encodeURIComponent(customer.idnumber)}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {customer.name} {customer.surname}
          </Link>
        }
        onRevokeTrackingLink={() => revoke.mutateAsync(request.id)}
        lineDetails={(item) => (
          <>
            <LineQuotePanel
              line={item}
              onWrite={(quoted) => setQuoting(quoted.repairlineid)}
              onRecordApproval={(quoted) => setApproving(quoted.repairlineid)}
            />
            <LinePhotosPanel line={item} admin onChanged={() => void page.refetch()} />
          </>
        )}
        lineAction={(item) => (
          <>
            {item.coverage ? <CoverageBadge coverage={item.coverage} className="text-sm" /> : null}
            <Button
              variant="outline"
              size="sm"
              aria-label={`Update ${item.serialNumber}`}
              aria-haspopup="dialog"
              onClick={() => setEditing(item.repairlineid)}
            >
              <Pencil aria-hidden="true" />
              Update
            </Button>
          </>
        )}
      >
        <SendQuotesBar requestId={request.id} lines={lines} />
        {page.data.money ? (
          <RequestMoneyPanel requestId={request.id} money={page.data.money} />
        ) : null}
        <RequestDocuments
          requestId={request.id}
          hasQuote={lines.some((item) => Boolean(item.quote))}
          hasMoney={hasMoney(page.data.money)}
          admin
          className="mt-10"
        />
        <AuditHistory subject={{ request: request.id }} />
      </RequestPageView>
      <UpdateLineDialog target={line ? { request, line } : null} onClose={() => setEditing(null)} />
      <QuoteDialog requestId={request.id} line={byId(quoting)} onClose={() => setQuoting(null)} />
      <RecordApprovalDialog
        requestId={request.id}
        line={byId(approving)}
        onClose={() => setApproving(null)}
      />
    </>
  );
}

/** `/admin/requests/{id}`: a repair request's own page for the workshop. */
export default function AdminRepairRequestPage() {
  const params = useParams();
  const id = routeId(params.id);
  useDocumentTitle(id === null ? "Repair request not found" : `Request #${id}`);
  if (id === null) return notFound;
  return <AdminRequest key={id} id={id} />;
}
