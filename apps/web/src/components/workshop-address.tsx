import { MapPin } from "lucide-react";
import { cn } from "@/lib/utils";
import { BUSINESS_INFO } from "@/lib/business-info";

/** The workshop's name and postal address (BUSINESS_INFO), with a map pin. */
export function WorkshopAddress({ className }: { className?: string }) {
  const { name, address } = BUSINESS_INFO;
  return (
    <address className={cn("flex gap-2.5 not-italic", className)}>
      <MapPin className="mt-0.5 size-4 shrink-0 text-brass-deep" aria-hidden="true" />
      <span>
        <span className="block font-medium">{name}</span>
        {address.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
      </span>
    </address>
  );
}
