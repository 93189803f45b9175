import { MAX_PRODUCTS_PER_REQUEST } from "./validation/repair-request";

/**
 * The product blocks of the repair request forms (docs/requirements.md §2), customer's and admin's
 * alike: which products each block's picker offers, and when Remove/Add Product are shown.
 */

/** What these rules need of a block: the serial number it has chosen ('' for none yet). */
export interface ProductBlockChoice {
  productId: string;
}

/** A product that may be picked: at least its serial number. */
export interface PickableProduct {
  serialno: string;
}

/** The serial numbers chosen in every block except `index`. */
function chosenElsewhere(blocks: readonly ProductBlockChoice[], index: number): Set<string> {
  const chosen = new Set<string>();
  blocks.forEach((block, other) => {
    if (other !== index && block.productId !== "") chosen.add(block.productId);
  });
  return chosen;
}

/** The products block `index` may offer: a product chosen in another block is not offered. */
export function productOptionsForBlock<T extends PickableProduct>(
  products: readonly T[],
  blocks: readonly ProductBlockChoice[],
  index: number,
): T[] {
  const taken = chosenElsewhere(blocks, index);
  return products.filter((product) => !taken.has(product.serialno));
}

/** Remove Product is offered on every block while there is more than one. */
export function canRemoveProductBlock(blockCount: number): boolean {
  return blockCount > 1;
}

/**
 * Add Product sits on the last block only, and only when more than one product is unused by
 * the other blocks: one for the last block itself and at least one for a new block. A block
 * left empty still claims a product, so there are never more blocks than products.
 */
export function canAddProductBlock(
  products: readonly PickableProduct[],
  blocks: readonly ProductBlockChoice[],
  index: number,
): boolean {
  if (index !== blocks.length - 1) return false;
  if (blocks.length >= Math.min(products.length, MAX_PRODUCTS_PER_REQUEST)) return false;
  return productOptionsForBlock(products, blocks, index).length > 1;
}
