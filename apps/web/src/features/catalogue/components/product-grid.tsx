import type { CatalogueItem } from "@lo/domain";
import { ProductCard } from "./product-card";

/** The cards seen without scrolling on a wide screen: their photos are the page's main content. */
const FIRST_ROW = 3;

type ProductGridProps = {
  items: readonly CatalogueItem[];
  onOpen: (item: CatalogueItem, opener: HTMLElement) => void;
};

export function ProductGrid({ items, onOpen }: ProductGridProps) {
  return (
    <ul aria-label="Our products" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item, index) => (
        <li key={item.slug}>
          <ProductCard item={item} onOpen={onOpen} firstRow={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
