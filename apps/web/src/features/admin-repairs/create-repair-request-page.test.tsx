import type { CustomerPickerItem, NoRepairProductRecord } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { chooseOption } from "../../../test/choose-option";
import { asSent, recordRequests } from "../../../test/recording-server";
import { ADMIN, renderPage } from "../../../test/render";
import AdminCreateRepairRequestPage from "./create-repair-request-page";

const CUSTOMERS: CustomerPickerItem[] = [
  { idnumber: "8001015009087", name: "Thandi", surname: "Mokoena" },
  { idnumber: "9202204800081", name: "Johan", surname: "Botha" },
];

const PRODUCTS: NoRepairProductRecord[] = [
  {
    serialno: "WAL-001",
    productTypeName: "Bifold Wallet",
    colourName: "Dark Brown",
    sizeName: "Standard",
  },
  {
    serialno: "BLT-002",
    productTypeName: "Classic Belt",
    colourName: "Dark Brown",
    sizeName: "34",
  },
];

function fakeApi(
  options: {
    products?: () => { status: number; body?: unknown };
    onCreate?: (body: unknown) => { status: number; body?: unknown };
  } = {},
) {
  const { calls } = recordRequests(({ url: parsed, body }) => {
    if (parsed.pathname.endsWith("/users/me")) return { status: 200, body: ADMIN };
    if (parsed.pathname.endsWith("/users/customers-for-products")) {
      const q = (parsed.searchParams.get("q") ?? "").toLowerCase();
      const data = CUSTOMERS.filter(
        (customer) =>
          customer.idnumber.includes(q) ||
          `${customer.name} ${customer.surname}`.toLowerCase().includes(q),
      );
      return { status: 200, body: { data } };
    }
    if (parsed.pathname.includes("/products/no-repair-products-for-customer/")) {
      return options.products?.() ?? { status: 200, body: { data: PRODUCTS } };
    }
    if (parsed.pathname.endsWith("/repairs/create") && options.onCreate) {
      return options.onCreate(body);
    }
    return { status: 404, body: { error: "Not here" } };
  }, asSent);
  return calls;
}

function renderCreatePage() {
  return renderPage(<AdminCreateRepairRequestPage />, {
    path: "/admin/repairs/create",
    user: ADMIN,
  });
}

async function chooseCustomer(user: ReturnType<typeof renderCreatePage>["user"], search: string) {
  const picker = screen.getByRole("combobox", { name: "Customer *" });
  await user.type(picker, search);
  const option = await screen.findByRole("option", { name: /Thandi Mokoena/ });
  await user.click(option);
}

/** For Thandi, asks for a repair of her belt BLT-002 at `location`, and submits step 1. */
async function submitBelt(
  user: ReturnType<typeof renderCreatePage>["user"],
  location: string,
  problem: string,
) {
  await chooseCustomer(user, "thandi");
  await user.type(await screen.findByLabelText("Current Location Of Product *"), location);
  await chooseOption(user, "Product *", /BLT-002/);
  await user.type(screen.getByLabelText("Problem Description *"), problem);
  await user.click(screen.getByRole("button", { name: "Submit Request" }));
}

