import { CONFIRM_IDENTITY_MESSAGES } from "@lo/domain";

/**
 * 'Confirm it is you' (decision 088): a call the server refuses for want of a recent proof is
 * retried once the person has given one. The dialog that asks (IdentityConfirmationHost) says
 * here how to ask; without it, the refusal stands.
 */
type Ask = () => Promise<boolean>;
let ask: Ask | null = null;

export function setIdentityConfirmation(next: Ask | null): void {
  ask = next;
}

/** Whether a refusal is the server asking for a recent proof. */
export function needsConfirmation(status: number, message: string): boolean {
  return status === 403 && message === CONFIRM_IDENTITY_MESSAGES.required;
}

/** Asks the person to confirm it is them; true once they have, false if they turned away. */
export function confirmIdentity(): Promise<boolean> {
  return ask ? ask() : Promise.resolve(false);
}
