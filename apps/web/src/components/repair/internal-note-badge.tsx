import { Lock } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/** 'Internal' beside a note only the workshop sees (admins only ever receive them). */
export function InternalNoteBadge() {
  return (
    <Badge variant="grey" className="ml-1.5 align-middle">
      <Lock className="size-3" aria-hidden="true" />
      Internal
    </Badge>
  );
}
