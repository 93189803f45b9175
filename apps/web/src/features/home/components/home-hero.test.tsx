import { CATALOGUE } from "@lo/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../../test/render";
import { FEATURED, HomeHero } from "./home-hero";

describe("HomeHero", () => {
  it("shows a catalogue item's first photo under its catalogue name", () => {
    const item = CATALOGUE.find((entry) => entry.slug === FEATURED.slug);
    expect(item?.name).toBe(FEATURED.name);
    renderPage(<HomeHero />);
    const photo = screen.getByRole("img", {
      name: `${FEATURED.name} from the Lifetime Outfitter workshop`,
    });
    expect(photo).toHaveAttribute("src", item?.photos[0]);
  });
});
