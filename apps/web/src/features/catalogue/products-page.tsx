import { CATALOGUE, type CatalogueItem } from "@lo/domain";
import { lazy, Suspense, useRef, useState } from "react";
import { Link } from "@/components/link";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSession } from "@/lib/session";
import { useCataloguePhotos } from "./api";
import { CataloguePhotoAdmin } from "./components/catalogue-photo-admin";
import { ProductGrid } from "./components/product-grid";

// The dialog, its carousel and Radix's dialog code load with the first piece opened, so the
// list itself stays light (issue 14: ≤ 100 kB of JavaScript per public page).
const ProductDialog = lazy(() =>
  import("./components/product-dialog").then((module) => ({ default: module.ProductDialog })),
);

type ProductsPageProps = {
  /** The catalogue to show; tests pass their own, the shop shows the fixed range. */
  items?: readonly CatalogueItem[];
};

export default function ProductsPage({ items: given = CATALOGUE }: ProductsPageProps) {
  useDocumentTitle("Products");
  const { user } = useSession();
  const cataloguePhotos = useCataloguePhotos().data?.photos ?? [];
  // An admin's photo of a piece comes first; its drawings stay after it.
  const items = given.map((item) => {
    const photo = cataloguePhotos.find((entry) => entry.slug === item.slug);
    return photo ? { ...item, photos: [photo.url, ...item.photos] } : item;
  });
  const [open, setOpen] = useState<CatalogueItem | null>(null);
  // Kept mounted after the first opening so that closing can animate like before.
  const [dialogWanted, setDialogWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <p className="text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">
          The range
        </p>
        <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Our Products</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">
          Twelve pieces we make again and again, each in our house Dark Brown or the colour of your
          choice, cut to your size. Open any piece for photos, colours and sizes.
        </p>
      </header>

      <div className="mt-12">
        <ProductGrid
          items={items}
          onOpen={(item, element) => {
            opener.current = element;
            setDialogWanted(true);
            setOpen(item);
          }}
        />
      </div>

      <p className="mt-14 rounded-lg border border-border bg-card px-6 py-5 text-center text-muted-foreground">
        Looking for something that is not here? We take on custom commissions —{" "}
        <Link
          to="/contact"
          className="font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          tell us what you have in mind
        </Link>
        .
      </p>

      {user?.role === "admin" ? <CataloguePhotoAdmin photos={cataloguePhotos} /> : null}

      {dialogWanted ? (
        <Suspense fallback={null}>
          <ProductDialog
            item={open}
            onOpenChange={(isOpen) => !isOpen && setOpen(null)}
            returnFocusRef={opener}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
