import { passkeyNameSchema, type Passkey, type PasskeyNameInput } from "@lo/domain";
import { KeyRound, Pencil, Trash2 } from "lucide-react";
import { Form, TextField, useSchemaForm } from "@/components/form/form";
import { onSaveError } from "@/components/form/save-error";
import { SubmitButton } from "@/components/form/submit-button";
import { Button } from "@/components/ui/button";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { formatDate, formatDateTime } from "@/lib/format";
import { useRenamePasskey } from "../passkeys-api";

type PasskeyItemProps = {
  passkey: Passkey;
  onRename: (passkey: Passkey) => void;
  onRemove: (passkey: Passkey) => void;
};

/** One passkey: its name, when it was added and last used, Rename and Remove. */
export function PasskeyItem({ passkey, onRename, onRemove }: PasskeyItemProps) {
  return (
    <li className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
      <div className="flex min-w-0 gap-3">
        <span className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
          <KeyRound className="size-4" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="font-medium break-words">{passkey.name}</p>
          <dl className="mt-1.5 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted-foreground">Added</dt>
            <dd>
              <time dateTime={passkey.createdAt}>{formatDate(passkey.createdAt)}</time>
            </dd>
            <dt className="text-muted-foreground">Last used</dt>
            <dd>
              {passkey.lastUsedAt ? (
                <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt)}</time>
              ) : (
                "Not used yet"
              )}
            </dd>
          </dl>
        </div>
      </div>
      <div className="flex justify-end gap-2 sm:shrink-0">
        <Button
          variant="outline"
          size="sm"
          aria-label={`Rename passkey: ${passkey.name}`}
          onClick={() => onRename(passkey)}
        >
          <Pencil aria-hidden="true" />
          Rename
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Remove passkey: ${passkey.name}`}
          onClick={() => onRemove(passkey)}
        >
          <Trash2 aria-hidden="true" />
          Remove
        </Button>
      </div>
    </li>
  );
}

function RenameForm({
  idnumber,
  passkey,
  onClose,
}: {
  idnumber: string;
  passkey: Passkey;
  onClose: (message?: string) => void;
}) {
  const rename = useRenamePasskey(idnumber);
  const form = useSchemaForm<PasskeyNameInput>(passkeyNameSchema, {
    defaultValues: { name: passkey.name },
  });
  const onSubmit = ({ name }: PasskeyNameInput) =>
    rename.mutate(
      { id: passkey.id, name },
      {
        onSuccess: ({ message }) => onClose(message),
        onError: onSaveError(["name"], form.setError, "The name could not be saved."),
      },
    );
  return (
    <Form form={form} onSubmit={onSubmit} className="flex flex-col gap-5">
      <TextField name="name" id="passkey-new-name" label="Name" autoComplete="off" autoFocus />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="ghost" onClick={() => onClose()}>
          Cancel
        </Button>
        <SubmitButton pending={rename.isPending} pendingLabel="Saving…">
          Save name
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Renames a passkey in a dialog; `onClose` gets the server's message after a save. */
export function RenamePasskeyDialog({
  idnumber,
  passkey,
  onClose,
}: {
  idnumber: string;
  passkey: Passkey | null;
  onClose: (message?: string) => void;
}) {
  return (
    <DialogPanel
      open={passkey !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Rename passkey"
      description="A name that tells you which device it is on."
      className="max-w-md"
    >
      {passkey ? <RenameForm idnumber={idnumber} passkey={passkey} onClose={onClose} /> : null}
    </DialogPanel>
  );
}
