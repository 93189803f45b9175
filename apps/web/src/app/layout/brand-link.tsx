import { Link } from "@/components/link";
import { cn } from "@/lib/utils";

type BrandLinkProps = {
  className?: string;
  /** The name's own classes, e.g. to show the mark alone where a row is short of room. */
  nameClassName?: string;
  tone?: "dark" | "light";
  onClick?: () => void;
};

/** The maker's mark and name; always leads home. */
export function BrandLink({ className, nameClassName, tone = "dark", onClick }: BrandLinkProps) {
  return (
    <Link
      to="/"
      onClick={onClick}
      className={cn(
        "group inline-flex min-h-11 items-center gap-2.5 rounded-md font-display text-xl font-semibold tracking-tight",
        tone === "dark" ? "text-foreground" : "text-primary-foreground",
        className,
      )}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect x="1" y="1" width="30" height="30" rx="8" fill="#5b3a21" />
        <rect
          x="4.5"
          y="4.5"
          width="23"
          height="23"
          rx="5"
          fill="none"
          stroke="#b08d57"
          strokeWidth="1.2"
          strokeDasharray="2.4 1.8"
        />
        <path
          d="M11 10v12h5"
          fill="none"
          stroke="#faf6f0"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="20.5" cy="18" r="3.6" fill="none" stroke="#faf6f0" strokeWidth="2.6" />
      </svg>
      {/* One line always: a name broken in two makes the header twice as tall. */}
      <span className={cn("whitespace-nowrap", nameClassName)}>Lifetime Outfitter</span>
    </Link>
  );
}
