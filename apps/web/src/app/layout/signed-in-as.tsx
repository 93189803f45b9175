import { UserRound } from "lucide-react";
import { Link } from "@/components/link";
import { cn } from "@/lib/utils";

type SignedInAsProps = {
  name: string;
  className: string;
  /** The account page the name leads to; without it the name is only shown. */
  to?: string;
};

/** The signed-in person's first name, announced as such to screen readers. */
export function SignedInAs({ name, className, to }: SignedInAsProps) {
  const content = (
    <>
      <UserRound className="size-4 text-brass-deep" aria-hidden="true" />
      <span>
        <span className="sr-only">Signed in as </span>
        {name}
      </span>
    </>
  );
  if (!to) return <span className={className}>{content}</span>;
  return (
    <Link
      to={to}
      title="My Account"
      aria-label={`My Account (signed in as ${name})`}
      className={cn(
        className,
        "rounded-md underline decoration-brass/70 underline-offset-4 transition-colors hover:decoration-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
      )}
    >
      {content}
    </Link>
  );
}
