import { zodResolver } from "@hookform/resolvers/zod";
import {
  API_MESSAGES,
  normalizeRepairState,
  REPAIR_STATE_LABELS,
  REPAIR_STATES,
  repairLineEditChanges,
  repairLineEditSchema,
  toServerStatus,
  type RepairLineChange,
  type RepairLineEditInput,
  type RepairLineEditValues,
  type RepairLineRecord,
  type RepairRequestRecord,
} from "@lo/domain";
import { AlertTriangle, ArrowRight } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FormMessage } from "@/components/ui/form-message";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Spinner } from "@/components/ui/spinner";
import { StateBadge } from "@/components/ui/state-badge";
import { Textarea } from "@/components/ui/textarea";
import { isApiError, serverMessageOr } from "@/lib/api-client";
import { useUpdateRepair } from "../api";

export type LineTarget = { request: RepairRequestRecord; line: RepairLineRecord };

type UpdateLineDialogProps = {
  /** The line being edited, as the list shows it now; null when the dialog is closed. */
  target: LineTarget | null;
  onClose: () => void;
};

/** SPEC §2/§4: the admin's line update dialog: state, location, description, a new note. */
export function UpdateLineDialog({ target, onClose }: UpdateLineDialogProps) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      {target ? (
        <DialogContent className="max-w-xl">
          {/* Keyed so that opening another line starts from that line's values. */}
          <UpdateLineForm
            key={`${target.request.id}-${target.line.repairlineid}`}
            target={target}
            onClose={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

function valuesOf({ request, line }: LineTarget): RepairLineEditInput {
  const state = normalizeRepairState(line.state);
  return {
    state: state === "unknown" ? "pending" : state,
    currentLocation: request.currentLocation,
    problemDescription: line.problemDescription,
    workshopNote: "",
  };
}

// Server issues arrive with payload paths; these are the form fields they belong to.
const SERVER_FIELD: Record<string, keyof RepairLineEditInput> = {
  currentLocation: "currentLocation",
  "repair_lines.0.state": "state",
  "repair_lines.0.problemDescription": "problemDescription",
  "repair_lines.0.workshopLog": "workshopNote",
};

function UpdateLineForm({ target, onClose }: { target: LineTarget; onClose: () => void }) {
  const { request, line } = target;
  const update = useUpdateRepair();
  const [confirming, setConfirming] = useState<{
    values: RepairLineEditValues;
    changes: RepairLineChange[];
  } | null>(null);
  // The versions the form's values were read at, sent back with the save: the server refuses
  // it (409) if someone else changed the line, or the request's location, since.
  const [basis, setBasis] = useState(() => ({ line: line.version, request: request.version }));
  // Set after a 409, until fresher data arrives.
  const [stale, setStale] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    setError,
    formState: { errors },
  } = useForm<RepairLineEditInput, unknown, RepairLineEditValues>({
    resolver: zodResolver(repairLineEditSchema),
    defaultValues: valuesOf(target),
  });

  // After a stale edit the list is fetched again; once a newer version of the line or of the
  // request is here, the form shows it (keeping the note being written) so the admin decides
  // on current values.
  useEffect(() => {
    if (!stale || (line.version === basis.line && request.version === basis.request)) return;
    reset({ ...valuesOf(target), workshopNote: getValues("workshopNote") });
    setBasis({ line: line.version, request: request.version });
    setStale(false);
    setReloaded(true);
  }, [line.version, request.version, basis, stale, target, reset, getValues]);

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const original = {
    state: line.state,
    currentLocation: request.currentLocation,
    problemDescription: line.problemDescription,
  };

  const onSubmit = handleSubmit((values) => {
    const changes = repairLineEditChanges(original, values);
    if (changes.length === 0) {
      toast.info("No Changes", { description: "Nothing has changed." });
      onClose();
      return;
    }
    setConfirming({ values, changes });
  });

  const save = () => {
    if (!confirming) return;
    const { values } = confirming;
    update.mutate(
      {
        id: request.id,
        payload: {
          // The server derives the overall status from the lines itself (DESIGN §5).
          currentLocation: values.currentLocation,
          version: basis.request,
          repair_lines: [
            {
              repairlineid: line.repairlineid,
              state: toServerStatus(values.state),
              problemDescription: values.problemDescription,
              workshopLog: values.workshopNote || undefined,
              version: basis.line,
            },
          ],
        },
      },
      {
        onSuccess: () => {
          toast.success("Repair Request Updated", {
            description: `Request #${request.id}, ${line.serialNumber}, has been updated.`,
          });
          onClose();
        },
        onError: (error) => {
          toast.error("Error", {
            description: serverMessageOr(
              error,
              "Failed to update repair request. Please try again.",
            ),
          });
          setConfirming(null);
          setReloaded(false);
          if (isApiError(error) && error.message === API_MESSAGES.staleEdit) {
            setStale(true);
          }
          if (isApiError(error) && error.issues) {
            for (const issue of error.issues) {
              const field = SERVER_FIELD[issue.path];
              if (field) setError(field, { type: "server", message: issue.message });
            }
          }
        },
      },
    );
  };

  const heading = (
    <p className="text-sm text-muted-foreground">
      Request #{request.id} · <span className="font-mono">{line.serialNumber}</span> ·{" "}
      {line.productType}
    </p>
  );

  if (confirming) {
    return (
      <>
        <DialogHeader>
          <DialogTitle ref={confirmHeading} tabIndex={-1} className="outline-none">
            Confirm Update
          </DialogTitle>
          <DialogDescription>
            Please review these changes. This action cannot be undone.
          </DialogDescription>
          {heading}
        </DialogHeader>
        <dl className="flex flex-col divide-y divide-border rounded-lg border border-border">
          {confirming.changes.map((change) => (
            <div key={change.field} className="flex flex-col gap-1 p-3.5">
              <dt className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {change.label}
              </dt>
              <dd className="text-sm break-words">
                {change.field === "workshopNote" ? (
                  <>
                    <span className="text-muted-foreground">New note: </span>
                    <span className="whitespace-pre-line">{change.to}</span>
                  </>
                ) : change.field === "state" ? (
                  <span className="flex flex-wrap items-center gap-2">
                    <StateBadge state={line.state} />
                    <ArrowRight className="size-4 text-muted-foreground" aria-label="to" />
                    <StateBadge state={confirming.values.state} />
                  </span>
                ) : (
                  <span className="flex flex-col gap-1">
                    <span className="text-muted-foreground line-through decoration-1">
                      <span className="sr-only">From: </span>
                      {change.from}
                    </span>
                    <span>
                      <span className="sr-only">To: </span>
                      {change.to}
                    </span>
                  </span>
                )}
              </dd>
            </div>
          ))}
        </dl>
        <DialogFooter>
          <Button
            type="button"
            variant="outline"
            onClick={() => setConfirming(null)}
            disabled={update.isPending}
          >
            Back
          </Button>
          <Button type="button" onClick={save} disabled={update.isPending}>
            {update.isPending ? <Spinner /> : null}
            {update.isPending ? "Saving…" : "Confirm Update"}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>Update Repair Line</DialogTitle>
        <DialogDescription>
          Change the state, location or problem description, or add a workshop note.
        </DialogDescription>
        {heading}
      </DialogHeader>

      {stale || reloaded ? (
        <div
          role="status"
          className="flex gap-2.5 rounded-lg border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900"
        >
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <p>
            {reloaded
              ? "Someone else changed this repair request. The form now shows the latest values; your note is kept. Review and save again."
              : "Someone else changed this repair request. Loading the latest values…"}
          </p>
        </div>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        <div className="flex flex-col gap-2">
          <Label htmlFor="line-state">Status</Label>
          <Controller
            control={control}
            name="state"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  id="line-state"
                  ref={field.ref}
                  onBlur={field.onBlur}
                  aria-invalid={errors.state ? true : undefined}
                  aria-describedby={errors.state ? "line-state-error" : undefined}
                >
                  <SelectValue placeholder="Select a state" />
                </SelectTrigger>
                <SelectContent>
                  {REPAIR_STATES.map((state) => (
                    <SelectItem key={state} value={state}>
                      {REPAIR_STATE_LABELS[state]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
          <FormMessage id="line-state-error" messages={errors.state?.message} />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor="line-location">Current Location</Label>
          <Input
            id="line-location"
            autoComplete="off"
            aria-invalid={errors.currentLocation ? true : undefined}
            aria-describedby={
              errors.currentLocation
                ? "line-location-hint line-location-error"
                : "line-location-hint"
            }
            {...register("currentLocation")}
          />
          <p id="line-location-hint" className="text-xs text-muted-foreground">
            Where the whole request is now; it applies to every item in it.
          </p>
          <FormMessage id="line-location-error" messages={errors.currentLocation?.message} />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor="line-description">Problem Description</Label>
          <Textarea
            id="line-description"
            rows={3}
            className="min-h-20"
            aria-invalid={errors.problemDescription ? true : undefined}
            aria-describedby={errors.problemDescription ? "line-description-error" : undefined}
            {...register("problemDescription")}
          />
          <FormMessage id="line-description-error" messages={errors.problemDescription?.message} />
        </div>

        <div className="flex flex-col gap-2">
          <Label htmlFor="line-note">
            New Workshop Note <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Textarea
            id="line-note"
            rows={3}
            className="min-h-20"
            placeholder="What was done, found or decided"
            aria-invalid={errors.workshopNote ? true : undefined}
            aria-describedby={
              errors.workshopNote ? "line-note-hint line-note-error" : "line-note-hint"
            }
            {...register("workshopNote")}
          />
          <p id="line-note-hint" className="text-xs text-muted-foreground">
            Added to the log with today&apos;s date and time; the customer sees it.
          </p>
          <FormMessage id="line-note-error" messages={errors.workshopNote?.message} />
        </div>

        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save Changes</Button>
        </DialogFooter>
      </form>
    </>
  );
}
