import { LoadError } from "@/components/load-error";
import { compareForSort, productMatchesSearch, type SortState } from "@lo/domain";
import { ArrowDown, ArrowUp, LogIn, Wrench, X } from "lucide-react";
import { useEffect, useMemo } from "react";
import { listParam } from "@/components/data-table/url-state";
import { useListState } from "@/components/data-table/use-list-state";
import type { SortConfig } from "@/components/data-table/sort-param";
import { toast } from "@/components/ui/toast";
import { ListSelect } from "@/components/list-select";
import { PageHeader } from "@/components/page-header";
import { ButtonLink } from "@/components/button-link";
import { Button } from "@/components/ui/button";
import { SearchInput } from "@/components/ui/search-input";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useMyProducts } from "./api";
import {
  DEFAULT_PRODUCT_SORT,
  PRODUCT_COLUMN_LABELS,
  ProductsTable,
  type ProductSortKey,
} from "./components/products-table";

/** The address: `q` (the search box), `sort` (a column) and `dir`. */
const MY_PRODUCT_PARAMS = { q: listParam.text() };
const MY_PRODUCT_SORT: SortConfig<ProductSortKey> = {
  columns: Object.keys(PRODUCT_COLUMN_LABELS) as ProductSortKey[],
  default: DEFAULT_PRODUCT_SORT,
};

const SORT_OPTIONS = (Object.keys(PRODUCT_COLUMN_LABELS) as ProductSortKey[]).map((key) => ({
  value: key,
  label: PRODUCT_COLUMN_LABELS[key],
}));

type SortPickerProps = {
  sort: SortState<ProductSortKey>;
  onSort: (key: ProductSortKey) => void;
};

/** Small screens have no table headers to click: the same rule through a picker and a toggle. */
function SortPicker({ sort, onSort }: SortPickerProps) {
  const Icon = sort.dir === "asc" ? ArrowUp : ArrowDown;
  return (
    <div className="flex items-end gap-2 md:hidden">
      <ListSelect
        label="Sort by"
        className="flex-1"
        value={sort.key}
        onValueChange={(key) => onSort(key as ProductSortKey)}
        options={SORT_OPTIONS}
      />
      {/* Choosing the active column again reverses it, as clicking its header would. */}
      <Button type="button" variant="outline" onClick={() => onSort(sort.key)}>
        <Icon aria-hidden="true" />
        {sort.dir === "asc" ? "Ascending" : "Descending"}
      </Button>
    </div>
  );
}

function SignedOut() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <h1 className="text-3xl font-semibold sm:text-4xl">My Products</h1>
      <p className="mt-4 text-lg text-muted-foreground">Please sign in to view your products.</p>
      <ButtonLink to="/login" icon={LogIn} size="lg" className="mt-8">
        Sign In
      </ButtonLink>
    </div>
  );
}

function ProductsOfCustomer({ idnumber }: { idnumber: string }) {
  const products = useMyProducts(idnumber);
  // The search and the sort are in the address like every list's (the filtering is the page's).
  const {
    searchText: query,
    setSearchText: setQuery,
    sort,
    onSort,
  } = useListState(MY_PRODUCT_PARAMS, { sort: MY_PRODUCT_SORT });

  useEffect(() => {
    if (products.isError) toast.error("Error", { description: "Failed to fetch products" });
  }, [products.isError]);

  const all = products.data;
  const rows = useMemo(() => {
    const found = (all ?? []).filter((product) => productMatchesSearch(product, query));
    // A stable sort: equal values keep the server's serial-number order.
    return found.sort((a, b) => compareForSort(a[sort.key], b[sort.key], sort.dir));
  }, [all, query, sort]);

  const searching = query.trim() !== "";
  let status = null;
  if (products.isPending) {
    status = (
      <span role="status" className="inline-flex items-center gap-2 text-muted-foreground">
        <Spinner />
        Loading products...
      </span>
    );
  } else if (products.isError) {
    status = (
      <LoadError message="Failed to fetch products" onRetry={() => void products.refetch()} />
    );
  } else if (rows.length === 0) {
    status = (
      <div role="status" className="flex flex-col items-center gap-3">
        <p className="font-medium">No products found.</p>
        {searching ? (
          <Button variant="outline" size="sm" onClick={() => setQuery("")}>
            <X aria-hidden="true" />
            Clear search
          </Button>
        ) : (
          <p className="max-w-md text-sm text-muted-foreground">
            Pieces you buy from the workshop are registered to you here, ready for any repair they
            may need.
          </p>
        )}
      </div>
    );
  }

  return (
    <>
      <div className="mt-10 flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <SearchInput
          label="Search products"
          containerClassName="w-full md:max-w-md"
          value={query}
          onValueChange={setQuery}
          placeholder="Serial number, type, colour, size or name"
          autoComplete="off"
        />
        <SortPicker sort={sort} onSort={onSort} />
        {all ? (
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {searching
              ? `${rows.length} of ${all.length} ${all.length === 1 ? "product" : "products"}`
              : `${all.length} ${all.length === 1 ? "product" : "products"}`}
          </p>
        ) : null}
      </div>

      <div className="mt-4 overflow-hidden rounded-lg border border-border bg-card shadow-card">
        <ProductsTable products={rows} sort={sort} onSort={onSort} status={status} />
      </div>
    </>
  );
}

export default function MyProductsPage() {
  const { user } = useSession();
  useDocumentTitle("My Products");
  if (!user) return <SignedOut />;

  return (
    <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-16">
      <PageHeader
        eyebrow="Your collection"
        title="My Products"
        description="Every piece you own from our workshop, with its repair history."
        action={
          <ButtonLink
            to="/create-repair-request"
            icon={Wrench}
            size="lg"
            className="self-start sm:self-auto"
          >
            Request a Repair
          </ButtonLink>
        }
      />
      <ProductsOfCustomer key={user.idnumber} idnumber={user.idnumber} />
    </div>
  );
}
