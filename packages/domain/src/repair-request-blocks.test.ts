import { describe, expect, it } from "vitest";
import {
  canAddProductBlock,
  canRemoveProductBlock,
  productOptionsForBlock,
} from "./repair-request-blocks";

const products = [{ serialno: "LO-1" }, { serialno: "LO-2" }, { serialno: "LO-3" }];
const blocks = (...chosen: string[]) => chosen.map((productId) => ({ productId }));
const serials = (items: { serialno: string }[]) => items.map((item) => item.serialno);

describe("product options per block", () => {
  it("offers every product when nothing is chosen elsewhere", () => {
    expect(serials(productOptionsForBlock(products, blocks(""), 0))).toEqual([
      "LO-1",
      "LO-2",
      "LO-3",
    ]);
  });

  it("does not offer a product chosen in another block, but keeps the block's own choice", () => {
    const current = blocks("LO-1", "LO-3");
    expect(serials(productOptionsForBlock(products, current, 0))).toEqual(["LO-1", "LO-2"]);
    expect(serials(productOptionsForBlock(products, current, 1))).toEqual(["LO-2", "LO-3"]);
  });
});

describe("Remove Product", () => {
  it("shows only when there is more than one block", () => {
    expect(canRemoveProductBlock(1)).toBe(false);
    expect(canRemoveProductBlock(2)).toBe(true);
  });
});

describe("Add Product", () => {
  it("shows on the last block while more than one product is unused by the others", () => {
    expect(canAddProductBlock(products, blocks(""), 0)).toBe(true);
    expect(canAddProductBlock(products, blocks("LO-1"), 0)).toBe(true);
    expect(canAddProductBlock(products, blocks("LO-1", ""), 1)).toBe(true);
    expect(canAddProductBlock(products, blocks("LO-1", "LO-2"), 1)).toBe(true);
  });

  it("never shows on a block that is not the last", () => {
    expect(canAddProductBlock(products, blocks("LO-1", ""), 0)).toBe(false);
  });

  it("hides when only the last block's own product is left", () => {
    const two = products.slice(0, 2);
    expect(canAddProductBlock(two, blocks("LO-1"), 0)).toBe(true);
    expect(canAddProductBlock(two, blocks("LO-1", ""), 1)).toBe(false);
    expect(canAddProductBlock(two, blocks("LO-1", "LO-2"), 1)).toBe(false);
  });

  it("hides when there is one product or none", () => {
    expect(canAddProductBlock(products.slice(0, 1), blocks(""), 0)).toBe(false);
    expect(canAddProductBlock([], blocks(""), 0)).toBe(false);
  });

  it("counts empty blocks as claims, so there are never more blocks than products", () => {
    expect(canAddProductBlock(products, blocks("", "", ""), 2)).toBe(false);
    expect(canAddProductBlock(products, blocks("", ""), 1)).toBe(true);
  });
});
