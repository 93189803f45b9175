import {
  formatCustomerDisplayName,
  itemsProgressWords,
  progressOfCounts,
  repairStateLabel,
  type GlobalSearchResponse,
} from "@lo/domain";
import { Link } from "@/components/link";
import { ItemsProgress } from "@/components/repair/items-progress";
import { StateBadge } from "@/components/ui/state-badge";
import { customerHref, itemHref, requestHref } from "@/lib/admin-links";
import { formatDate } from "@/lib/format";
import { MATCH_LINK, MatchGroup } from "./match-group";

/** The matches of one search, by kind: items, then requests, then customers. */
export function SearchResults({ answer }: { answer: GlobalSearchResponse }) {
  return (
    <>
      <MatchGroup
        id="matches-items"
        title="Items"
        matches={answer.items}
        keyOf={(item) => item.serialno}
      >
        {(item) => (
          <Link to={itemHref(item.serialno)} className={MATCH_LINK}>
            <span className="serial text-sm font-medium">{item.serialno}</span>
            <span className="text-sm text-muted-foreground">
              {[item.productType, item.colour].filter(Boolean).join(" · ")} — {item.ownerName}{" "}
              <span className="font-mono text-xs">({item.ownerIdnumber})</span>
            </span>
          </Link>
        )}
      </MatchGroup>
      <MatchGroup
        id="matches-requests"
        title="Requests"
        matches={answer.requests}
        keyOf={(request) => request.id}
      >
        {(request) => (
          <Link
            to={requestHref(request.id)}
            className={MATCH_LINK}
            aria-label={`Request #${request.id}, ${request.customerName}, ${repairStateLabel(request.status)}, ${itemsProgressWords(progressOfCounts(request))}, ${formatDate(request.createdAt)}`}
          >
            <span className="flex items-center gap-3">
              <span className="font-medium tabular-nums">#{request.id}</span>
              <span>{request.customerName}</span>
            </span>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <StateBadge state={request.status} />
              <ItemsProgress bare progress={progressOfCounts(request)} />
              {formatDate(request.createdAt)}
            </span>
          </Link>
        )}
      </MatchGroup>
      <MatchGroup
        id="matches-customers"
        title="Customers"
        matches={answer.customers}
        keyOf={(customer) => customer.idnumber}
      >
        {(customer) => (
          <Link to={customerHref(customer.idnumber)} className={MATCH_LINK}>
            <span className="font-medium">
              {formatCustomerDisplayName(customer.name, customer.surname) || customer.idnumber}
              <span className="ml-2 font-mono text-xs font-normal text-muted-foreground">
                {customer.idnumber}
              </span>
            </span>
            <span className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
              <span className="break-all">{customer.email}</span>
              {customer.phone ? (
                <span className="whitespace-nowrap">
                  <span aria-hidden="true">· </span>
                  {customer.phone}
                </span>
              ) : null}
            </span>
          </Link>
        )}
      </MatchGroup>
    </>
  );
}
