import { LoadError } from "@/components/load-error";
import { nextSort, type ProductRecord, type ProductSortKey, type SortState } from "@lo/domain";
import { Plus, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useDocumentTitle } from "@/lib/use-document-title";
import {
  PRODUCT_PAGE_SIZE,
  useProductAttributes,
  useProducts,
  useProductStatistics,
  useProductTypes,
  type ProductListParams,
} from "./api";
import { EditProductDialog } from "./components/edit-product-dialog";
import { Pagination } from "./components/pagination";
import { ProductStatisticsCards } from "./components/product-statistics-cards";
import { ProductsTable } from "./components/products-table";
import { ProductsToolbar, type ProductFilters } from "./components/products-toolbar";
import { PRODUCT_SCREEN_MESSAGES } from "./messages";
import { useDebouncedValue } from "@/lib/use-debounced-value";

const FETCH_FAILED = PRODUCT_SCREEN_MESSAGES.fetchFailed;
const NEWEST_FIRST: SortState<ProductSortKey> = { key: "createdon", dir: "desc" };

/** Navigation state that marks a product, e.g. `{ highlight: serialno }` after creating it. */
function highlightFrom(state: unknown): string | undefined {
  if (state === null || typeof state !== "object") return undefined;
  const value = (state as { highlight?: unknown }).highlight;
  return typeof value === "string" && value !== "" ? value : undefined;
}

export default function ManageProductsPage() {
  useDocumentTitle("Manage Products");
  const location = useLocation();
  const highlight = highlightFrom(location.state);

  // A product just created is newest: showing newest first puts it on the first page.
  const [sort, setSort] = useState<SortState<ProductSortKey>>(
    highlight ? NEWEST_FIRST : { key: "serialno", dir: "asc" },
  );
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<ProductFilters>({});
  const [page, setPage] = useState(1);
  // Arriving again with another product to mark (the page may already be showing).
  const [shownHighlight, setShownHighlight] = useState(highlight);
  if (highlight !== shownHighlight) {
    setShownHighlight(highlight);
    if (highlight) {
      setSort(NEWEST_FIRST);
      setQuery("");
      setFilters({});
      setPage(1);
    }
  }
  const [editing, setEditing] = useState<ProductRecord | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const listTop = useRef<HTMLElement | null>(null);

  const q = useDebouncedValue(query.trim(), 300);
  // A new search starts on its first page.
  const lastQ = useRef(q);
  useEffect(() => {
    if (lastQ.current !== q) {
      lastQ.current = q;
      setPage(1);
    }
  }, [q]);

  const params: ProductListParams = {
    q: q || undefined,
    ...filters,
    sort: sort.key,
    dir: sort.dir,
    limit: PRODUCT_PAGE_SIZE,
    offset: (page - 1) * PRODUCT_PAGE_SIZE,
  };
  const products = useProducts(params);
  const statistics = useProductStatistics();
  const types = useProductTypes();
  const attributes = useProductAttributes("all");

  const total = products.data?.total ?? 0;
  // Edits or filters elsewhere can leave the page past the end: step back to the last one.
  useEffect(() => {
    if (!products.data || products.isPlaceholderData) return;
    const lastPage = Math.max(1, Math.ceil(products.data.total / PRODUCT_PAGE_SIZE));
    if (page > lastPage) setPage(lastPage);
  }, [products.data, products.isPlaceholderData, page]);

  const rows = products.data?.data ?? [];
  const searching =
    q !== "" ||
    filters.producttypeid !== undefined ||
    filters.colourid !== undefined ||
    filters.sizeid !== undefined;

  let status = null;
  if (products.isPending) {
    status = (
      <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
        <Spinner />
        Loading products...
      </span>
    );
  } else if (products.isError && !products.data) {
    status = <LoadError message={FETCH_FAILED} onRetry={() => void products.refetch()} />;
  } else if (rows.length === 0) {
    status = (
      <div role="status" className="flex flex-col items-center gap-3">
        <p className="font-medium">No products found.</p>
        {searching ? (
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              setQuery("");
              setFilters({});
              setPage(1);
            }}
          >
            <X aria-hidden="true" />
            Clear search and filters
          </Button>
        ) : (
          <p className="max-w-md text-sm text-muted-foreground">
            Register a piece with Create Product and it will be listed here.
          </p>
        )}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-3xl">
          <p className="text-xs font-semibold tracking-[0.2em] text-brass-deep uppercase">
            Workshop
          </p>
          <h1 className="mt-3 text-4xl font-semibold sm:text-5xl">Manage Products</h1>
          <p className="mt-3 text-lg text-muted-foreground">
            Every piece we have made, its serial number, its owner and its repairs.
          </p>
        </div>
        <Button asChild size="lg" className="self-start sm:self-auto">
          <Link to="/admin/products/create">
            <Plus aria-hidden="true" />
            Create Product
          </Link>
        </Button>
      </header>

      <section aria-label="Statistics" className="mt-10">
        <ProductStatisticsCards statistics={statistics.data} isError={statistics.isError} />
      </section>

      <section ref={listTop} aria-label="Products" className="mt-8 flex scroll-mt-6 flex-col gap-4">
        <ProductsToolbar
          query={query}
          onQuery={setQuery}
          filters={filters}
          onFilters={(next) => {
            setFilters(next);
            setPage(1);
          }}
          types={types.data ?? []}
          attributes={attributes.data}
        />

        {products.isError && products.data ? (
          <p role="alert" className="text-sm text-destructive">
            {FETCH_FAILED}
          </p>
        ) : null}

        <div className="rounded-lg border border-border bg-card shadow-card">
          <ProductsTable
            products={rows}
            sort={sort}
            onSort={(key) => {
              setSort((current) => nextSort(current, key));
              setPage(1);
            }}
            onEdit={(product, element) => {
              opener.current = element;
              setEditing(product);
            }}
            highlight={highlight}
            status={status}
            refreshing={products.isPlaceholderData}
          />
        </div>

        {products.data && total > 0 ? (
          <Pagination
            page={page}
            pageSize={PRODUCT_PAGE_SIZE}
            total={total}
            onPage={(next) => {
              setPage(next);
              listTop.current?.scrollIntoView({ block: "start", behavior: "smooth" });
            }}
          />
        ) : null}
      </section>

      {editing ? (
        <EditProductDialog
          key={editing.serialno}
          product={editing}
          onClose={() => setEditing(null)}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        />
      ) : null}
    </div>
  );
}
