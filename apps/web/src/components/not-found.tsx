import { Compass } from "lucide-react";
import { IconBadge } from "@/components/eyebrow";
import { Link } from "@/components/link";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";

/**
 * The app's 404 page body ('Oops! Page not found'): for an unknown address, and for a page
 * whose token is wrong or revoked (docs/design.md §12), which shows it at its own address.
 */
export function NotFound() {
  useDocumentTitle("Page not found");
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <IconBadge className="mb-6 size-16">
        <Compass className="size-8" aria-hidden="true" />
      </IconBadge>
      <p className="mb-2 text-sm font-medium tracking-[0.2em] text-brass-deep uppercase">404</p>
      <h1 className="text-4xl font-semibold sm:text-5xl">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        The page you were looking for has wandered off the workbench. It may have moved, or the link
        may be mistyped.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/">Return to Home Page</Link>
      </Button>
    </section>
  );
}
