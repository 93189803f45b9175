import { passkeyNameSchema, type Passkey, type PasskeyNameInput } from "@lo/domain";
import { Fingerprint, Plus } from "lucide-react";
import { useRef, useState } from "react";
import { Form, TextField, useSchemaForm } from "@/components/form/form";
import { SubmitButton } from "@/components/form/submit-button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import {
  passkeyFailureMessage,
  passkeysSupported,
  PASSKEY_UNSUPPORTED,
} from "@/lib/passkey-ceremony";
import { useAddPasskey, usePasskeys, useRemovePasskey } from "../passkeys-api";
import { AccountSection } from "./account-section";
import { SectionNotice, type Notice } from "./section-notice";
import { PasskeyItem, RenamePasskeyDialog } from "./passkey-item";
import { SectionWait } from "./section-wait";

const FAILED = "That did not work. Please try again.";

/** The form that adds a passkey made on this device, under a name the person chooses. */
function AddPasskeyForm({
  idnumber,
  onDone,
}: {
  idnumber: string;
  onDone: (notice: Notice) => void;
}) {
  const add = useAddPasskey(idnumber);
  const form = useSchemaForm<PasskeyNameInput>(passkeyNameSchema, {
    defaultValues: { name: "" },
  });
  const onSubmit = ({ name }: PasskeyNameInput) => {
    onDone(null);
    add.mutate(name, {
      onSuccess: ({ message }) => {
        form.reset({ name: "" });
        onDone({ kind: "status", text: message });
      },
      onError: (error) => onDone({ kind: "error", text: passkeyFailureMessage(error, FAILED) }),
    });
  };
  return (
    <Form
      form={form}
      onSubmit={onSubmit}
      aria-label="Add a passkey"
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <TextField
        name="name"
        id="passkey-name"
        label="Name of the new passkey"
        description="Where it is kept, such as “My phone” or “Work laptop”."
        autoComplete="off"
        className="sm:flex-1"
      />
      <SubmitButton pending={add.isPending} pendingLabel="Waiting for your device…" icon={Plus}>
        Add a passkey
      </SubmitButton>
    </Form>
  );
}

/**
 * 'Passkeys' (decision 086): sign in with the device's fingerprint, face or PIN instead of a
 * password. The list with Rename and Remove, and a form that adds one made on this device.
 */
export function PasskeysSection({ idnumber }: { idnumber: string }) {
  const passkeys = usePasskeys(idnumber);
  const remove = useRemovePasskey(idnumber);
  const [notice, setNotice] = useState<Notice>(null);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const list = useRef<HTMLUListElement>(null);

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: ({ message }) => {
        setRemoving(null);
        setNotice({ kind: "status", text: message });
        list.current?.focus();
      },
      onError: (error) => {
        setRemoving(null);
        setNotice({ kind: "error", text: passkeyFailureMessage(error, FAILED) });
      },
    });
  };

  return (
    <AccountSection
      icon={Fingerprint}
      title="Passkeys"
      description="Sign in with your fingerprint, your face or your device's PIN instead of your password. A passkey cannot be guessed, and it does not work on a look-alike site."
    >
      {passkeys.isSuccess ? (
        passkeys.data.passkeys.length > 0 ? (
          <ul
            ref={list}
            tabIndex={-1}
            aria-label="Your passkeys"
            className="divide-y divide-border outline-none"
          >
            {passkeys.data.passkeys.map((passkey) => (
              <PasskeyItem
                key={passkey.id}
                passkey={passkey}
                onRename={setRenaming}
                onRemove={setRemoving}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">You have not added a passkey yet.</p>
        )
      ) : (
        <SectionWait
          query={passkeys}
          loading="Loading your passkeys..."
          failed="Your passkeys could not be loaded."
        />
      )}
      <div className="mt-6 border-t border-border pt-5">
        {passkeysSupported() ? (
          <AddPasskeyForm idnumber={idnumber} onDone={setNotice} />
        ) : (
          <p className="text-sm text-muted-foreground">{PASSKEY_UNSUPPORTED}</p>
        )}
      </div>
      <SectionNotice notice={notice} />
      <RenamePasskeyDialog
        idnumber={idnumber}
        passkey={renaming}
        onClose={(message) => {
          setRenaming(null);
          if (message) setNotice({ kind: "status", text: message });
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open && !remove.isPending) setRemoving(null);
        }}
        title="Remove this passkey?"
        description={`You will no longer sign in with “${removing?.name ?? ""}”. Delete it from the device too, in its passkey settings.`}
        confirmLabel="Remove passkey"
        destructive
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </AccountSection>
  );
}
