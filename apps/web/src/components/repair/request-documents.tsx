import {
  formatInvoiceNumber,
  formatRand,
  formatWorkshopDate,
  type InvoiceSummary,
} from "@lo/domain";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { FileText } from "lucide-react";
import { TitledSection } from "@/components/titled-section";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { api, buildUrl, serverMessageOr } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type InvoiceList = { invoices: InvoiceSummary[] };

const linkClass =
  "inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline";

function DocumentLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <a href={buildUrl(href)} className={linkClass}>
      <FileText aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}

/**
 * A request's documents (decision 099): its quote and its invoices with their receipt, each a
 * PDF download, for its customer and the workshop; the workshop also issues an invoice here.
 * Nothing at all for a request without a quote or money.
 */
export function RequestDocuments({
  requestId,
  hasQuote,
  hasMoney,
  admin = false,
  className,
}: {
  requestId: number;
  hasQuote: boolean;
  hasMoney: boolean;
  admin?: boolean;
  className?: string;
}) {
  const queryClient = useQueryClient();
  const key = queryKeys.requestInvoices(requestId);
  const list = useQuery({
    queryKey: key,
    queryFn: () => api.get<InvoiceList>(`/repairs/${requestId}/invoices`),
    enabled: hasMoney,
  });
  const issue = useMutation({
    mutationFn: () =>
      api.post<{ message: string; invoice: InvoiceSummary }>(`/repairs/${requestId}/invoices`),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(serverMessageOr(error, "The invoice was not issued.")),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const invoices = list.data?.invoices ?? [];
  if (!hasQuote && invoices.length === 0 && !(admin && hasMoney)) return null;
  return (
    <TitledSection
      titleId="request-documents-title"
      title="Documents"
      titleClassName="text-2xl font-semibold"
      className={className}
    >
      <div className="mt-4 rounded-lg border border-border bg-card p-4 shadow-card sm:p-6">
        <ul className="flex flex-col gap-2 text-sm">
          {hasQuote ? (
            <li>
              <DocumentLink href={`/repairs/${requestId}/quote.pdf`}>Quote (PDF)</DocumentLink>
            </li>
          ) : null}
          {invoices.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-baseline gap-x-2">
              <DocumentLink href={`/repairs/${requestId}/invoices/${invoice.id}.pdf`}>
                Invoice {invoice.label} (PDF)
              </DocumentLink>
              <span className="text-muted-foreground tabular-nums">
                {formatWorkshopDate(invoice.issuedAt)} · {formatRand(invoice.totalCents)}
                {invoice.replacedBy === null
                  ? ""
                  : ` · replaced by ${formatInvoiceNumber(invoice.replacedBy)}`}
              </span>
            </li>
          ))}
        </ul>
        {hasMoney && list.isSuccess && invoices.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">No invoice issued yet.</p>
        ) : null}
        {admin && hasMoney ? (
          <Button
            variant="outline"
            className="mt-4"
            disabled={issue.isPending}
            onClick={() => issue.mutate()}
          >
            Issue invoice
          </Button>
        ) : null}
      </div>
    </TitledSection>
  );
}
