import { createNewPasswordSchema, type NewPasswordInput } from "@lo/domain";
import { KeyRound, LogOut } from "lucide-react";
import { useMemo } from "react";
import { Form, useSchemaForm } from "@/components/form/form";
import { SubmitButton } from "@/components/form/submit-button";
import { NewPasswordFields } from "@/components/form/new-password-fields";
import { useLocation, useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { BlockingDialog } from "@/components/ui/blocking-dialog";
import { applyServerIssues } from "@/lib/form-errors";
import { returnPathFrom } from "@/lib/login-return";
import { homePathFor, useSession, type SessionUser } from "@/lib/session";
import { useResetOwnPassword } from "../api";

/**
 * A new or reset account must choose its own password before anything else
 * (docs/requirements.md §4). The dialog cannot be dismissed; the only ways out are saving a
 * password or logging out.
 */
export function FirstTimePasswordDialog({ user }: { user: SessionUser }) {
  const { passwordChanged, logout } = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  const reset = useResetOwnPassword();
  // With the ID number, names and e-mail the form can refuse a password holding them before the
  // server has to; the common passwords only the server knows (decision 082).
  const { idnumber, name, surname, email } = user;
  const schema = useMemo(
    () => createNewPasswordSchema(idnumber, { name, surname, email }),
    [idnumber, name, surname, email],
  );
  const form = useSchemaForm<NewPasswordInput>(schema, {
    // Every broken rule is listed, not just the first one.
    criteriaMode: "all",
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { setError } = form;

  const onSubmit = (values: NewPasswordInput) =>
    reset.mutate(
      { idnumber: user.idnumber, password: values.password },
      {
        onSuccess: () => {
          toast.success("Password Updated", {
            description: "Your new password is saved. Welcome to your account.",
          });
          passwordChanged();
          // Back to the page asked for before signing in, if any (lib/login-return.ts).
          navigate(returnPathFrom(search) ?? homePathFor(user));
        },
        onError: (error) => {
          // The password's own refusal goes under the field; the toast is always requirements §8's.
          applyServerIssues(error, ["password", "confirmPassword"], setError);
          toast.error("Error", { description: "Failed to reset password. Please try again." });
        },
      },
    );

  return (
    <BlockingDialog
      icon={KeyRound}
      title="Set a new password"
      description={
        <>
          Welcome, {user.name}. Your account was set up with a temporary password; please choose
          your own before you continue.
        </>
      }
    >
      <Form form={form} onSubmit={onSubmit} className="mt-1 flex flex-col gap-5">
        <NewPasswordFields
          passwordId="new-password"
          confirmId="confirm-password"
          passwordLabel="New password"
          confirmLabel="Confirm new password"
          autoFocus
        />

        <div className="flex flex-col-reverse gap-2 pt-1 sm:flex-row sm:justify-between">
          <Button type="button" variant="ghost" onClick={() => void logout()}>
            <LogOut aria-hidden="true" />
            Log out
          </Button>
          <SubmitButton pending={reset.isPending} pendingLabel="Saving…">
            Save new password
          </SubmitButton>
        </div>
      </Form>
    </BlockingDialog>
  );
}
