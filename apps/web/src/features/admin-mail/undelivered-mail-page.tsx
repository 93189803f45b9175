import { FAILED_MAIL_PAGE_SIZE, type FailedMail } from "@lo/domain";
import { MailCheck } from "lucide-react";
import { useEffect, useRef, useState, type RefObject } from "react";
import { PageHeader } from "@/components/page-header";
import { pagedListStatus, RefreshFailed } from "@/components/data-table/list-states";
import { bringIntoView } from "@/components/data-table/bring-into-view";
import { ListPages, usePaging } from "@/components/data-table/pagination";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { pageOffset } from "@/components/data-table/paging";
import { useDocumentTitle } from "@/lib/use-document-title";
import { cn } from "@/lib/utils";
import { listParam } from "@/components/data-table/url-state";
import { useListState } from "@/components/data-table/use-list-state";
import { useFailedMails, useRetryMail } from "./api";
import { FailedMailCards } from "./components/failed-mail-cards";
import { FailedMailTable } from "./components/failed-mail-table";
import { mailTitle } from "./mail-labels";

const FETCH_FAILED = "Failed to fetch the undelivered mail. Please try again.";
const RETRY_FAILED = "The mail could not be sent back to the queue. Please try again.";

/** The address bar: only the page (`?page=2`). */
const MAIL_LIST_PARAMS = { page: listParam.page() };

/**
 * While a retry runs its button is disabled, and after it the mail's row usually leaves: focus
 * goes back to that button if the mail is still listed, else to the Retry that took its place
 * (or the last one), else to the list itself, never to the top of the page. Focus the admin
 * has since put elsewhere is left alone.
 */
function useFocusAfterRetry(list: RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<{ index: number; id: number } | null>(null);
  useEffect(() => {
    if (!target) return;
    setTarget(null);
    const section = list.current;
    const active = document.activeElement;
    if (!section || (active && active !== document.body && !section.contains(active))) return;
    const shown = [...section.querySelectorAll("[data-retry-list]")].find(
      (element) => getComputedStyle(element).display !== "none",
    );
    const buttons = [...(shown?.querySelectorAll<HTMLButtonElement>("[data-retry]") ?? [])];
    const same = buttons.find((button) => button.dataset.retry === String(target.id));
    (same ?? buttons[Math.min(target.index, buttons.length - 1)] ?? section).focus();
  }, [target, list]);
  return setTarget;
}

export default function UndeliveredMailPage() {
  useDocumentTitle("Undelivered Mail");
  const { params, setPage } = useListState(MAIL_LIST_PARAMS);
  const mails = useFailedMails(pageOffset(params.page, FAILED_MAIL_PAGE_SIZE));
  const retry = useRetryMail();
  const listTop = useRef<HTMLElement | null>(null);

  // A retry can empty the last page: it steps back to the one before.
  const paging = usePaging(params.page, FAILED_MAIL_PAGE_SIZE, mails, setPage);
  const rows = mails.data?.data ?? [];
  const status = pagedListStatus(mails, {
    failed: FETCH_FAILED,
    empty: "No undelivered mail. Every e-mail has gone out.",
    icon: MailCheck,
  });
  const focusAfterRetry = useFocusAfterRetry(listTop);

  const onRetry = (mail: FailedMail, index: number) => {
    const what = mail.to ? `${mailTitle(mail)}, to ${mail.to}` : mailTitle(mail);
    retry.mutate(mail.id, {
      onSuccess: ({ message }) => toast.success(message, { description: what }),
      onError: (error) => {
        toast.error("Error", { description: serverMessageOr(error, RETRY_FAILED) });
      },
      // A refused retry refreshes the list too, which may no longer hold the mail.
      onSettled: () => focusAfterRetry({ index, id: mail.id }),
    });
  };

  const retryProps = { retrying: retry.isPending ? retry.variables : null, onRetry };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <PageHeader
        eyebrow="Workshop"
        title="Undelivered Mail"
        description="E-mails the workshop could not deliver after trying for about a day. Check the address, then retry."
        textClassName="max-w-3xl"
        descriptionClassName="mt-3 text-lg text-muted-foreground"
      />

      <section
        ref={listTop}
        tabIndex={-1}
        aria-label="Undelivered mail"
        className="mt-10 flex scroll-mt-6 flex-col gap-4 outline-none"
      >
        <RefreshFailed list={mails} message={FETCH_FAILED} />

        <div className="rounded-lg border border-border bg-card shadow-card">
          {status ?? (
            // While another page is on its way the old rows stay, dimmed.
            <div
              aria-busy={mails.isPlaceholderData || undefined}
              className={cn("transition-opacity", mails.isPlaceholderData && "opacity-60")}
            >
              {/* One of the two is displayed (display:none hides the other from everyone). */}
              <div data-retry-list="" className="hidden lg:block">
                <FailedMailTable mails={rows} {...retryProps} />
              </div>
              <div data-retry-list="" className="lg:hidden">
                <FailedMailCards mails={rows} {...retryProps} />
              </div>
            </div>
          )}
        </div>

        <ListPages paging={paging} label="Pages" onPageChange={bringIntoView(listTop)} />
      </section>
    </div>
  );
}
