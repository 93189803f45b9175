import type { LinePhoto } from "@lo/domain";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { PhotoGallery } from "./photo-gallery";

const photo = (id: number): LinePhoto => ({
  id,
  kind: id === 1 ? "customer" : "after",
  customerVisible: true,
  width: 800,
  height: 600,
  createdAt: "2027-03-14T08:30:00.000Z",
  url: `/lifetime-outfitter/photos/${id}/full`,
  thumbUrl: `/lifetime-outfitter/photos/${id}/thumb`,
});

describe("PhotoGallery", () => {
  it("opens a thumbnail large, moves on with the arrow keys, and gives the focus back on Escape", async () => {
    const user = userEvent.setup();
    render(<PhotoGallery photos={[photo(1), photo(2)]} label="Photos of LO-BELT-1" />);
    const list = screen.getByRole("list", { name: "Photos of LO-BELT-1" });
    expect(list.querySelectorAll("img")).toHaveLength(2);
    const first = screen.getByRole("button", { name: "Open photo 1 of 2" });
    await user.click(first);
    const dialog = screen.getByRole("dialog", { name: "Photos of LO-BELT-1" });
    expect(dialog).toHaveTextContent("Photo 1 of 2");
    await user.keyboard("{ArrowRight}");
    expect(dialog).toHaveTextContent("Photo 2 of 2 · After");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(first).toHaveFocus();
  });

  it("shows nothing without photos", () => {
    const { container } = render(<PhotoGallery photos={[]} label="Photos of LO-BELT-1" />);
    expect(container).toBeEmptyDOMElement();
  });
});
