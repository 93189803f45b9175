import { RotateCcw } from "lucide-react";
import { isRouteErrorResponse } from "react-router";
import { Button } from "@/components/ui/button";

/**
 * Shown when a page throws while rendering or loading. The wording keeps the router's
 * 'Unexpected Application Error!' (docs/requirements.md §8) but says calmly what to do next.
 */
export function RouteError({ error }: { error: unknown }) {
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : undefined;
  // A new deployment replaces the page chunks; reloading fetches the current ones.
  const staleChunk = detail
    ? /dynamically imported module|Importing a module script/i.test(detail)
    : false;

  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28"
    >
      <h1 className="text-3xl font-semibold sm:text-4xl">Unexpected Application Error!</h1>
      <p className="mt-4 text-lg text-muted-foreground">
        {staleChunk
          ? "The site has just been updated. Reloading the page will bring you the new version."
          : "Something went wrong on our side while showing this page. Please try again; if it keeps happening, let us know through the contact page."}
      </p>
      {detail && !staleChunk ? (
        <p className="mt-3 rounded-md bg-muted px-3 py-2 font-mono text-xs text-muted-foreground">
          {detail}
        </p>
      ) : null}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RotateCcw aria-hidden="true" />
          Reload page
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="/">Return to Home Page</a>
        </Button>
      </div>
    </section>
  );
}
