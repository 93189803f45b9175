import { BookHeart, Pencil } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { EditCareGuideDialog } from "./edit-care-guide-dialog";
import type { ItemSectionProps } from "./item-section";
import { IconHeading } from "./titled-section";

/** The care guide of the piece's type; admins may edit it (for every piece of that type). */
export function CareGuideSection({ page, admin }: ItemSectionProps) {
  const [editing, setEditing] = useState(false);
  const guide = page.careGuide;
  return (
    <section
      aria-labelledby="care-guide-title"
      className="mt-10 rounded-lg border border-brass/40 bg-brass-light/20 p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <IconHeading id="care-guide-title" icon={BookHeart}>
          Caring for your {guide.productType}
        </IconHeading>
        {admin ? (
          <Button
            variant="outline"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
            Edit care guide
          </Button>
        ) : null}
      </div>
      <p className="mt-3 leading-relaxed whitespace-pre-line">
        {guide.text || "Ask the workshop how best to care for this piece."}
      </p>
      {admin && editing ? (
        <EditCareGuideDialog guide={guide} open onClose={() => setEditing(false)} />
      ) : null}
    </section>
  );
}
