import { useState } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { serverMessageOr } from "@/lib/api-client";
import { applyServerIssues, type ServerFields } from "@/lib/form-errors";

/** What an edit dialog's save needs of a TanStack mutation: the features' `useUpdate…` hooks. */
type SaveMutation<Variables> = {
  mutate: (
    variables: Variables,
    callbacks: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
};

type ConfirmedEditOptions<Input extends FieldValues, Values, Change, Variables> = {
  form: UseFormReturn<Input, unknown, Values>;
  /** What the valid values change, as the confirmation lists it; none is 'nothing changed'. */
  changesOf: (values: Values) => Change[];
  mutation: SaveMutation<Variables>;
  /** The save's variables; `confirmed` once the person lifted a refusal (`confirmRefusal`). */
  variables: (values: Values, confirmed: boolean) => Variables;
  /**
   * A refusal the person may lift by confirming (decision 098, a balance still due): answers
   * null for any other error, else a promise of their choice; confirmed, the save is made
   * again with `confirmed` true. The confirmation step stays meanwhile.
   */
  confirmRefusal?: (error: unknown) => Promise<boolean> | null;
  /** The success toast's title and description. */
  saved: (values: Values) => [string, string];
  /** The error toast's description when the server says nothing better. */
  failed: string;
  /** Which form field each server issue lands on (docs/design.md §6). */
  fields: ServerFields<Path<Input>>;
  /** Anything more a failed save means to this dialog (a stale edit, say). */
  onFailed?: (error: unknown) => void;
  onClose: () => void;
};

/**
 * The edit dialogs' one flow (docs/decisions/077-one-form-and-one-confirmed-edit.md): a valid
 * submit that changes nothing says 'No Changes' and closes; otherwise the changes wait in
 * `pending` for the confirmation, whose `confirm` saves, says so and closes; a failed save
 * returns to the form with the server's issues on their fields and an error toast.
 */
export function useConfirmedEdit<Input extends FieldValues, Values, Change, Variables>({
  form,
  changesOf,
  mutation,
  variables,
  saved,
  failed,
  fields,
  confirmRefusal,
  onFailed,
  onClose,
}: ConfirmedEditOptions<Input, Values, Change, Variables>) {
  const [pending, setPending] = useState<{ values: Values; changes: Change[] } | null>(null);

  /** A valid submit of the form (<Form onSubmit>): nothing changed closes, else to confirm. */
  const review = (values: Values) => {
    const changes = changesOf(values);
    if (changes.length === 0) {
      toast.info("No Changes", { description: "Nothing has changed." });
      onClose();
      return;
    }
    setPending({ values, changes });
  };

  const save = (values: Values, confirmed: boolean) => {
    mutation.mutate(variables(values, confirmed), {
      onSuccess: () => {
        const [title, description] = saved(values);
        toast.success(title, { description });
        setPending(null);
        onClose();
      },
      onError: (error) => {
        const asked = confirmed ? null : confirmRefusal?.(error);
        if (asked) {
          void asked.then((yes) => yes && save(values, true));
          return;
        }
        setPending(null);
        applyServerIssues(error, fields, form.setError);
        toast.error("Error", { description: serverMessageOr(error, failed) });
        onFailed?.(error);
      },
    });
  };

  const confirm = () => {
    if (pending) save(pending.values, false);
  };

  return {
    pending,
    review,
    confirm,
    /** Back to the form from the confirmation, nothing saved. */
    back: () => setPending(null),
    saving: mutation.isPending,
  };
}