describe("Create Repair Request (admin)", () => {
  it("asks for a customer before anything else", async () => {
    const calls = fakeApi();
    const { user } = renderCreatePage();
    expect(screen.getByRole("combobox", { name: "Customer *" })).toHaveAttribute(
      "placeholder",
      "Search and select customer",
    );
    expect(screen.queryByLabelText("Current Location Of Product *")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByText("Please select a customer.")).toBeInTheDocument();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    expect(screen.getByRole("link", { name: /Back to Repair Requests/ })).toHaveAttribute(
      "href",
      "/admin/requests",
    );
  });

  it("finds customers by name or ID number and lists them as 'id - name'", async () => {
    const calls = fakeApi();
    const { user } = renderCreatePage();
    const picker = screen.getByRole("combobox", { name: "Customer *" });
    await user.type(picker, "9202");
    expect(
      await screen.findByRole("option", { name: "9202204800081 - Johan Botha" }),
    ).toBeVisible();
    await waitFor(() =>
      expect(calls.some((call) => call.url.includes("customers-for-products?q=9202"))).toBe(true),
    );
    expect(screen.queryByRole("option", { name: /Thandi/ })).not.toBeInTheDocument();

    // Keyboard: arrow to the option and pick it with Enter.
    await user.keyboard("{ArrowDown}{Enter}");
    expect(picker).toHaveValue("9202204800081 - Johan Botha");
    expect(await screen.findByLabelText("Current Location Of Product *")).toBeInTheDocument();
  });

  it("offers only the customer's products without an open repair, each once", async () => {
    fakeApi();
    const { user } = renderCreatePage();
    await chooseCustomer(user, "thandi");

    await user.click(await screen.findByRole("combobox", { name: "Product *" }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "WAL-001 - Bifold Wallet - Dark Brown - Standard",
      "BLT-002 - Classic Belt - Dark Brown - 34",
    ]);
    await user.click(screen.getByRole("option", { name: /WAL-001/ }));
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    const pickers = screen.getAllByRole("combobox", { name: "Product *" });
    expect(pickers).toHaveLength(2);
    await user.click(pickers[1]!);
    const second = await screen.findAllByRole("option");
    expect(second.map((option) => option.textContent)).toEqual([
      "BLT-002 - Classic Belt - Dark Brown - 34",
    ]);
    await user.keyboard("{Escape}");
    // With every product in a block there is nothing more to add.
    expect(screen.queryByRole("button", { name: "Add Product" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Remove Product" })).toHaveLength(2);

    // Clearing the customer starts the blocks again.
    await user.click(screen.getByRole("button", { name: "Clear customer" }));
    expect(screen.queryByRole("combobox", { name: "Product *" })).not.toBeInTheDocument();
    await chooseCustomer(user, "thandi");
    expect(await screen.findAllByRole("combobox", { name: "Product *" })).toHaveLength(1);
    expect(screen.getByRole("combobox", { name: "Product *" })).toHaveTextContent(
      "Select a product",
    );
  });

  it("shows the form's messages under the fields", async () => {
    fakeApi();
    const { user } = renderCreatePage();
    await chooseCustomer(user, "thandi");
    await screen.findByRole("combobox", { name: "Product *" });
    await user.type(screen.getByLabelText("Current Location Of Product *"), "   ");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));

    expect(await screen.findByText("Please enter a location.")).toBeInTheDocument();
    expect(screen.getByText("Please select at least one product.")).toBeInTheDocument();
    expect(screen.getByText("All problem descriptions are required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Problem Description *")).toHaveAttribute("aria-invalid", "true");
    expect(screen.queryByText("Confirm Repair Request")).not.toBeInTheDocument();
  });

  it("takes each message away as soon as its fault is fixed", async () => {
    const calls = fakeApi();
    const { user } = renderCreatePage();
    await chooseCustomer(user, "thandi");
    const picker = await screen.findByRole("combobox", { name: "Product *" });
    await user.type(screen.getByLabelText("Current Location Of Product *"), "Shop");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));

    expect(await screen.findByText("Please select at least one product.")).toBeInTheDocument();
    expect(picker).toHaveAccessibleDescription("Please select at least one product.");
    expect(screen.getByLabelText("Problem Description *")).toHaveAccessibleDescription(
      "All problem descriptions are required.",
    );
    expect(screen.getAllByText("All problem descriptions are required.")).toHaveLength(1);

    await user.click(picker);
    await user.click(await screen.findByRole("option", { name: /WAL-001/ }));
    expect(screen.queryByText("Please select at least one product.")).not.toBeInTheDocument();
    expect(picker).not.toHaveAttribute("aria-invalid");
    expect(screen.getByText("All problem descriptions are required.")).toBeInTheDocument();

    // A second block left blank keeps the message under its own description only.
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await user.click(screen.getAllByRole("combobox", { name: "Product *" })[1]!);
    await user.click(await screen.findByRole("option", { name: /BLT-002/ }));
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    const second = screen.getByRole("listitem", { name: "Product 2" });
    expect(
      await within(second).findByText("All problem descriptions are required."),
    ).toBeInTheDocument();
    expect(screen.getAllByText("All problem descriptions are required.")).toHaveLength(2);

    const [firstProblem, secondProblem] = screen.getAllByLabelText("Problem Description *");
    await user.type(firstProblem!, "Stitching undone");
    expect(screen.getAllByText("All problem descriptions are required.")).toHaveLength(1);
    expect(within(second).getByText("All problem descriptions are required.")).toBeInTheDocument();
    await user.type(secondProblem!, "Buckle loose");
    expect(screen.queryByText("All problem descriptions are required.")).not.toBeInTheDocument();
    expect(secondProblem).not.toHaveAttribute("aria-invalid");
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });

  it("confirms with the customer, creates the request and offers the way back", async () => {
    const calls = fakeApi({
      onCreate: () => ({
        status: 201,
        body: { repairid: 314, message: "Repair request created successfully" },
      }),
    });
    const { user } = renderCreatePage();
    await submitBelt(user, "  Cape Town shop  ", " Buckle loose ");

    const confirm = await screen.findByRole("region", { name: "Confirm Repair Request" });
    expect(within(confirm).getByText("8001015009087 - Thandi Mokoena")).toBeInTheDocument();
    expect(within(confirm).getByText("Cape Town shop")).toBeInTheDocument();
    expect(within(confirm).getByText("Classic Belt")).toBeInTheDocument();
    expect(within(confirm).getByText("BLT-002")).toBeInTheDocument();
    expect(within(confirm).getByText("Buckle loose")).toBeInTheDocument();
    await user.click(within(confirm).getByRole("button", { name: "Confirm & Create" }));

    expect(
      await screen.findByRole("heading", { name: "Repair Request Successfully Created" }),
    ).toBeInTheDocument();
    expect(screen.getByText("314")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Request" })).toHaveAttribute(
      "href",
      "/admin/requests?highlight=314",
    );
    expect(screen.getByRole("link", { name: "Back to List" })).toHaveAttribute(
      "href",
      "/admin/requests",
    );
    expect(screen.getByText("Repair request created successfully")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      customeridnumber: "8001015009087",
      current_location: "Cape Town shop",
      status: "Pending",
      repairlines: [{ serialno: "BLT-002", problemdescription: "Buckle loose", state: "pending" }],
    });
  });

  it("stays on the confirmation when the server refuses", async () => {
    fakeApi({
      onCreate: () => ({
        status: 400,
        body: {
          error: "Product BLT-002 is already in an open repair request.",
          issues: [
            {
              path: "repairlines.0.serialno",
              message: "Product BLT-002 is already in an open repair request.",
            },
          ],
        },
      }),
    });
    const { user } = renderCreatePage();
    await submitBelt(user, "Shop", "Buckle loose");
    await user.click(await screen.findByRole("button", { name: "Confirm & Create" }));

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(
      screen.getAllByText("Product BLT-002 is already in an open repair request.").length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole("region", { name: "Confirm Repair Request" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText("Current Location Of Product *")).toHaveValue("Shop");
  });

  it("says so when the customer's products cannot be loaded", async () => {
    fakeApi({ products: () => ({ status: 500, body: { error: "Database unavailable" } }) });
    const { user } = renderCreatePage();
    await chooseCustomer(user, "thandi");
    expect(await screen.findByText("Error fetching products")).toBeInTheDocument();
    expect(screen.getByText("Database unavailable")).toBeInTheDocument();
    expect(
      screen.getByText("This customer has no products without an open repair."),
    ).toBeInTheDocument();
  });
});
