import { PRODUCT_SORT_KEYS, type ProductSortKey, type SortState } from "@lo/domain";
import { listParam } from "@/lib/use-list-state";

/**
 * What the address bar says about the table: `q`, the three filters (ids), `sort` (a column)
 * and `dir`, `page` and `highlight` (a serial number). Anything unreadable falls back to the
 * default: every product by serial number.
 */
export const PRODUCT_LIST_PARAMS = {
  q: listParam.text(),
  producttypeid: listParam.id(),
  colourid: listParam.id(),
  sizeid: listParam.id(),
  sort: listParam.oneOf(PRODUCT_SORT_KEYS, "serialno"),
  dir: listParam.oneOf(["asc", "desc"], "asc"),
  page: listParam.page(),
  highlight: listParam.key(),
};

/** A product just created is newest: showing newest first puts it on the first page. */
export const NEWEST_FIRST: SortState<ProductSortKey> = { key: "createdon", dir: "desc" };
