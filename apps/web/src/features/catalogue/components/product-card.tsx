import type { CatalogueItem } from "@lo/domain";
import { ArrowRight } from "lucide-react";
import { NoImage } from "./no-image";

type ProductCardProps = {
  item: CatalogueItem;
  /** `opener` gets focus back when the dialog closes. */
  onOpen: (item: CatalogueItem, opener: HTMLElement) => void;
  /** Photos above the fold load at once (the page's largest paint); the rest when scrolled to. */
  firstRow?: boolean;
};

/**
 * The whole card is clickable, but the real control is the button on the name (stretched
 * over the card), so keyboards and screen readers meet one clear "open details" button.
 */
export function ProductCard({ item, onOpen, firstRow = false }: ProductCardProps) {
  const photo = item.photos[0];
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card shadow-card transition-[box-shadow,transform,border-color] duration-200 outline-ring has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-offset-2 hover:-translate-y-0.5 hover:border-brass/60 hover:shadow-lift">
      <div className="overflow-hidden border-b border-border bg-muted">
        {photo ? (
          <img
            src={photo}
            alt=""
            loading={firstRow ? "eager" : "lazy"}
            fetchPriority={firstRow ? "high" : "auto"}
            className="aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
          />
        ) : (
          <NoImage />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-xl font-semibold">
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={(event) => onOpen(item, event.currentTarget)}
            className="cursor-pointer text-left after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
          >
            {item.name}
          </button>
        </h2>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-relaxed text-muted-foreground">
          {item.description}
        </p>
        <div className="mt-5 flex items-center justify-between gap-3 border-t border-dashed border-border pt-4">
          <span className="text-sm font-medium text-brass-deep">{item.pricing}</span>
          <span
            aria-hidden="true"
            className="inline-flex items-center gap-1 text-sm font-medium text-primary transition-transform group-hover:translate-x-0.5"
          >
            Details
            <ArrowRight className="size-4" />
          </span>
        </div>
      </div>
    </article>
  );
}
