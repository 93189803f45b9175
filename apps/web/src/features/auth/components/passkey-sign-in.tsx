import { Fingerprint } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";
import { parseLoginResponse } from "@/lib/user-record";

// The ceremony (and @simplewebauthn/browser in it) loads on the click, not with the page.
const ceremony = () => import("@/lib/passkey-ceremony");
const toast = () => import("@/components/ui/toast").then((module) => module.toast);

const FAILED = "Signing in with a passkey did not work. Please try again.";

/**
 * 'Sign in with a passkey': the browser offers the passkeys it holds for the shop; the one
 * chosen signs the person in, no e-mail or password asked (decision 086). The /login guard
 * then takes them on, as after a password.
 */
export function PasskeySignIn() {
  const { signedIn } = useSession();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setPending(true);
    setError(null);
    const steps = await ceremony().catch(() => null);
    try {
      if (!steps) throw new Error(FAILED);
      const { passkeyCeremony } = steps;
      const user = parseLoginResponse(
        await passkeyCeremony<unknown>("get", "/users/passkey/options", "/users/passkey/login"),
      );
      if (!user) throw new Error(FAILED);
      const { message: _message, ...record } = user;
      void toast().then((notify) =>
        notify.success("Login Successful", { description: `Welcome back, ${record.name}.` }),
      );
      signedIn(record);
    } catch (failure) {
      setError(steps ? steps.passkeyFailureMessage(failure, FAILED) : FAILED);
      setPending(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={pending}
        onClick={() => void onClick()}
      >
        {pending ? <Spinner /> : <Fingerprint aria-hidden="true" />}
        Sign in with a passkey
      </Button>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
