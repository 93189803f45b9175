import { screen, waitFor, within } from "@testing-library/react";
import { useLocation } from "react-router";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { chooseOption } from "../../../test/choose-option";
import { recordingServer, type Answer } from "../../../test/admin-list";
import { ADMIN, renderRoutes } from "../../../test/render";
import CreateProductPage from "./create-product-page";
import { findToast } from "../../../test/find-toast";

const TYPES = [
  { producttypeid: 1, name: "Classic Belt" },
  { producttypeid: 13, name: "Custom" },
];
const BELT = {
  colors: [
    { colourid: 1, name: "Dark Brown" },
    { colourid: 2, name: "Tan" },
  ],
  sizes: ["28", "30", "32", "34", "36", "38", "40", "42", "44", "46"].map((name, index) => ({
    sizeid: index + 1,
    name,
  })),
};
const CUSTOMERS = [
  { idnumber: "8001015009087", name: "Thandi", surname: "Mokoena" },
  { idnumber: "P1234567", name: "Jean", surname: "Dupont" },
];

function server(
  options: {
    types?: Answer;
    customers?: Answer;
    attributes?: Answer;
    create?: (body: unknown) => Answer;
  } = {},
) {
  return recordingServer(({ url, method, body }, path) => {
    if (path === "/products/product-types") {
      return options.types ?? { status: 200, body: { data: TYPES } };
    }
    if (path.startsWith("/products/product-attributes/")) {
      return options.attributes ?? { status: 200, body: BELT };
    }
    if (path === "/users/customers-for-products") {
      if (options.customers) return options.customers;
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      const data = CUSTOMERS.filter((c) =>
        `${c.idnumber} ${c.name} ${c.surname}`.toLowerCase().includes(q),
      );
      return { status: 200, body: { data } };
    }
    if (path === "/products/create" && method === "POST") {
      return (
        options.create?.(body) ?? {
          status: 201,
          body: {
            message: "Product created successfully",
            id: (body as { serialno: string }).serialno,
          },
        }
      );
    }
    return { status: 500, body: { error: "unexpected call" } };
  });
}

function ProductsStub() {
  const location = useLocation();
  return <h1>Products list {JSON.stringify(location.state)}</h1>;
}

function renderCreate() {
  return renderRoutes(
    [
      { path: "/admin/products/create", element: <CreateProductPage /> },
      { path: "/admin/products", element: <ProductsStub /> },
    ],
    { path: "/admin/products/create", user: ADMIN },
  );
}

afterEach(() => {
  toast.dismiss();
});

// Whole user journeys through Radix selects take a few seconds on a busy machine.

/** A message that may take the query's retries to appear. */
const findSlowly = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

