/** Case-insensitive substring search over several values; a blank query matches everything. */
export function matchesSearch(
  values: readonly (string | null | undefined)[],
  query: string | null | undefined,
): boolean {
  const needle = (query ?? "").trim().toLowerCase();
  if (needle === "") return true;
  return values.some((value) => (value ?? "").toLowerCase().includes(needle));
}

/** My Products, admin table: serial, type, colour, size, owner's name (docs/requirements.md §9). */
export function productMatchesSearch(
  product: {
    serialno: string;
    productTypeName: string;
    colourName?: string | null;
    sizeName?: string | null;
    customerName?: string | null;
  },
  query: string | null | undefined,
): boolean {
  return matchesSearch(
    [
      product.serialno,
      product.productTypeName,
      product.colourName,
      product.sizeName,
      product.customerName,
    ],
    query,
  );
}
