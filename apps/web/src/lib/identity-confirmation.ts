import { CONFIRM_IDENTITY_MESSAGES } from "@lo/domain";

/**
 * 'Confirm it is you' (decision 088): a call the server refuses for want of a recent proof is
 * retried once the person has given one. The dialog that asks (IdentityConfirmationHost, loaded
 * once someone is signed in) says here how to ask; without it, the refusal stands.
 */
type Ask = () => Promise<boolean>;
let ask: Ask | null = null;
const waitingForHost: (() => void)[] = [];

/** How long a refused call waits for the host still loading just after a sign-in. */
const HOST_WAIT_MS = 5000;

export function setIdentityConfirmation(next: Ask | null): void {
  ask = next;
  if (next) waitingForHost.splice(0).forEach((resume) => resume());
}

/** Whether a refusal is the server asking for a recent proof. */
export function needsConfirmation(status: number, message: string): boolean {
  return status === 403 && message === CONFIRM_IDENTITY_MESSAGES.required;
}

/** Asks the person to confirm it is them; true once they have, false if they turned away. */
export async function confirmIdentity(): Promise<boolean> {
  if (!ask) {
    await new Promise<void>((resolve) => {
      waitingForHost.push(resolve);
      setTimeout(resolve, HOST_WAIT_MS);
    });
  }
  return ask ? ask() : false;
}
