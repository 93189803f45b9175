import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "@/components/link";
import { CreatedPanel } from "@/components/repair-request-form/created-panel";
import { Button } from "@/components/ui/button";

/** Step 3: the new request's reference and where to go next (docs/requirements.md §2). */
export function CreateRequestSuccess({ repairId }: { repairId: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <CreatedPanel
      labelledBy="success-heading"
      className="gap-5"
      iconClassName="text-green-800"
      icon={<CheckCircle2 className="size-7" aria-hidden="true" />}
    >
      <div>
        <h2
          id="success-heading"
          ref={heading}
          tabIndex={-1}
          className="text-2xl font-semibold outline-none"
        >
          Repair Request Successfully Created
        </h2>
        <p className="mt-3 text-muted-foreground">
          Reference: <span className="font-mono font-semibold text-foreground">{repairId}</span>
        </p>
      </div>
      <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
        <Button asChild>
          <Link to={`/admin/requests?highlight=${encodeURIComponent(repairId)}`}>View Request</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/admin/requests">Back to List</Link>
        </Button>
      </div>
    </CreatedPanel>
  );
}
