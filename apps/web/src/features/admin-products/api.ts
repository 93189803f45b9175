import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type {
  AdminProductStatistics,
  ProductAttributes,
  ProductCreatePayload,
  ProductSortKey,
  ProductsListResponse,
  ProductType,
  ProductUpdatePayload,
  SortDirection,
} from "@lo/domain";
import { api } from "@/lib/api-client";
import { getQuery } from "@/lib/get-query";
import { queryKeys } from "@/lib/query-keys";

/** Rows per page of the Manage Products table. */
export const PRODUCT_PAGE_SIZE = 25;

export type ProductListParams = {
  q?: string | undefined;
  producttypeid?: number | undefined;
  colourid?: number | undefined;
  sizeid?: number | undefined;
  sort: ProductSortKey;
  dir: SortDirection;
  limit: number;
  offset: number;
};

const keys = {
  all: queryKeys.adminProducts,
  list: (params: ProductListParams) => [...queryKeys.adminProducts, "list", params] as const,
  statistics: [...queryKeys.adminProducts, "statistics"] as const,
  types: ["products", "types"] as const,
  attributes: (typeId: number | "all") => ["products", "attributes", typeId] as const,
};

// ---------------------------------------------------------------------------------------
// The list and its cards

/** One page of products; the previous page stays on screen while the next one loads. */
export function useProducts(params: ProductListParams) {
  return useQuery({
    ...getQuery<ProductsListResponse>(keys.list(params), "/products/", params),
    placeholderData: keepPreviousData,
  });
}

export function useProductStatistics() {
  return useQuery(getQuery<AdminProductStatistics>(keys.statistics, "/products/statistics"));
}

// ---------------------------------------------------------------------------------------
// Reference data: types, their colours and sizes

export async function getProductTypes(signal?: AbortSignal): Promise<ProductType[]> {
  const response = await api.get<{ data: ProductType[] }>("/products/product-types", { signal });
  return response.data;
}

export function productTypesQueryOptions() {
  return queryOptions({
    queryKey: keys.types,
    queryFn: ({ signal }) => getProductTypes(signal),
    staleTime: 10 * 60 * 1000,
  });
}

export function useProductTypes() {
  return useQuery(productTypesQueryOptions());
}

/** The colours and sizes one type is made in; with "all", every colour and size. */
export function getProductAttributes(typeId: number | "all", signal?: AbortSignal) {
  const path =
    typeId === "all" ? "/products/product-attributes" : `/products/product-attributes/${typeId}`;
  return api.get<ProductAttributes>(path, { signal });
}

export function productAttributesQueryOptions(typeId: number | "all") {
  return queryOptions({
    queryKey: keys.attributes(typeId),
    queryFn: ({ signal }) => getProductAttributes(typeId, signal),
    staleTime: 10 * 60 * 1000,
  });
}

/** Nothing is fetched until a type is chosen (`undefined`). */
export function useProductAttributes(typeId: number | "all" | undefined) {
  return useQuery({
    ...productAttributesQueryOptions(typeId ?? "all"),
    enabled: typeId !== undefined,
  });
}

// ---------------------------------------------------------------------------------------
// Create and edit

export function createProduct(payload: ProductCreatePayload) {
  return api.post<{ message: string; id: string }>("/products/create", payload);
}

export function updateProduct(serialno: string, payload: ProductUpdatePayload) {
  return api.put<{ message: string }>(`/products/${encodeURIComponent(serialno)}`, payload);
}

/** Both refresh the table and its cards. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ serialno, payload }: { serialno: string; payload: ProductUpdatePayload }) =>
      updateProduct(serialno, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}
