import { products } from "./schema";

/**
 * A piece's type and looks as the item and customer pages name them: the names its row keeps
 * (copied from the catalogue, or its custom colour and size).
 */
export const PIECE_LOOKS = {
  productType: products.typeName,
  colour: products.colourName,
  size: products.sizeName,
};
