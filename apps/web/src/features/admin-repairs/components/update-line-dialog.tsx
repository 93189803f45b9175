import { API_MESSAGES, repairLineEditChanges } from "@lo/domain";
import { AlertTriangle } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, useSchemaForm } from "@/components/form/form";
import { useConfirmedEdit } from "@/components/form/use-confirmed-edit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogFooter } from "@/components/ui/dialog";
import { DialogHeading } from "@/components/ui/dialog-heading";
import { isApiError } from "@/lib/api-client";
import { useUpdateRepair } from "../api";
import {
  coverageChanges,
  lineEditSchema,
  coverageOf,
  type LineEditInput,
  type LineEditValues,
} from "./line-coverage";
import { useBalanceDueConfirmation } from "./balance-due-dialog";
import { UpdateLineConfirmation } from "./update-line-confirmation";
import { UpdateLineFields } from "./update-line-fields";
import {
  linePayload,
  SERVER_FIELD,
  valuesOf,
  type LineTarget,
  type Versions,
} from "./update-line-values";

export type { LineTarget };

type UpdateLineDialogProps = {
  /** The line being edited, as the list shows it now; null when the dialog is closed. */
  target: LineTarget | null;
  onClose: () => void;
};

/**
 * The admin's line update (docs/requirements.md §2, §4): state, location, description, coverage
 * and cause (decision 094), a note.
 */
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

/** Which request and line the dialog is about, under its title. */
function LineSubject({ target: { request, line } }: { target: LineTarget }) {
  return (
    <p className="text-sm text-muted-foreground">
      Request #{request.id} · <span className="font-mono">{line.serialNumber}</span> ·{" "}
      {line.productType}
    </p>
  );
}

function StaleNotice({ reloaded }: { reloaded: boolean }) {
  return (
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
  );
}

function UpdateLineForm({ target, onClose }: { target: LineTarget; onClose: () => void }) {
  const { request, line } = target;
  const update = useUpdateRepair();
  // The versions the form's values were read at, sent back with the save: the server refuses
  // it (409) if someone else changed the line, or the request's location, since.
  const [basis, setBasis] = useState<Versions>(() => ({
    line: line.version,
    request: request.version,
  }));
  // Set after a 409, until fresher data arrives.
  const [stale, setStale] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const confirmHeading = useRef<HTMLHeadingElement>(null);

  // Sending the piece back with a balance still due is asked about first (decision 098).
  const balance = useBalanceDueConfirmation();

  const form = useSchemaForm<LineEditInput, LineEditValues>(lineEditSchema, {
    defaultValues: valuesOf(target),
  });
  const { reset, getValues } = form;

  // After a stale edit the list is fetched again; once a newer version of the line or of the
  // request is here, the form shows it (keeping the note being written) so the admin decides
  // on current values.
  useEffect(() => {
    if (!stale || (line.version === basis.line && request.version === basis.request)) return;
    reset(valuesOf(target, getValues()));
    setBasis({ line: line.version, request: request.version });
    setStale(false);
    setReloaded(true);
  }, [line.version, request.version, basis, stale, target, reset, getValues]);

  const edit = useConfirmedEdit({
    form,
    changesOf: (values) => {
      const { state, problemDescription } = line;
      const original = { state, currentLocation: request.currentLocation, problemDescription };
      const changes = repairLineEditChanges(original, values);
      // The note stays last, after what changes of the line itself.
      const note = changes.filter((change) => change.field === "workshopNote");
      const rest = changes.filter((change) => change.field !== "workshopNote");
      return [...rest, ...coverageChanges(coverageOf(line), coverageOf(values)), ...note];
    },
    mutation: update,
    variables: (values, confirmed) => ({
      id: request.id,
      payload: {
        ...linePayload(line, values, basis),
        ...(confirmed ? { confirmBalanceDue: true } : {}),
      },
    }),
    confirmRefusal: balance.confirmIfBalanceDue,
    saved: () => [
      "Repair Request Updated",
      `Request #${request.id}, ${line.serialNumber}, has been updated.`,
    ],
    failed: "Failed to update repair request. Please try again.",
    fields: SERVER_FIELD,
    onFailed: (error) => {
      setReloaded(false);
      if (isApiError(error) && error.message === API_MESSAGES.staleEdit) setStale(true);
    },
    onClose,
  });
  const confirming = edit.pending;

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const subject = <LineSubject target={target} />;

  if (confirming) {
    return (
      <>
        <UpdateLineConfirmation
          line={line}
          values={confirming.values}
          changes={confirming.changes}
          subject={subject}
          headingRef={confirmHeading}
          saving={edit.saving}
          onBack={edit.back}
          onSave={edit.confirm}
        />
        {balance.dialog}
      </>
    );
  }

  return (
    <>
      <DialogHeading
        title="Update Repair Line"
        description="Change the state, location, problem description, coverage or cause, or add a workshop note."
      >
        {subject}
      </DialogHeading>

      {stale || reloaded ? <StaleNotice reloaded={reloaded} /> : null}

      <Form form={form} onSubmit={edit.review} className="flex flex-col gap-5">
        <UpdateLineFields form={form} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save Changes</Button>
        </DialogFooter>
      </Form>
    </>
  );
}
