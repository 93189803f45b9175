import { CATALOGUE, PUBLIC_PAGE_NAMES, type CatalogueItem } from "@lo/domain";
import { lazy, Suspense, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { Eyebrow } from "@/components/eyebrow";
import { Link } from "@/components/link";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useSession } from "@/lib/session";
import { useCataloguePhotos } from "./api";
import { ProductGrid } from "./components/product-grid";

// The dialog and its carousel (one file, decision 080) load with the first piece opened, so the
// list itself stays light (≤ 100 kB of JavaScript per public page, decision 049).
const ProductDialog = lazy(() =>
  import("./components/product-dialog").then((module) => ({ default: module.ProductDialog })),
);
// Only an address naming no piece shows it.
const NotFound = lazy(() =>
  import("@/components/not-found").then((module) => ({ default: module.NotFound })),
);
// Only admins replace the drawings; its uploads and toasts are theirs alone.
const CataloguePhotoAdmin = lazy(() =>
  import("./components/catalogue-photo-admin").then((module) => ({
    default: module.CataloguePhotoAdmin,
  })),
);

type ProductsPageProps = {
  /** The catalogue to show; tests pass their own, the shop shows the fixed range. */
  items?: readonly CatalogueItem[];
};

/** /products, or /products/{slug} with that piece shown; an unknown piece is not found. */
export default function ProductsPage(props: ProductsPageProps) {
  const { slug } = useParams();
  const known = slug === undefined || (props.items ?? CATALOGUE).some((item) => item.slug === slug);
  return known ? <Catalogue {...props} slug={slug} /> : <NotFound />;
}

function Catalogue({ items: given = CATALOGUE, slug }: ProductsPageProps & { slug?: string }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const cataloguePhotos = useCataloguePhotos();
  // An admin's photo of a piece comes first; its drawings stay after it.
  const items = given.map((item) => {
    const photo = cataloguePhotos.find((entry) => entry.slug === item.slug);
    return photo ? { ...item, photos: [photo.url, ...item.photos] } : item;
  });
  // /products/{slug}, a piece's shared address, opens with that piece shown.
  const linked = slug === undefined ? undefined : items.find((item) => item.slug === slug);
  const [open, setOpen] = useState<CatalogueItem | null>(linked ?? null);
  // Its code is asked for at the first opening only, and kept once here.
  const [dialogWanted, setDialogWanted] = useState(linked !== undefined);
  // The same title as the HTML the server sent for the address (packages/domain).
  useDocumentTitle(linked?.name ?? PUBLIC_PAGE_NAMES.products);
  const opener = useRef<HTMLElement | null>(null);

  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
      <header className="max-w-3xl">
        <Eyebrow>The range</Eyebrow>
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

      {user?.role === "admin" ? (
        <Suspense fallback={null}>
          <CataloguePhotoAdmin photos={cataloguePhotos} />
        </Suspense>
      ) : null}

      {dialogWanted ? (
        <Suspense fallback={null}>
          <ProductDialog
            item={open}
            onOpenChange={(isOpen) => {
              if (isOpen) return;
              setOpen(null);
              // Closing the piece its address opened leaves the catalogue's address.
              if (slug !== undefined) void navigate("/products", { replace: true });
            }}
            returnFocusRef={opener}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
