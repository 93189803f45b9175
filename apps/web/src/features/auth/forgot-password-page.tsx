import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, PUBLIC_PAGE_NAMES } from "@lo/domain";
import { MailCheck, Send } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { SubmitButton } from "@/components/form/submit-button";
import { Link } from "@/components/link";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { isApiError } from "@/lib/api-client";
import { useDocumentTitle } from "@/lib/use-document-title";
import { AccountPanel } from "./components/account-panel";
import { requestPasswordReset } from "./password-links-api";

// The server checks the address with the domain's schema; this light check only saves a trip.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function emailProblem(email: string): string | undefined {
  if (email.trim() === "") return EMAIL_REQUIRED_MESSAGE;
  return LOOKS_LIKE_EMAIL.test(email.trim()) ? undefined : EMAIL_INVALID_MESSAGE;
}

const LoginLink = () => (
  <Link to="/login" className="font-medium text-primary underline underline-offset-4">
    Return to sign in
  </Link>
);

/**
 * /forgot-password: asks for the account's e-mail and always gives the server's one answer,
 * whether or not the address has an account (docs/design.md §8).
 */
export default function ForgotPasswordPage() {
  useDocumentTitle(PUBLIC_PAGE_NAMES.forgotPassword);
  const [email, setEmail] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [answer, setAnswer] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    setFailure(undefined);
    if (found) return input.current?.focus();
    setSending(true);
    try {
      setAnswer((await requestPasswordReset(email.trim())).message);
    } catch (error) {
      const onEmail = isApiError(error) ? error.issues?.find((i) => i.path === "email") : undefined;
      if (onEmail) {
        setProblem(onEmail.message);
        input.current?.focus();
      } else {
        setFailure(
          isApiError(error) && error.status === 429 && error.fromServer
            ? error.message
            : "Your request could not be sent. Please try again.",
        );
      }
    } finally {
      setSending(false);
    }
  };

  if (answer) {
    return (
      <AccountPanel
        icon={MailCheck}
        eyebrow="Forgot password"
        title="Check your e-mail"
        intro={
          <>
            <p role="status">{answer}</p>
            <p className="mt-3">
              The link works once, for 1 hour. Nothing there? Check your spam folder, or ask the
              workshop. <LoginLink />
            </p>
          </>
        }
      />
    );
  }

  return (
    <AccountPanel
      icon={Send}
      eyebrow="Forgot password"
      title="Forgot your password?"
      intro={
        <p>
          Enter the e-mail address of your account and we will send you a link to choose a new
          password.
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate aria-label="Ask for a reset link" className="grid gap-5">
        <Field id="forgot-email" label="Email" messages={problem}>
          <Input
            ref={input}
            type="email"
            autoComplete="email"
            inputMode="email"
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        {failure ? (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        ) : null}
        <SubmitButton
          pending={sending}
          pendingLabel="Sending…"
          icon={Send}
          size="lg"
          className="w-full"
        >
          Send reset link
        </SubmitButton>
        <p className="text-sm text-muted-foreground">
          Remembered it? <LoginLink />
        </p>
      </form>
    </AccountPanel>
  );
}
