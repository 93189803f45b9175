import { Link } from "@/components/link";
import { Button } from "@/components/ui/button";

/** The way back to the list from the request form's steps. */
export function BackToMyRepairs({ variant }: { variant: "ghost" | "outline" }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/repairs">
        <span aria-hidden="true">←</span> Back to My Repairs
      </Link>
    </Button>
  );
}
