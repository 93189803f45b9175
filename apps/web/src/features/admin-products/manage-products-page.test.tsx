import type { AdminProductStatistics, ProductRecord } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { recordingServer, renderAdminPage, type Answer, type Call } from "../../../test/admin-list";
import ManageProductsPage from "./manage-products-page";
import { findToast } from "../../../test/find-toast";

function product(overrides: Partial<ProductRecord> = {}): ProductRecord {
  return {
    serialno: "LO-BELT-0001",
    producttypeid: 1,
    productTypeName: "Classic Belt",
    colourid: 1,
    colourName: "Dark Brown",
    sizeid: 4,
    sizeName: "34",
    customerid: "8001015009087",
    customerName: "Thandi Mokoena",
    createdon: "2025-01-15T10:00:00.000Z",
    repairs: 0,
    lastRepairDate: null,
    customcolour: null,
    customsize: null,
    description: null,
    ...overrides,
  };
}

const STATISTICS: AdminProductStatistics = {
  totalProducts: 100_000,
  customProducts: 120,
  productsWithRepairs: 5_000,
  productsWithOpenRepairs: 321,
  addedThisMonth: 42,
  mostPopularType: "Classic Belt",
  mostPopularColour: "Dark Brown",
  mostPopularSize: "Medium",
};

const TYPES = [
  { producttypeid: 1, name: "Classic Belt" },
  { producttypeid: 2, name: "Bifold Wallet" },
  { producttypeid: 13, name: "Custom" },
];
const COLOURS = [
  { colourid: 1, name: "Dark Brown" },
  { colourid: 2, name: "Tan" },
  { colourid: 4, name: "Black" },
];
const BELT = {
  colors: COLOURS,
  sizes: [
    { sizeid: 4, name: "34" },
    { sizeid: 5, name: "36" },
  ],
};
const WALLET = { colors: COLOURS, sizes: [{ sizeid: 16, name: "Standard" }] };

/** A fake API for this screen; every request is recorded with its parsed URL and body. */
function server(
  options: {
    list?: (params: URLSearchParams) => Answer;
    statistics?: Answer;
    attributes?: (id: string) => Answer;
    write?: (call: Call) => Answer;
  } = {},
) {
  return recordingServer((call, path) => {
    const { method, url } = call;
    if (path === "/products/statistics")
      return options.statistics ?? { status: 200, body: STATISTICS };
    if (path === "/products/product-types") return { status: 200, body: { data: TYPES } };
    if (path === "/products/product-attributes") {
      return { status: 200, body: { colors: COLOURS, sizes: [...BELT.sizes, ...WALLET.sizes] } };
    }
    const attributes = path.match(/^\/products\/product-attributes\/(\d+)$/);
    if (attributes?.[1]) {
      return (
        options.attributes?.(attributes[1]) ?? {
          status: 200,
          body: attributes[1] === "2" ? WALLET : BELT,
        }
      );
    }
    if (path === "/users/customers-for-products") {
      return {
        status: 200,
        body: { data: [{ idnumber: "8001015009087", name: "Thandi", surname: "Mokoena" }] },
      };
    }
    if (path === "/products/" && method === "GET") {
      return (
        options.list?.(url.searchParams) ?? {
          status: 200,
          body: { data: [product()], total: 1 },
        }
      );
    }
    return options.write?.(call) ?? { status: 500, body: { error: "unexpected call" } };
  });
}

const renderManage = (state?: unknown) =>
  renderAdminPage("/admin/products", <ManageProductsPage />, state);

/** Renders the page and opens the Edit dialog of the belt LO-BELT-0001. */
async function openEdit() {
  const { user } = renderManage();
  await user.click(await screen.findByRole("button", { name: "Edit LO-BELT-0001" }));
  return { user, dialog: await screen.findByRole("dialog", { name: "Edit Product" }) };
}

/** Once the belt's own colour (Dark Brown) has loaded, picks `colour` and saves the edit. */
async function saveColour(user: UserEvent, dialog: HTMLElement, colour: string) {
  await waitFor(() =>
    expect(within(dialog).getByRole("combobox", { name: "Colour" })).toHaveTextContent(
      "Dark Brown",
    ),
  );
  await user.click(within(dialog).getByRole("combobox", { name: "Colour" }));
  await user.click(await screen.findByRole("option", { name: colour }));
  await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
}

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.pathname.endsWith("/products/") && call.method === "GET");
const lastList = (calls: Call[]) => listCalls(calls).at(-1)?.url.searchParams;

afterEach(() => {
  toast.dismiss();
});

// Whole user journeys through Radix selects take a few seconds on a busy machine.

