import { useParams } from "react-router";
import { LinePhotosPanel } from "@/components/photos/line-photos-panel";
import { BackLink } from "@/components/repair/back-link";
import { hasMoney, MoneySummary } from "@/components/repair/money-summary";
import { QuotePanel } from "@/components/repair/quote-panel";
import { RequestDocuments } from "@/components/repair/request-documents";
import { RequestNotFound } from "@/components/repair/request-not-found";
import { RequestPageWait } from "@/components/repair/request-page-wait";
import { RequestPageView } from "@/components/repair/request-page-view";
import { routeId } from "@/lib/route-id";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { answerQuote, useMyRepairPage, useRefreshMyRepairs, useRevokeTrackingLink } from "./api";

const back = <BackLink to="/repairs">My Repairs</BackLink>;
const notFound = <RequestNotFound backTo="/repairs" backLabel="Back to My Repairs" />;

/** One of the customer's own requests (the server answers 404 for anyone else's). */
function OwnRequest({ idnumber, id }: { idnumber: string; id: number }) {
  const page = useMyRepairPage(idnumber, id);
  const revoke = useRevokeTrackingLink(idnumber);
  const refresh = useRefreshMyRepairs(idnumber);
  if (!page.isSuccess) return <RequestPageWait page={page} notFound={notFound} />;
  const { request, customer } = page.data;
  return (
    <RequestPageView
      page={page.data}
      back={back}
      headingState={request.headlineState}
      customerName={`${customer.name} ${customer.surname}`}
      onRevokeTrackingLink={() => revoke.mutateAsync(request.id)}
      lineDetails={(line) => (
        <>
          <QuotePanel
            quote={line.quote}
            returnUnrepaired={line.returnUnrepaired}
            serialNumber={line.serialNumber}
            state={line.state}
            send={(payload) => answerQuote(request.id, payload)}
            onAnswered={refresh}
          />
          <LinePhotosPanel line={line} admin={false} onChanged={() => void page.refetch()} />
        </>
      )}
    >
      <MoneySummary money={page.data.money} reference={request.id} className="mt-10" />
      <RequestDocuments
        requestId={request.id}
        hasQuote={page.data.lines.some((line) => Boolean(line.quote))}
        hasMoney={hasMoney(page.data.money)}
        className="mt-10"
      />
    </RequestPageView>
  );
}

/** `/repairs/{id}`: one repair request's own page for its customer. */
export default function MyRepairRequestPage() {
  const { user } = useSession();
  const params = useParams();
  const id = routeId(params.id);
  useDocumentTitle(id === null ? "Repair request not found" : `Repair Request #${id}`);
  if (!user) return null;
  if (id === null) return notFound;
  return <OwnRequest key={`${user.idnumber}-${id}`} idnumber={user.idnumber} id={id} />;
}
