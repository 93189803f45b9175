import type { CustomerProductRecord } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CUSTOMER, fakeServer, renderPage } from "../../../test/render";
import MyProductsPage from "./my-products-page";

const product = (overrides: Partial<CustomerProductRecord>): CustomerProductRecord => ({
  serialno: "LO-1",
  productTypeName: "Classic Belt",
  colourName: "Dark Brown",
  sizeName: "34",
  customerName: "Thandi Mokoena",
  repairs: 0,
  lastRepairDate: null,
  ...overrides,
});

const PRODUCTS = [
  product({
    serialno: "LO-2",
    productTypeName: "Bifold Wallet",
    sizeName: "Standard",
    repairs: 2,
    lastRepairDate: "2025-02-10T09:15:00.000Z",
  }),
  product({
    serialno: "LO-10",
    productTypeName: "Messenger Bag",
    colourName: "Oxblood",
    sizeName: "Large",
    repairs: 1,
    lastRepairDate: "2025-05-01T12:00:00.000Z",
  }),
  product({ serialno: "LO-1" }),
];

function serials() {
  const table = screen.getByRole("table", { name: "My products" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).getAllByRole("cell")[0]!.textContent);
}

function renderProducts(answer: { status: number; body?: unknown }, path = "/my-products") {
  // No transfer is waiting; every other request is the customer's products.
  const fetchMock = fakeServer((url) =>
    url.endsWith("/transfers/mine") ? { status: 200, body: { data: [] } } : answer,
  );
  return { ...renderPage(<MyProductsPage />, { path, user: CUSTOMER }), fetchMock };
}

describe("MyProductsPage", () => {
  it("lists the customer's products by serial number, with repairs and last repair date", async () => {
    const { fetchMock } = renderProducts({ status: 200, body: { data: PRODUCTS } });
    expect(screen.getByText("Loading products...")).toBeInTheDocument();
    expect(await screen.findByRole("cell", { name: "Messenger Bag" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(
      `/lifetime-outfitter/products/products-for-customer/${CUSTOMER.idnumber}`,
      expect.anything(),
    );
    expect(serials()).toEqual(["LO-1", "LO-2", "LO-10"]);
    const headers = screen.getAllByRole("columnheader").map((header) => header.textContent);
    expect(headers).toEqual([
      "Serial No",
      "Product Type",
      "Color",
      "Size",
      "Customer",
      "Repairs",
      "Last Repair Date",
      // Each row's Transfer action (decision 066); the heading is for screen readers only.
      "Transfer",
    ]);
    expect(screen.getAllByRole("button", { name: "Transfer LO-1" }).length).toBeGreaterThan(0);
    const never = screen.getByRole("row", { name: /LO-1 Classic Belt/ });
    expect(within(never).getByText("No repairs yet")).toBeInTheDocument();
    const wallet = screen.getByRole("row", { name: /LO-2 / });
    const time = within(wallet).getByText((_, element) => element?.tagName === "TIME");
    expect(time).toHaveAttribute("datetime", "2025-02-10T09:15:00.000Z");
  });

  it("sorts by any header: the active one flips, another starts ascending", async () => {
    const { user } = renderProducts({ status: 200, body: { data: PRODUCTS } });
    await screen.findByRole("cell", { name: "Messenger Bag" });
    const serial = screen.getByRole("columnheader", { name: /Serial No/ });
    expect(serial).toHaveAttribute("aria-sort", "ascending");

    await user.click(within(serial).getByRole("button"));
    expect(serial).toHaveAttribute("aria-sort", "descending");
    expect(serials()).toEqual(["LO-10", "LO-2", "LO-1"]);

    const repairs = screen.getByRole("columnheader", { name: /Repairs/ });
    await user.click(within(repairs).getByRole("button"));
    expect(repairs).toHaveAttribute("aria-sort", "ascending");
    expect(serial).toHaveAttribute("aria-sort", "none");
    expect(serials()).toEqual(["LO-1", "LO-10", "LO-2"]);

    // Products never repaired stay last either way.
    const last = screen.getByRole("columnheader", { name: /Last Repair Date/ });
    await user.click(within(last).getByRole("button"));
    expect(serials()).toEqual(["LO-2", "LO-10", "LO-1"]);
    await user.click(within(last).getByRole("button"));
    expect(serials()).toEqual(["LO-10", "LO-2", "LO-1"]);
  });

  it("keeps its search and sort in the address, like every list", async () => {
    const answer = { status: 200, body: { data: PRODUCTS } };
    const { user, router } = renderProducts(answer, "/my-products?sort=repairs&dir=desc");
    await screen.findByRole("cell", { name: "Messenger Bag" });
    const repairs = screen.getByRole("columnheader", { name: /Repairs/ });
    expect(repairs).toHaveAttribute("aria-sort", "descending");
    expect(serials()).toEqual(["LO-2", "LO-10", "LO-1"]);

    await user.click(within(repairs).getByRole("button"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=repairs"));
    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "wallet");
    expect(serials()).toEqual(["LO-2"]);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("q")).toBe("wallet"),
    );
    expect(new URLSearchParams(router.state.location.search).get("sort")).toBe("repairs");
  });

  it("sorts through 'Sort by' and the order toggle on small screens", async () => {
    const { user } = renderProducts({ status: 200, body: { data: PRODUCTS } });
    await screen.findByRole("cell", { name: "Messenger Bag" });
    const cards = () =>
      within(screen.getByRole("list", { name: "My products" }))
        .getAllByRole("listitem")
        .map((card) => card.querySelector(".serial")?.textContent);
    expect(cards()).toEqual(["LO-1", "LO-2", "LO-10"]);

    await user.click(screen.getByRole("combobox", { name: "Sort by" }));
    await user.click(await screen.findByRole("option", { name: "Repairs" }));
    expect(cards()).toEqual(["LO-1", "LO-10", "LO-2"]);
    await user.click(screen.getByRole("button", { name: "Ascending" }));
    expect(cards()).toEqual(["LO-2", "LO-10", "LO-1"]);
    expect(screen.getByRole("button", { name: "Descending" })).toBeInTheDocument();
  });

  it("searches serial, type, colour, size and name without minding case", async () => {
    const { user } = renderProducts({ status: 200, body: { data: PRODUCTS } });
    await screen.findByRole("cell", { name: "Messenger Bag" });
    const search = screen.getByLabelText("Search products");

    await user.type(search, "OXBLOOD");
    expect(serials()).toEqual(["LO-10"]);
    await user.clear(search);
    await user.type(search, "standard");
    expect(serials()).toEqual(["LO-2"]);
    await user.clear(search);
    await user.type(search, "mokoena");
    expect(serials()).toHaveLength(3);

    await user.clear(search);
    await user.type(search, "saddle");
    expect(screen.getByText("No products found.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect(serials()).toHaveLength(3);
  });

  it("says so when there are no products, and when they cannot be loaded", async () => {
    const empty = renderProducts({ status: 200, body: { data: [] } });
    expect(await screen.findByText("No products found.")).toBeInTheDocument();
    empty.unmount();

    renderProducts({ status: 500, body: { error: "Boom" } });
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to fetch products");
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });

  it("invites a visitor to sign in", () => {
    renderPage(<MyProductsPage />, { path: "/my-products", user: null });
    expect(screen.getByText("Please sign in to view your products.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  });
});