describe("CreateProductPage", { timeout: 20_000 }, () => {
  it("names every missing field and sends nothing", async () => {
    const calls = server();
    const { user } = renderCreate();
    await user.click(await screen.findByRole("button", { name: "Create Product" }));
    expect(await screen.findByText("Serial Number is required")).toBeVisible();
    expect(screen.getByText("Product Type is required")).toBeVisible();
    expect(screen.getByText("Please select at least one client")).toBeVisible();

    await user.type(screen.getByRole("textbox", { name: "Serial Number" }), "LO-1");
    await chooseOption(user, "Product Type", "Classic Belt");
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(await screen.findByText("Please select a color")).toBeVisible();
    expect(screen.getByText("Please select a size")).toBeVisible();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("creates a belt for a customer, then shows it highlighted in the list", async () => {
    const calls = server();
    const { user } = renderCreate();
    await user.type(await screen.findByRole("textbox", { name: "Serial Number" }), "  LO-B-7  ");
    await chooseOption(user, "Product Type", "Classic Belt");
    await chooseOption(user, "Colour", "Tan");
    await user.click(screen.getByRole("combobox", { name: "Size" }));
    const sizes = await screen.findAllByRole("option");
    expect(sizes.map((option) => option.textContent)).toEqual(BELT.sizes.map((s) => s.name));
    await user.click(screen.getByRole("option", { name: "36" }));

    const client = screen.getByRole("combobox", { name: "Client" });
    await user.type(client, "dupont");
    const listbox = await screen.findByRole("listbox", { name: "Customers" });
    await waitFor(() => expect(within(listbox).getAllByRole("option")).toHaveLength(1));
    await user.click(within(listbox).getByRole("option", { name: "P1234567 - Jean Dupont" }));
    expect(client).toHaveValue("P1234567 - Jean Dupont");

    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(await findToast("Product Created")).toBeVisible();
    expect(
      await screen.findByRole("heading", { name: 'Products list {"highlight":"LO-B-7"}' }),
    ).toBeVisible();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      serialno: "LO-B-7",
      producttypeid: 1,
      colourid: 2,
      sizeid: 5,
      customerid: "P1234567",
      customcolour: null,
      customsize: null,
      description: null,
    });
  });

  it("chooses a customer with the keyboard", async () => {
    server();
    const { user } = renderCreate();
    const client = await screen.findByRole("combobox", { name: "Client" });
    await user.click(client);
    await screen.findByRole("option", { name: "8001015009087 - Thandi Mokoena" });
    await user.keyboard("{ArrowDown}{Enter}");
    expect(client).toHaveValue("P1234567 - Jean Dupont");
    await user.click(screen.getByRole("button", { name: "Clear client" }));
    expect(client).toHaveValue("");
  });

  it("asks a Custom piece for its own colour, size and description", async () => {
    const calls = server();
    const { user } = renderCreate();
    await user.type(await screen.findByRole("textbox", { name: "Serial Number" }), "LO-C-1");
    await chooseOption(user, "Product Type", "Custom");
    expect(screen.queryByRole("combobox", { name: "Colour" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    expect(await screen.findByText("Custom colour is required")).toBeVisible();
    expect(screen.getByText("Custom size is required")).toBeVisible();
    expect(screen.getByText("Description is required")).toBeVisible();

    await user.type(screen.getByRole("textbox", { name: "Custom Colour" }), "Forest Green");
    await user.type(screen.getByRole("textbox", { name: "Custom Size" }), "Made to measure");
    await user.type(screen.getByRole("textbox", { name: "Description" }), "A rifle sling");
    await chooseOption(user, "Client", /Thandi Mokoena/);
    await user.click(screen.getByRole("button", { name: "Create Product" }));
    await screen.findByText("Product Created");
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      serialno: "LO-C-1",
      producttypeid: 13,
      colourid: null,
      sizeid: null,
      customerid: "8001015009087",
      customcolour: "Forest Green",
      customsize: "Made to measure",
      description: "A rifle sling",
    });
    // Custom types never ask the server for catalogue colours and sizes.
    expect(calls.some((call) => call.url.pathname.includes("product-attributes"))).toBe(false);
  });

  it("says 'Product Already Exists' for a serial number in use and stays on the form", async () => {
    server({
      create: () => ({
        status: 409,
        body: { error: "Product already exists!", message: "Product already exists!" },
      }),
    });
    const { user } = renderCreate();
    await user.type(await screen.findByRole("textbox", { name: "Serial Number" }), "LO-1");
    await chooseOption(user, "Product Type", "Classic Belt");
    await chooseOption(user, "Colour", "Tan");
    await chooseOption(user, "Size", "28");
    await chooseOption(user, "Client", /Thandi/);
    await user.click(screen.getByRole("button", { name: "Create Product" }));

    expect(await findToast("Product Already Exists")).toBeVisible();
    expect(
      screen.getByText(
        "A product with this serial number already exists. Please use a different serial number.",
      ),
    ).toBeVisible();
    expect(screen.getByRole("heading", { name: "Create Product" })).toBeVisible();
  });

  it("says 'Failed to load required data. Please try again.' when types cannot load", async () => {
    server({ types: { status: 500 } });
    renderCreate();
    expect(await findSlowly("Failed to load required data. Please try again.")).toBeVisible();
    expect(screen.queryByRole("button", { name: "Create Product" })).not.toBeInTheDocument();
  });

  it("says the same when customers cannot load", async () => {
    server({ customers: { status: 500 } });
    renderCreate();
    expect(await findSlowly("Failed to load required data. Please try again.")).toBeVisible();
  });

  it("says 'Failed to load product attributes. Please try again.' for a type's choices", async () => {
    server({ attributes: { status: 500 } });
    const { user } = renderCreate();
    await user.click(await screen.findByRole("combobox", { name: "Product Type" }));
    await user.click(await screen.findByRole("option", { name: "Classic Belt" }));
    expect(await findSlowly("Failed to load product attributes. Please try again.")).toBeVisible();
  });
});
