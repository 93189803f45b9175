import { auditChangeLines, auditEntryTitle, type AuditEntry } from "@lo/domain";
import { DateTime } from "@/components/repair/date-time";

/** One recorded change: when, who, what, and each changed field in words. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const lines = auditChangeLines(entry);
  return (
    <li className="border-l-2 border-brass/50 py-1 pl-4">
      <p className="text-sm text-muted-foreground">
        <DateTime value={entry.at} /> · {entry.actorName}
      </p>
      <p className="font-medium">{auditEntryTitle(entry)}</p>
      {lines.length > 0 ? (
        <ul className="mt-1 space-y-0.5 text-sm">
          {lines.map((line) => (
            <li key={line} className="break-words">
              {line}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
