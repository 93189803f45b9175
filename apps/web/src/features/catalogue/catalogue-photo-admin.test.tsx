import { CATALOGUE } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { findToast } from "../../../test/find-toast";
import { recordRequests } from "../../../test/recording-server";
import { renderPage } from "../../../test/render";
import { ADMIN, CUSTOMER } from "../../../test/users";
import ProductsPage from "./products-page";

const BELT = CATALOGUE[0]!;
const PHOTO = { slug: BELT.slug, url: "/photos/belt.webp", thumbUrl: "/photos/belt-t.webp" };

/** The catalogue's server: the photo list, and an admin's upload after which it holds PHOTO. */
function catalogueServer() {
  let saved = false;
  return recordRequests(({ url, method }) => {
    if (method === "PUT" && url.pathname.endsWith(`/catalogue/photos/${BELT.slug}`)) {
      saved = true;
      return { status: 200, body: { photo: PHOTO } };
    }
    if (method === "GET" && url.pathname.endsWith("/catalogue/photos")) {
      return { status: 200, body: { photos: saved ? [PHOTO] : [] } };
    }
    return { status: 404, body: { error: "Not found" } };
  });
}

const beltCardImage = () =>
  screen.getByRole("button", { name: BELT.name }).closest("article")!.querySelector("img");

describe("the catalogue's photos, for an admin", () => {
  it("an uploaded photo replaces the piece's drawing in the grid, and the admin is told", async () => {
    const { calls } = catalogueServer();
    const { user } = renderPage(<ProductsPage />, { user: ADMIN });
    const panel = await screen.findByRole("region", { name: "Catalogue photos" });
    expect(beltCardImage()).toHaveAttribute("src", BELT.photos[0]);

    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], "belt.jpg", {
      type: "image/jpeg",
    });
    await user.upload(within(panel).getByLabelText(`Upload photo of the ${BELT.name}`), file);

    expect(await findToast(`Photo of the ${BELT.name} saved.`)).toBeInTheDocument();
    expect(beltCardImage()).toHaveAttribute("src", PHOTO.url);
    expect(
      within(panel).getByRole("button", { name: `Remove the photo of the ${BELT.name}` }),
    ).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(1);
  });

  it("is not offered to a customer", async () => {
    catalogueServer();
    renderPage(<ProductsPage />, { user: CUSTOMER });
    await screen.findByRole("heading", { name: "Our Products" });
    expect(screen.queryByRole("region", { name: "Catalogue photos" })).not.toBeInTheDocument();
  });
});