describe("ManageProductsPage", { timeout: 20_000 }, () => {
  it("shows the statistics and one row per product of the first page", async () => {
    const calls = server({
      list: () => ({
        status: 200,
        body: {
          data: [
            product({ repairs: 2, lastRepairDate: "2025-03-01T09:30:00.000Z" }),
            product({
              serialno: "LO-C-0002",
              producttypeid: 13,
              productTypeName: "Custom",
              colourid: null,
              colourName: "Forest Green",
              sizeid: null,
              sizeName: "One of a kind",
            }),
          ],
          total: 2,
        },
      }),
    });
    renderManage();

    expect(await screen.findByRole("heading", { name: "Manage Products" })).toBeVisible();
    const table = screen.getByRole("table", { name: "Products" });
    const row = (await within(table).findByText("LO-BELT-0001")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Classic Belt")).toBeVisible();
    expect(within(row).getByText("Thandi Mokoena")).toBeVisible();
    expect(within(row).getByText("2")).toBeVisible();
    const custom = within(table).getByText("LO-C-0002").closest("tr") as HTMLElement;
    expect(within(custom).getByText("Forest Green")).toBeVisible();
    expect(within(custom).getByText("No repairs yet")).toBeVisible();

    const cards = await screen.findByLabelText("Product statistics");
    expect(within(cards).getByText("Total Products").nextSibling).toHaveTextContent(/100.000/);
    expect(within(cards).getByText("In Repair Now").nextSibling).toHaveTextContent("321");
    expect(within(cards).getByText("Most Popular Size").nextSibling).toHaveTextContent("Medium");

    expect(Object.fromEntries(lastList(calls) ?? [])).toEqual({
      sort: "serialno",
      dir: "asc",
      limit: "25",
      offset: "0",
    });
    expect(screen.getByText("Showing 1–2 of 2")).toBeVisible();
  });

  it("asks the server for each sort; a second click on a header reverses it", async () => {
    const calls = server();
    const { user } = renderManage();
    await screen.findByText("LO-BELT-0001");

    await user.click(screen.getByRole("button", { name: "Product Type" }));
    await waitFor(() => expect(lastList(calls)?.get("sort")).toBe("producttypeid"));
    expect(lastList(calls)?.get("dir")).toBe("asc");
    expect(screen.getByRole("columnheader", { name: "Product Type" })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );

    await user.click(screen.getByRole("button", { name: "Product Type" }));
    await waitFor(() => expect(lastList(calls)?.get("dir")).toBe("desc"));

    await user.click(screen.getByRole("button", { name: "Last Repair Date" }));
    await waitFor(() => expect(lastList(calls)?.get("sort")).toBe("lastRepairDate"));
    expect(lastList(calls)?.get("dir")).toBe("asc");
  });

  it("searches once typing pauses, and filters by type", async () => {
    const calls = server();
    const { user } = renderManage();
    await screen.findByText("LO-BELT-0001");
    const before = listCalls(calls).length;

    await user.type(screen.getByRole("searchbox", { name: "Search products" }), "thandi");
    await waitFor(() => expect(lastList(calls)?.get("q")).toBe("thandi"));
    // One request for the whole word, not one per key.
    expect(listCalls(calls).length - before).toBe(1);

    await user.click(screen.getByRole("combobox", { name: "Product type" }));
    await user.click(await screen.findByRole("option", { name: "Bifold Wallet" }));
    await waitFor(() => expect(lastList(calls)?.get("producttypeid")).toBe("2"));
    expect(lastList(calls)?.get("q")).toBe("thandi");
  });

  it("pages on the server, 25 rows at a time", async () => {
    const calls = server({
      list: (params) => ({
        status: 200,
        body: {
          data: [product({ serialno: `S-${params.get("offset")}` })],
          total: 60,
        },
      }),
    });
    const { user } = renderManage();
    expect(await screen.findByText("Showing 1–25 of 60")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(lastList(calls)?.get("offset")).toBe("25"));
    expect(await screen.findByText("S-25")).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(await screen.findByText("Showing 51–60 of 60")).toBeVisible();
  });

  it("says so when nothing matches", async () => {
    server({ list: () => ({ status: 200, body: { data: [], total: 0 } }) });
    renderManage();
    expect(await screen.findByText("No products found.")).toBeVisible();
  });

  it("shows the failure message when the list cannot be fetched", async () => {
    server({ list: () => ({ status: 500, body: { error: "boom" } }) });
    renderManage();
    expect(
      await screen.findByText("Failed to fetch products. Please try again.", {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });

  it("marks the product named in the navigation state, newest first", async () => {
    const calls = server({
      list: () => ({
        status: 200,
        body: { data: [product({ serialno: "NEW-1" }), product()], total: 2 },
      }),
    });
    renderManage({ highlight: "NEW-1" });
    const row = (await screen.findByText("NEW-1")).closest("tr");
    await waitFor(() => expect(row).toHaveAttribute("aria-current", "true"));
    // On a busy machine the first answer can arrive before the highlight's sort is asked for.
    await waitFor(() => expect(lastList(calls)?.get("sort")).toBe("createdon"));
    expect(lastList(calls)?.get("dir")).toBe("desc");
  });
});

describe("the edit dialog", { timeout: 20_000 }, () => {
  it("changes the colour after a confirmation and says 'Product Updated'", async () => {
    const calls = server({
      write: (call) =>
        call.method === "PUT"
          ? { status: 200, body: { message: "Product updated successfully" } }
          : { status: 500 },
    });
    const { user, dialog } = await openEdit();
    const serial = within(dialog).getByRole("textbox", { name: "Serial Number" });
    expect(serial).toHaveValue("LO-BELT-0001");
    expect(serial).toHaveAttribute("readonly");
    expect(within(dialog).getByRole("combobox", { name: "Client" })).toHaveValue(
      "8001015009087 - Thandi Mokoena",
    );

    await saveColour(user, dialog, "Black");

    const confirm = await screen.findByRole("alertdialog", { name: "Confirm Product Update" });
    expect(within(confirm).getByText("Black")).toBeVisible();
    await user.click(within(confirm).getByRole("button", { name: "Confirm & Save" }));

    expect(await findToast("Product Updated")).toBeVisible();
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/lifetime-outfitter/products/LO-BELT-0001");
    expect(put?.body).toEqual({
      producttypeid: 1,
      colourid: 4,
      sizeid: 4,
      customerid: "8001015009087",
      customcolour: null,
      customsize: null,
      description: null,
    });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });

  it("loads the colours and sizes of a newly chosen type, keeping what still applies", async () => {
    const calls = server();
    const { user, dialog } = await openEdit();
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Size" })).toHaveTextContent("34"),
    );

    await user.click(within(dialog).getByRole("combobox", { name: "Product Type" }));
    await user.click(await screen.findByRole("option", { name: "Bifold Wallet" }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.url.pathname.endsWith("/products/product-attributes/2")),
      ).toBe(true),
    );
    // Wallets come in Dark Brown too, but not in size 34.
    await waitFor(() =>
      expect(within(dialog).getByRole("combobox", { name: "Size" })).toHaveTextContent(
        "Select a size",
      ),
    );
    expect(within(dialog).getByRole("combobox", { name: "Colour" })).toHaveTextContent(
      "Dark Brown",
    );
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText("Please select a size")).toBeVisible();
  });

  it("says when a new type's colours and sizes cannot be loaded", async () => {
    server({ attributes: (id) => (id === "2" ? { status: 500 } : { status: 200, body: BELT }) });
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole("combobox", { name: "Product Type" }));
    await user.click(await screen.findByRole("option", { name: "Bifold Wallet" }));
    expect(
      await within(dialog).findByText(
        "Failed to load product attributes. Please try again.",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
  });

  it("says when the product's own details cannot be loaded for editing", async () => {
    server({ attributes: () => ({ status: 500 }) });
    const { dialog } = await openEdit();
    expect(
      await within(dialog).findByText(
        "Failed to load data for editing. Please try again.",
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole("button", { name: "Save Changes" })).toBeDisabled();
  });

  it("shows the server's message when the update fails", async () => {
    server({
      write: () => ({
        status: 400,
        body: {
          error: "The selected client is not an existing customer.",
          message: "The selected client is not an existing customer.",
          issues: [
            { path: "customerid", message: "The selected client is not an existing customer." },
          ],
        },
      }),
    });
    const { user, dialog } = await openEdit();
    await saveColour(user, dialog, "Tan");
    const confirm = await screen.findByRole("alertdialog");
    await user.click(within(confirm).getByRole("button", { name: "Confirm & Save" }));
    expect(
      await within(dialog).findByText("The selected client is not an existing customer.", {
        selector: "p",
      }),
    ).toBeVisible();
    expect(screen.getByRole("dialog", { name: "Edit Product" })).toBeVisible();
  });

  it("chooses products with their checkboxes and links 'Print labels' to their PDF sheet", async () => {
    server({
      list: () => ({
        status: 200,
        body: { data: [product(), product({ serialno: "LO-BELT-0002" })], total: 2 },
      }),
    });
    const { user } = renderManage();
    expect(
      await screen.findByText("Choose products with their checkboxes to print their QR labels."),
    ).toBeVisible();
    await user.click(
      await screen.findByRole("checkbox", { name: "Choose LO-BELT-0002 for labels" }),
    );
    expect(screen.getByText("1 product chosen")).toBeVisible();
    expect(screen.getByRole("link", { name: "Print labels" })).toHaveAttribute(
      "href",
      "/lifetime-outfitter/items/labels.pdf?serialno=LO-BELT-0002",
    );
    await user.click(
      screen.getByRole("checkbox", { name: "Choose every product on this page for labels" }),
    );
    expect(screen.getByText("2 products chosen")).toBeVisible();
    expect(screen.getByRole("link", { name: "LO-BELT-0001" })).toHaveAttribute(
      "href",
      "/items/LO-BELT-0001",
    );
    await user.click(screen.getByRole("button", { name: "Clear choice" }));
    expect(screen.queryByRole("link", { name: "Print labels" })).toBeNull();
  });
});
