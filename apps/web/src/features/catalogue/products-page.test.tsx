import { CATALOGUE, type CatalogueItem } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { listItemTexts } from "../../../test/list-item-texts";
import { renderPage } from "../../../test/render";
import ProductsPage from "./products-page";

const threePhotoItem = CATALOGUE.find((item) => item.photos.length === 3);
// The dialog's code loads with the first piece opened; on a busy machine that takes a while.
const LAZY_DIALOG = { timeout: 5000 };

describe("ProductsPage", () => {
  it("shows all 12 catalogue items with photo, name, description and pricing", () => {
    renderPage(<ProductsPage />);
    const items = within(screen.getByRole("list", { name: "Our products" })).getAllByRole(
      "listitem",
    );
    expect(items).toHaveLength(12);
    for (const item of CATALOGUE) {
      const button = screen.getByRole("button", { name: item.name });
      const card = button.closest("article");
      expect(card).not.toBeNull();
      expect(within(card!).getByText(item.description)).toBeInTheDocument();
      expect(within(card!).getByText(item.pricing)).toBeInTheDocument();
      expect(card!.querySelector("img")).toHaveAttribute("src", item.photos[0]);
    }
  });

  it("opens a dialog whose carousel moves with next, previous and the dots", async () => {
    expect(threePhotoItem).toBeDefined();
    const item = threePhotoItem!;
    const { user } = renderPage(<ProductsPage />);

    await user.click(screen.getByRole("button", { name: item.name }));
    const dialog = await screen.findByRole("dialog", { name: item.name }, LAZY_DIALOG);
    const status = within(dialog).getByText("Image 1 of 3");

    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(status).toHaveTextContent("Image 2 of 3");
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(status).toHaveTextContent("Image 3 of 3");
    // Past the last photo it comes round to the first again.
    await user.click(within(dialog).getByRole("button", { name: "Next image" }));
    expect(status).toHaveTextContent("Image 1 of 3");
    await user.click(within(dialog).getByRole("button", { name: "Previous image" }));
    expect(status).toHaveTextContent("Image 3 of 3");

    await user.click(within(dialog).getByRole("button", { name: "Go to image 2" }));
    expect(status).toHaveTextContent("Image 2 of 3");
    expect(within(dialog).getByRole("button", { name: "Go to image 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  it("lists colours and sizes, notes custom options and links to Contact", async () => {
    const item = CATALOGUE[0]!;
    const { user } = renderPage(<ProductsPage />);
    await user.click(screen.getByRole("button", { name: item.name }));
    const dialog = await screen.findByRole("dialog", { name: item.name }, LAZY_DIALOG);

    expect(within(dialog).getByRole("heading", { name: "Available Colours" })).toBeInTheDocument();
    const colours = within(dialog).getByRole("list", { name: "Available Colours" });
    expect(listItemTexts(colours)).toEqual(item.colours);
    const sizes = within(dialog).getByRole("list", { name: "Available Sizes" });
    expect(listItemTexts(sizes)).toEqual(item.sizes);
    expect(within(dialog).getByText(/custom colours are available/i)).toBeInTheDocument();
    expect(within(dialog).getByText(/custom sizes/i)).toBeInTheDocument();
    expect(
      within(dialog).getByRole("link", { name: `Ask about the ${item.name}` }),
    ).toHaveAttribute("href", `/contact?product=${encodeURIComponent(item.name)}`);

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: item.name })).toHaveFocus();
  });

  it("shows 'No Image Available' for an item without photos, in the grid and the dialog", async () => {
    const bare: CatalogueItem = { ...CATALOGUE[0]!, slug: "bare", name: "Bare Item", photos: [] };
    const { user } = renderPage(<ProductsPage items={[bare]} />);
    expect(screen.getByText("No Image Available")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Bare Item" }));
    const dialog = await screen.findByRole("dialog", { name: "Bare Item" }, LAZY_DIALOG);
    expect(within(dialog).getByText("No Image Available")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Next image" })).not.toBeInTheDocument();
  });
});
