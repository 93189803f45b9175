import {
  BACKUP_MESSAGES,
  BACKUP_RESULT_LABELS,
  formatBackupSize,
  formatWorkshopDateTime,
  type BackupStatusResponse,
} from "@lo/domain";
import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { ConfirmedDownloadLink } from "@/components/confirmed-download-link";
import { LoadError } from "@/components/load-error";
import { TitledSection } from "@/components/titled-section";
import { Skeleton } from "@/components/ui/skeleton";
import { buildUrl } from "@/lib/api-client";
import { useBackupStatus } from "../api";

const FETCH_FAILED = "Failed to fetch the backups. Please try again.";

function When({ at }: { at: string }) {
  return <time dateTime={at}>{formatWorkshopDateTime(at)}</time>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

function BackupStatus({ status }: { status: BackupStatusResponse }) {
  const { last, lastSucceededAt, overdue, downloadable } = status;
  return (
    <div className="flex flex-col gap-4">
      {overdue ? (
        <p
          role="alert"
          className="flex gap-2 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {BACKUP_MESSAGES.overdue}
        </p>
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <Fact label="Last backup">{last ? <When at={last.at} /> : BACKUP_MESSAGES.none}</Fact>
        {last ? (
          <Fact label="Result">
            <span className={last.result === "failed" ? "font-medium text-destructive" : ""}>
              {BACKUP_RESULT_LABELS[last.result]}
            </span>
            {last.error ? (
              <span className="mt-0.5 block text-muted-foreground">{last.error}</span>
            ) : null}
          </Fact>
        ) : null}
        {last?.sizeBytes != null ? (
          <Fact label="Size">{formatBackupSize(last.sizeBytes)}</Fact>
        ) : null}
        {last?.result === "failed" && lastSucceededAt ? (
          <Fact label="Last succeeded">
            <When at={lastSucceededAt} />
          </Fact>
        ) : null}
      </dl>
      {downloadable ? (
        <ConfirmedDownloadLink href={buildUrl("/settings/backups/latest")}>
          Download the latest backup
        </ConfirmedDownloadLink>
      ) : null}
    </div>
  );
}

/** The scheduled backups: when the last ran and how it went, and the newest file to download. */
export function BackupsCard({ className }: { className?: string }) {
  const backups = useBackupStatus();
  let body;
  if (backups.isPending) {
    body = (
      <div role="status" className="flex flex-col gap-2">
        <span className="sr-only">Loading backups...</span>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} className="h-5 w-2/3" />
        ))}
      </div>
    );
  } else if (backups.isError) {
    body = <LoadError message={FETCH_FAILED} onRetry={() => void backups.refetch()} />;
  } else if (!backups.data.scheduled) {
    body = <p className="text-sm text-muted-foreground">{BACKUP_MESSAGES.off}</p>;
  } else {
    body = (
      <>
        <p className="mb-4 text-sm text-muted-foreground">{BACKUP_MESSAGES.schedule}</p>
        <BackupStatus status={backups.data} />
      </>
    );
  }
  return (
    <TitledSection
      titleId="backups-heading"
      title="Backups"
      className={className}
      titleClassName="text-xl font-semibold"
    >
      <div className="mt-2">{body}</div>
    </TitledSection>
  );
}
