import type { CatalogueItem } from "@lo/domain";
import { ProductCard } from "./product-card";

type ProductGridProps = {
  items: readonly CatalogueItem[];
  onOpen: (item: CatalogueItem, opener: HTMLElement) => void;
};

export function ProductGrid({ items, onOpen }: ProductGridProps) {
  return (
    <ul aria-label="Our products" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.slug}>
          <ProductCard item={item} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}
