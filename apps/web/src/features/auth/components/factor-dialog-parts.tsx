import { Fingerprint, LogOut, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { BlockingDialog } from "@/components/ui/blocking-dialog";
import { passkeysSupported } from "@/lib/passkey-ceremony";
import { useSession } from "@/lib/session";

// The parts every step of the second factor's dialog shares (second-factor-dialog.tsx).

/** The dialog every step shows in: it cannot be dismissed, only finished or left by logging out. */
export function FactorDialog(props: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return <BlockingDialog icon={ShieldCheck} {...props} />;
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

/** 'Use a passkey instead', where the browser can, with what went wrong under it. */
export function UsePasskeyInstead({
  pending,
  error,
  onClick,
}: {
  pending: boolean;
  error: string | null;
  onClick: () => void;
}) {
  if (!passkeysSupported()) return null;
  return (
    <div className="flex flex-col gap-2">
      <Button type="button" variant="outline" disabled={pending} onClick={onClick}>
        <Fingerprint aria-hidden="true" />
        Use a passkey instead
      </Button>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
