import {
  formatCustomerDisplayName,
  itemsProgressWords,
  progressOfCounts,
  repairStateLabel,
  type GlobalSearchResponse,
} from "@lo/domain";
import { ItemsProgress } from "@/components/repair/items-progress";
import { StateBadge } from "@/components/ui/state-badge";
import { customerHref, itemHref, requestHref } from "@/lib/admin-links";
import { formatDate } from "@/lib/format";
import { MatchGroup, type MatchKind } from "./match-group";

type ItemFound = GlobalSearchResponse["items"]["data"][number];
type RequestFound = GlobalSearchResponse["requests"]["data"][number];
type CustomerFound = GlobalSearchResponse["customers"]["data"][number];

function ItemMatch({ match: item }: { match: ItemFound }) {
  return (
    <>
      <span className="serial text-sm font-medium">{item.serialno}</span>
      <span className="text-sm text-muted-foreground">
        {[item.productType, item.colour].filter(Boolean).join(" · ")} — {item.ownerName}{" "}
        <span className="font-mono text-xs">({item.ownerIdnumber})</span>
      </span>
    </>
  );
}

/** A request's row says its state and progress in words too (the badge and bar are visual). */
const requestLabel = (request: RequestFound) =>
  `Request #${request.id}, ${request.customerName}, ${repairStateLabel(request.status)}, ${itemsProgressWords(progressOfCounts(request))}, ${formatDate(request.createdAt)}`;

function RequestMatch({ match: request }: { match: RequestFound }) {
  return (
    <>
      <span className="flex items-center gap-3">
        <span className="font-medium tabular-nums">#{request.id}</span>
        <span>{request.customerName}</span>
      </span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        <StateBadge state={request.status} />
        <ItemsProgress bare progress={progressOfCounts(request)} />
        {formatDate(request.createdAt)}
      </span>
    </>
  );
}

function CustomerMatch({ match: customer }: { match: CustomerFound }) {
  return (
    <>
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
    </>
  );
}

const ITEMS: MatchKind<ItemFound> = {
  title: "Items",
  hrefOf: (item) => itemHref(item.serialno),
  Row: ItemMatch,
};

const REQUESTS: MatchKind<RequestFound> = {
  title: "Requests",
  hrefOf: (request) => requestHref(request.id),
  labelOf: requestLabel,
  Row: RequestMatch,
};

const CUSTOMERS: MatchKind<CustomerFound> = {
  title: "Customers",
  hrefOf: (customer) => customerHref(customer.idnumber),
  Row: CustomerMatch,
};

/** The matches of one search, by kind: items, then requests, then customers. */
export function SearchResults({ answer }: { answer: GlobalSearchResponse }) {
  return (
    <>
      <MatchGroup kind={ITEMS} matches={answer.items} />
      <MatchGroup kind={REQUESTS} matches={answer.requests} />
      <MatchGroup kind={CUSTOMERS} matches={answer.customers} />
    </>
  );
}
