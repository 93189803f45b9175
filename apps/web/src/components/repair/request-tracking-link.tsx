import type { ComponentProps } from "react";
import { TrackingLink } from "./tracking-link";

/**
 * The tracking link of a request in a list (the admin's table, the customer's cards), when it
 * has one: `onRevoke` is the list's, told which request.
 */
export function RequestTrackingLink({
  request,
  onRevoke,
  ...props
}: Pick<ComponentProps<typeof TrackingLink>, "variant" | "className"> & {
  request: { id: number; trackingUrl?: string | undefined };
  onRevoke: (id: number) => Promise<unknown>;
}) {
  if (!request.trackingUrl) return null;
  return (
    <TrackingLink
      url={request.trackingUrl}
      requestId={request.id}
      onRevoke={() => onRevoke(request.id)}
      {...props}
    />
  );
}
