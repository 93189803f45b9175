import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

/** The way to /admin/customers/create, in the page header and in an empty list. */
export function CreateCustomerLink({ className }: { className?: string }) {
  return (
    <Button asChild className={className}>
      <Link to="/admin/customers/create">
        <UserPlus aria-hidden="true" />
        Create Customer
      </Link>
    </Button>
  );
}
