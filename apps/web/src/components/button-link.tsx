import type { LucideIcon } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "@/components/link";
import { Button } from "@/components/ui/button";

type ButtonLinkProps = Pick<ComponentProps<typeof Button>, "variant" | "size" | "className"> & {
  to: string;
  /** Drawn before the text, hidden from screen readers. */
  icon?: LucideIcon;
  children: ReactNode;
};

/** A link to another page that looks like a button. */
export function ButtonLink({ to, icon: Icon, children, ...button }: ButtonLinkProps) {
  return (
    <Button asChild {...button}>
      <Link to={to}>
        {Icon ? <Icon aria-hidden="true" /> : null}
        {children}
      </Link>
    </Button>
  );
}
