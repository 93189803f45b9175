import type { CatalogueItem } from "@lo/domain";
import { MessageSquare } from "lucide-react";
import type { RefObject } from "react";
import { Link } from "@/components/link";
import { Button } from "@/components/ui/button";
import { LightDialog } from "@/components/ui/light-dialog";
import { PhotoCarousel } from "./photo-carousel";

type ProductDialogProps = {
  item: CatalogueItem | null;
  onOpenChange: (open: boolean) => void;
  /** The piece's card in the grid, which focus goes back to on closing. */
  returnFocusRef?: RefObject<HTMLElement | null>;
};

function OptionList({ label, values }: { label: string; values: readonly string[] }) {
  return (
    <ul aria-label={label} className="mt-2 flex flex-wrap gap-1.5">
      {values.map((value) => (
        <li
          key={value}
          className="rounded-full border border-border bg-muted/70 px-2.5 py-1 text-xs font-medium"
        >
          {value}
        </li>
      ))}
    </ul>
  );
}

export function ProductDialog({ item, onOpenChange, returnFocusRef }: ProductDialogProps) {
  if (!item) return null;
  return (
    <LightDialog
      onClose={() => onOpenChange(false)}
      returnFocusRef={returnFocusRef}
      className="max-w-3xl gap-6"
      title={item.name}
      description={item.pricing}
      descriptionClassName="font-medium text-brass-deep"
    >
      {/* Small screens read top to bottom; wider ones put the pricing under the photos. */}
      <div className="grid gap-6 md:grid-cols-[1.15fr_1fr] md:grid-rows-[auto_1fr]">
        <PhotoCarousel photos={item.photos} name={item.name} />

        <div className="flex flex-col gap-5 md:col-start-2 md:row-span-2 md:row-start-1">
          <p className="leading-relaxed text-foreground/90">{item.description}</p>

          <section>
            <h3 className="font-sans text-sm font-semibold">Available Colours</h3>
            <OptionList label="Available Colours" values={item.colours} />
            {item.customColours ? (
              <p className="mt-2 text-sm text-muted-foreground">
                Custom colours are available on request.
              </p>
            ) : null}
          </section>

          <section>
            <h3 className="font-sans text-sm font-semibold">Available Sizes</h3>
            <OptionList label="Available Sizes" values={item.sizes} />
            {item.customSizes ? (
              <p className="mt-2 text-sm text-muted-foreground">
                Custom sizes are made to your measurements.
              </p>
            ) : null}
          </section>
        </div>

        <div className="self-start rounded-lg border border-dashed border-brass/50 bg-brass-light/25 p-4 md:col-start-1 md:row-start-2">
          <p className="text-sm">
            <span className="font-semibold">Pricing:</span> {item.pricing}. Every piece is made to
            order, so we quote once we know your colour and size.
          </p>
          <Button asChild className="mt-3 w-full sm:w-auto">
            <Link to={`/contact?product=${encodeURIComponent(item.name)}`}>
              <MessageSquare aria-hidden="true" />
              Ask about the {item.name}
            </Link>
          </Button>
        </div>
      </div>
    </LightDialog>
  );
}
