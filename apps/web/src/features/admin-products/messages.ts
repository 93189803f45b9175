/** The product screens' failure messages, word for word from docs/requirements.md §8. */
export const PRODUCT_SCREEN_MESSAGES = {
  fetchFailed: "Failed to fetch products. Please try again.",
  editLoadFailed: "Failed to load data for editing. Please try again.",
  attributesLoadFailed: "Failed to load product attributes. Please try again.",
  requiredDataFailed: "Failed to load required data. Please try again.",
  updateFailed: "Failed to update product. Please try again.",
  createFailed: "Failed to create product. Please try again.",
  existsTitle: "Product Already Exists",
  existsDescription:
    "A product with this serial number already exists. Please use a different serial number.",
} as const;
