import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { applyServerIssues, type ServerFields } from "@/lib/form-errors";

/**
 * A save's onError: the server's per-field issues go under the form's fields; a failure with
 * none of those is a toast, the server's message or `fallback`.
 */
export function onSaveError<Name extends string>(
  fields: ServerFields<Name>,
  setError: Parameters<typeof applyServerIssues<Name>>[2],
  fallback: string,
): (error: unknown) => void {
  return (error) => {
    if (!applyServerIssues(error, fields, setError)) {
      toast.error(serverMessageOr(error, fallback));
    }
  };
}
