import { LoadError } from "@/components/load-error";
import type { ProductRecord } from "@lo/domain";
import { Plus, X } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { ExportCsvLink } from "@/components/export-csv-link";
import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/button-link";
import { Button } from "@/components/ui/button";
import { RefreshFailed } from "@/components/data-table/list-states";
import { bringIntoView } from "@/components/data-table/bring-into-view";
import { ListPages, usePaging } from "@/components/data-table/pagination";
import { Spinner } from "@/components/ui/spinner";
import { pageOffset } from "@/components/data-table/paging";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useListState } from "@/components/data-table/use-list-state";
import {
  PRODUCT_PAGE_SIZE,
  useProductAttributes,
  useProducts,
  useProductStatistics,
  useProductTypes,
} from "./api";
import { EditProductDialog } from "./components/edit-product-dialog";
import { ProductStatisticsCards } from "./components/product-statistics-cards";
import { PrintLabelsBar, useLabelSelection } from "./components/label-selection";
import { ProductsTable } from "./components/products-table";
import { NO_FILTERS, ProductsToolbar } from "./components/products-toolbar";
import { PRODUCT_LIST_PARAMS, PRODUCT_SORT } from "./list-params";
import { PRODUCT_SCREEN_MESSAGES } from "./messages";

const FETCH_FAILED = PRODUCT_SCREEN_MESSAGES.fetchFailed;

type TableStatusOptions = {
  products: ReturnType<typeof useProducts>;
  empty: boolean;
  searching: boolean;
  onClear: () => void;
};

/** What the table shows instead of rows: loading, failed or empty; null when it has rows. */
function tableStatus({ products, empty, searching, onClear }: TableStatusOptions): ReactNode {
  if (products.isPending) {
    return (
      <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
        <Spinner />
        Loading products...
      </span>
    );
  }
  if (products.isError && !products.data) {
    return <LoadError message={FETCH_FAILED} onRetry={() => void products.refetch()} />;
  }
  if (!empty) return null;
  return (
    <div role="status" className="flex flex-col items-center gap-3">
      <p className="font-medium">No products found.</p>
      {searching ? (
        <Button variant="outline" size="sm" onClick={onClear}>
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

/** The page of products the address asks for. */
function useProductPage({ params, sort }: ReturnType<typeof useProductListState>) {
  return useProducts({
    q: params.q || undefined,
    producttypeid: params.producttypeid ?? undefined,
    colourid: params.colourid ?? undefined,
    sizeid: params.sizeid ?? undefined,
    sort: sort.key,
    dir: sort.dir,
    ...pageOffset(params.page, PRODUCT_PAGE_SIZE),
  });
}

function ManageProductsHeader() {
  return (
    <PageHeader
      eyebrow="Workshop"
      title="Manage Products"
      description="Every piece we have made, its serial number, its owner and its repairs."
      className="gap-5"
      textClassName="max-w-3xl"
      descriptionClassName="mt-3 text-lg text-muted-foreground"
      action={
        <ButtonLink
          to="/admin/products/create"
          icon={Plus}
          size="lg"
          className="self-start sm:self-auto"
        >
          Create Product
        </ButtonLink>
      }
    />
  );
}

/**
 * The list's address; `{ highlight: serialno }` in the navigation state (after Create) marks like
 * `?highlight=`, newest first, so the product just created is on the first page.
 */
function useProductListState() {
  return useListState(PRODUCT_LIST_PARAMS, {
    sort: PRODUCT_SORT,
    fromHighlightState: (highlight) => ({
      params: { highlight },
      sort: { key: "createdon", dir: "desc" },
    }),
  });
}

export default function ManageProductsPage() {
  useDocumentTitle("Manage Products");
  const listState = useProductListState();
  const { params, setParams, setPage, searchText, setSearchText, sort, onSort } = listState;
  const [editing, setEditing] = useState<ProductRecord | null>(null);
  const listTop = useRef<HTMLElement | null>(null);

  const filters = {
    producttypeid: params.producttypeid,
    colourid: params.colourid,
    sizeid: params.sizeid,
  };
  const products = useProductPage(listState);
  const statistics = useProductStatistics();
  const types = useProductTypes();
  const attributes = useProductAttributes("all");

  // Edits or filters elsewhere can leave the page past the end: it steps back to the last one.
  const paging = usePaging(params.page, PRODUCT_PAGE_SIZE, products, setPage);
  const rows = products.data?.data ?? [];
  const anyFilter = Object.values(filters).some((value) => value !== null);
  const clear = () => {
    setSearchText("");
    setParams(NO_FILTERS);
  };
  const selection = useLabelSelection();

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <ManageProductsHeader />

      <section aria-label="Statistics" className="mt-10">
        <ProductStatisticsCards statistics={statistics.data} isError={statistics.isError} />
      </section>

      <section ref={listTop} aria-label="Products" className="mt-8 flex scroll-mt-6 flex-col gap-4">
        <ProductsToolbar
          query={searchText}
          onQuery={setSearchText}
          filters={filters}
          onFilters={setParams}
          filtered={searchText.trim() !== "" || anyFilter}
          onClear={clear}
          types={types.data ?? []}
          attributes={attributes.data}
        />

        <RefreshFailed list={products} message={FETCH_FAILED} />

        <div className="rounded-lg border border-border bg-card shadow-card">
          <ProductsTable
            products={rows}
            sort={sort}
            onSort={onSort}
            onEdit={(product) => setEditing(product)}
            selection={selection}
            highlight={params.highlight}
            status={tableStatus({
              products,
              empty: rows.length === 0,
              searching: params.q !== "" || anyFilter,
              onClear: clear,
            })}
            refreshing={products.isPlaceholderData}
          />
        </div>

        <ListPages paging={paging} label="Pages" onPageChange={bringIntoView(listTop)} />
        <PrintLabelsBar selection={selection} />
        <ExportCsvLink
          path="/products/export.csv"
          query={{ ...params, sort: sort.key, dir: sort.dir }}
        />
      </section>

      {editing ? (
        <EditProductDialog
          key={editing.serialno}
          product={editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
