import { Link } from "@/components/link";
import { itemHref } from "@/lib/admin-links";
import { cn } from "@/lib/utils";

/** A serial number as a link to its piece's page (`/items/{serialno}`), wherever it appears. */
export function SerialLink({ serialno, className }: { serialno: string; className?: string }) {
  return (
    <Link
      to={itemHref(serialno)}
      className={cn("serial rounded-sm text-primary underline-offset-4 hover:underline", className)}
    >
      {serialno}
    </Link>
  );
}

/** A serial number's own small line under what the piece is, as a link to the piece. */
export function SerialLine({ serialno }: { serialno: string }) {
  return (
    <p className="text-xs break-all">
      <SerialLink serialno={serialno} />
    </p>
  );
}
