import { LogOut, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { TextField } from "@/components/form/form";
import { Button } from "@/components/ui/button";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { useSession } from "@/lib/session";

// The parts every step of the second factor's dialog shares (second-factor-dialog.tsx).

const keepOpen = (event: Event) => event.preventDefault();

/** The dialog every step shows in: it cannot be dismissed, only finished or left by logging out. */
export function FactorDialog({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <DialogPanel
      open
      hideClose
      onEscapeKeyDown={keepOpen}
      onInteractOutside={keepOpen}
      className="max-w-xl"
      headingClassName="pr-0"
      leading={
        <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-brass-light/60 text-brass-deep">
          <ShieldCheck className="size-5" aria-hidden="true" />
        </span>
      }
      title={title}
      description={description}
    >
      {children}
    </DialogPanel>
  );
}

export function LogOutButton() {
  const { logout } = useSession();
  return (
    <Button type="button" variant="ghost" onClick={() => void logout()}>
      <LogOut aria-hidden="true" />
      Log out
    </Button>
  );
}

/** The code field of a step: six digits from the app, or a recovery code. */
export function CodeField() {
  return (
    <TextField
      name="code"
      id="second-factor-code"
      label="Code"
      description="The 6-digit code your authenticator app shows now, or one of your recovery codes."
      autoComplete="one-time-code"
      autoCapitalize="characters"
      spellCheck={false}
      autoFocus
    />
  );
}
