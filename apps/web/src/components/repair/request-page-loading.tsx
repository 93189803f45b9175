import { Spinner } from "@/components/ui/spinner";

/** A request page while it loads. */
export function RequestPageLoading() {
  return (
    <p
      role="status"
      className="mx-auto my-16 flex max-w-5xl items-center justify-center gap-2 px-4 text-muted-foreground"
    >
      <Spinner />
      Loading the repair request…
    </p>
  );
}
