/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import {
  BELT_SIZES,
  CATALOGUE,
  CATALOGUE_COLOURS,
  CUSTOM_PRODUCT_TYPE,
  ONE_SIZE,
  STANDARD_SIZES,
} from "./catalogue";

// The images are served by the web app, so the data file and the folder can drift apart.
// Vite lists them at build time, so the domain's tests need no file-system access of their own.
const imageFiles = Object.keys(import.meta.glob("../../../apps/web/public/catalogue/*")).map(
  (path) => path.slice(path.lastIndexOf("/") + 1),
);

describe("catalogue", () => {
  it("has exactly 12 items", () => {
    expect(CATALOGUE).toHaveLength(12);
  });

  it("has unique names and kebab-case slugs", () => {
    const names = CATALOGUE.map((item) => item.name);
    const slugs = CATALOGUE.map((item) => item.slug);
    expect(new Set(names).size).toBe(12);
    expect(new Set(slugs).size).toBe(12);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("never uses the Custom product type name", () => {
    for (const item of CATALOGUE) {
      expect(item.name.toLowerCase()).not.toBe(CUSTOM_PRODUCT_TYPE.toLowerCase());
    }
    expect(CUSTOM_PRODUCT_TYPE).toBe("Custom");
  });

  it("keeps names short enough to be product type names", () => {
    for (const item of CATALOGUE) {
      expect(item.name.trim()).toBe(item.name);
      expect(item.name.length).toBeLessThanOrEqual(32);
    }
  });

  it("offers every item in Dark Brown with custom colours and sizes", () => {
    for (const item of CATALOGUE) {
      expect(item.colours).toEqual(["Dark Brown"]);
      expect(item.customColours).toBe(true);
      expect(item.customSizes).toBe(true);
    }
    expect(CATALOGUE_COLOURS[0]).toBe("Dark Brown");
    expect(new Set(CATALOGUE_COLOURS).size).toBe(CATALOGUE_COLOURS.length);
  });

  it("sizes belts 28 to 46 in steps of 2", () => {
    expect(BELT_SIZES).toEqual(["28", "30", "32", "34", "36", "38", "40", "42", "44", "46"]);
    expect(CATALOGUE.find((item) => item.slug === "classic-belt")?.sizes).toEqual([...BELT_SIZES]);
  });

  it("sizes everything else from the standard sizes or the single size", () => {
    for (const item of CATALOGUE) {
      expect(item.sizes.length).toBeGreaterThan(0);
      if (item.slug === "classic-belt") continue;
      for (const size of item.sizes) expect([...STANDARD_SIZES, ONE_SIZE]).toContain(size);
    }
  });

  it("describes every item and states how to get a price", () => {
    for (const item of CATALOGUE) {
      expect(item.description.length).toBeGreaterThan(40);
      expect(["Contact for pricing", "Contact us for a quote"]).toContain(item.pricing);
    }
  });

  it("has one to three photos per item, each a file in the web app", () => {
    const files = new Set(imageFiles);
    for (const item of CATALOGUE) {
      expect(item.photos.length).toBeGreaterThanOrEqual(1);
      expect(item.photos.length).toBeLessThanOrEqual(3);
      for (const photo of item.photos) {
        expect(photo).toMatch(/^\/catalogue\/[a-z0-9-]+\.svg$/);
        expect(files, photo).toContain(photo.replace("/catalogue/", ""));
      }
    }
  });
});
