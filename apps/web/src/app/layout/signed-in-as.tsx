import { UserRound } from "lucide-react";

/** The signed-in person's first name, announced as such to screen readers. */
export function SignedInAs({ name, className }: { name: string; className: string }) {
  return (
    <span className={className}>
      <UserRound className="size-4 text-brass-deep" aria-hidden="true" />
      <span>
        <span className="sr-only">Signed in as </span>
        {name}
      </span>
    </span>
  );
}
