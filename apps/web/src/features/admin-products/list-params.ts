import { PRODUCT_SORT_KEYS, type ProductSortKey } from "@lo/domain";
import type { SortConfig } from "@/components/data-table/sort-param";
import { listParam } from "@/components/data-table/url-state";

/**
 * What the address bar says about the table: `q`, the three filters (ids), `page` and
 * `highlight` (a serial number); `sort` (a column) and `dir` are PRODUCT_SORT's. Anything
 * unreadable falls back to the default: every product by serial number.
 */
export const PRODUCT_LIST_PARAMS = {
  q: listParam.text(),
  producttypeid: listParam.id(),
  colourid: listParam.id(),
  sizeid: listParam.id(),
  page: listParam.page(),
  highlight: listParam.key(),
};

export const PRODUCT_SORT: SortConfig<ProductSortKey> = {
  columns: PRODUCT_SORT_KEYS,
  default: { key: "serialno", dir: "asc" },
};
