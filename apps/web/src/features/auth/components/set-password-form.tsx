import { PASSWORD_MESSAGES, passwordContextIssues, passwordIssues } from "@lo/domain";
import { KeyRound } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { SubmitButton } from "@/components/form/submit-button";
import { Field } from "@/components/ui/field";
import { PasswordInput } from "@/components/ui/password-input";
import { isApiError } from "@/lib/api-client";
import { homePathFor, useSession } from "@/lib/session";
import { setPasswordWithLink } from "../password-links-api";
import { PasswordChecklist } from "./password-checklist";

// Toasts (sonner) come with the answer, not with the page.
const toast = () => import("@/components/ui/toast").then((module) => module.toast);

type Errors = { password: string[]; confirm: string[]; form?: string };
const NONE: Errors = { password: [], confirm: [] };

/**
 * docs/requirements.md §5's rules, the shop's name and the confirmation, checked here before the
 * server does. Whose link it is the page does not know, and the common list stays on the
 * server (decision 082): those refusals come back from it and go under the field.
 */
function check(password: string, confirm: string): Errors {
  return {
    password:
      password === ""
        ? [PASSWORD_MESSAGES.required]
        : [...passwordIssues(password), ...passwordContextIssues(password)],
    confirm: confirm === password ? [] : [PASSWORD_MESSAGES.mismatch],
  };
}

type SetPasswordFormProps = {
  token: string;
  /** The server found the link used or expired meanwhile. */
  onNotLive: () => void;
};

/**
 * The new password and its confirmation, the rules ticking as the person types. Once saved
 * the server has signed this browser in: the person lands on their home page.
 */
export function SetPasswordForm({ token, onNotLive }: SetPasswordFormProps) {
  const { signedIn } = useSession();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<Errors>(NONE);
  const [saving, setSaving] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(password, confirm);
    setErrors(found);
    if (found.password.length > 0) return passwordRef.current?.focus();
    if (found.confirm.length > 0) return confirmRef.current?.focus();
    setSaving(true);
    try {
      const { message, user } = await setPasswordWithLink(token, password);
      signedIn(user);
      void toast().then((notify) => notify.success("Password Set", { description: message }));
      await navigate(homePathFor(user), { replace: true });
    } catch (error) {
      setSaving(false);
      if (isApiError(error) && error.status === 404) return onNotLive();
      const issues = isApiError(error) ? (error.issues ?? []) : [];
      const onPassword = issues.filter((issue) => issue.path === "password");
      if (onPassword.length > 0) {
        setErrors({ ...NONE, password: onPassword.map((issue) => issue.message) });
        passwordRef.current?.focus();
        return;
      }
      const form =
        isApiError(error) && error.status === 429 && error.fromServer
          ? error.message
          : "Your password could not be saved. Please try again.";
      setErrors({ ...NONE, form });
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Choose a password" className="grid gap-5">
      <Field
        id="new-password"
        label="New password"
        messages={errors.password}
        describedBy="new-password-rules"
      >
        {(control) => (
          <>
            <PasswordInput
              {...control}
              ref={passwordRef}
              autoComplete="new-password"
              autoFocus
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <div className="rounded-lg border border-border bg-muted/50 p-3.5">
              <PasswordChecklist id="new-password-rules" password={password} />
            </div>
          </>
        )}
      </Field>
      <Field id="confirm-password" label="Confirm new password" messages={errors.confirm}>
        <PasswordInput
          ref={confirmRef}
          autoComplete="new-password"
          value={confirm}
          onChange={(event) => setConfirm(event.target.value)}
        />
      </Field>
      {errors.form ? (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <SubmitButton
        pending={saving}
        pendingLabel="Saving…"
        icon={KeyRound}
        size="lg"
        className="w-full"
      >
        Save password and sign in
      </SubmitButton>
    </form>
  );
}
