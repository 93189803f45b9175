import type { loginSchema } from "@lo/domain";
import { LogIn } from "lucide-react";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { SubmitButton } from "@/components/form/submit-button";
import { Link } from "@/components/link";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { PasswordInput } from "@/components/ui/password-input";
import { isApiError } from "@/lib/api-client";
import { usePublicForm } from "@/lib/public-form";
import { mustChangePassword, useSession } from "@/lib/session";

type LoginValues = z.infer<typeof loginSchema>;

const loadSchema = () => import("@/lib/public-form-schemas").then((schemas) => schemas.loginSchema);

// Toasts (sonner) come with the answer, not with the page.
const toast = () => import("@/components/ui/toast").then((module) => module.toast);

/** docs/requirements.md §8's failure text, then a way out for whoever forgot their password. */
export const LOGIN_FAILED =
  "Invalid email or password. Please try again. Forgot password? We can e-mail you a link.";

export function LoginForm() {
  const { login, isLoggingIn } = useSession();
  const navigate = useNavigate();
  const { register, handleSubmit, errors } = usePublicForm<LoginValues>(loadSchema, {
    email: "",
    password: "",
  });

  // Where the user goes next is decided by the /login guard and the first-time dialog.
  const onSubmit = handleSubmit(async ({ email, password }) => {
    try {
      const user = await login(email, password);
      void toast().then((notify) => {
        notify.success("Login Successful", { description: `Welcome back, ${user.name}.` });
        if (mustChangePassword(user)) {
          notify.info("First-time Login", {
            description: "Please choose a new password to finish setting up your account.",
          });
        }
      });
    } catch (error) {
      // Too many attempts is worth explaining; any other failure must not hint at why.
      const limited = isApiError(error) && error.status === 429 && error.fromServer;
      const description = limited ? error.message : LOGIN_FAILED;
      const action = {
        label: "Forgot password?",
        onClick: () => void navigate("/forgot-password"),
      };
      void toast().then((notify) => notify.error("Login Failed", { description, action }));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in" className="flex flex-col gap-5">
      <Field id="login-email" label="Email" messages={errors.email}>
        <Input
          type="email"
          autoComplete="username"
          inputMode="email"
          autoFocus
          {...register("email")}
        />
      </Field>
      <div className="flex flex-col gap-1.5">
        <Field id="login-password" label="Password" messages={errors.password}>
          <PasswordInput autoComplete="current-password" {...register("password")} />
        </Field>
        <Link
          to="/forgot-password"
          className="inline-flex min-h-11 items-center self-end rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Forgot password?
        </Link>
      </div>
      <SubmitButton
        pending={isLoggingIn}
        pendingLabel="Signing in…"
        icon={LogIn}
        size="lg"
        className="mt-1 w-full"
      >
        Sign In
      </SubmitButton>
    </form>
  );
}
