import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/**
 * A form's submit button: disabled with a spinner (in place of its icon, if it has one) while
 * the save is on its way, and saying `pendingLabel` then if there is one.
 */
export function SubmitButton({
  pending,
  pendingLabel,
  icon: Icon,
  size,
  className,
  children,
}: {
  pending: boolean;
  pendingLabel?: string;
  icon?: LucideIcon;
  size?: ButtonProps["size"];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size={size} className={className} disabled={pending}>
      {pending ? <Spinner /> : Icon ? <Icon aria-hidden="true" /> : null}
      {pending && pendingLabel !== undefined ? pendingLabel : children}
    </Button>
  );
}
