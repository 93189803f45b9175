import { Suspense, useEffect, useState } from "react";
import { setIdentityConfirmation } from "@/lib/identity-confirmation";
import { lazyWithQueries } from "./lazy-page";

type Answer = (confirmed: boolean) => void;

// Asked for now and then, by admins mostly: it stays out of the main bundle.
const ConfirmIdentityDialog = lazyWithQueries<{ onDone: Answer }>(() =>
  import("@/features/auth/components/confirm-identity-dialog").then((module) => ({
    default: module.ConfirmIdentityDialog,
  })),
);

/**
 * Where 'Confirm it is you' is asked (decision 088): a call refused for want of a recent proof
 * opens the dialog over whatever page made it, and is made again once the person has confirmed.
 * Several calls refused at once wait for the one answer.
 */
export function IdentityConfirmationHost() {
  const [waiting, setWaiting] = useState<Answer[]>([]);
  useEffect(() => {
    setIdentityConfirmation(
      () => new Promise<boolean>((resolve) => setWaiting((current) => [...current, resolve])),
    );
    return () => setIdentityConfirmation(null);
  }, []);
  if (waiting.length === 0) return null;
  const onDone = (confirmed: boolean) => {
    for (const answer of waiting) answer(confirmed);
    setWaiting([]);
  };
  return (
    <Suspense fallback={null}>
      <ConfirmIdentityDialog onDone={onDone} />
    </Suspense>
  );
}
