import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { asSent, recordRequests } from "../../../test/recording-server";
import { CUSTOMER, renderRoutes } from "../../../test/render";
import CreateRepairRequestPage from "./create-repair-request-page";

const NO_REPAIR = [
  {
    serialno: "LO-BELT-1",
    productTypeName: "Classic Belt",
    colourName: "Dark Brown",
    sizeName: "34",
  },
  {
    serialno: "LO-WALLET-2",
    productTypeName: "Bifold Wallet",
    colourName: "Dark Brown",
    sizeName: "Standard",
  },
  { serialno: "LO-BAG-3", productTypeName: "Messenger Bag", colourName: "Tan", sizeName: null },
];

function shop(
  options: { products?: typeof NO_REPAIR; create?: { status: number; body: unknown } } = {},
) {
  return recordRequests(({ href: url }) => {
    if (url.includes("/products/no-repair-products-for-customer/")) {
      return { status: 200, body: { data: options.products ?? NO_REPAIR } };
    }
    if (url.endsWith("/repairs/create")) {
      return (
        options.create ?? {
          status: 201,
          body: { repairid: 42, message: "Repair request created successfully" },
        }
      );
    }
    if (url.includes("/repairs/get-customer-repairs/")) return { status: 200, body: [] };
    return { status: 404, body: { error: "Not found" } };
  }, asSent);
}

function renderCreate() {
  return renderRoutes(
    [
      { path: "/create-repair-request", element: <CreateRepairRequestPage /> },
      { path: "/repairs", element: <p>Repairs list</p> },
    ],
    { path: "/create-repair-request", user: CUSTOMER },
  );
}

/** requirements §2's '← Back to My Repairs': the arrow is in the visible text, not in the name. */
function expectBackToMyRepairs() {
  const link = screen.getByRole("link", { name: "Back to My Repairs" });
  expect(link).toHaveTextContent("← Back to My Repairs");
  expect(link).toHaveAttribute("href", "/repairs");
}

const block = (number: number) => screen.getByRole("group", { name: `Product ${number}` });

/**
 * Types the location, then (once the pieces have loaded) picks `piece` in the first block and
 * says what is wrong with it.
 */
async function fillFirst(
  user: ReturnType<typeof renderCreate>["user"],
  location: string,
  piece: RegExp,
  problem: string,
) {
  await user.type(screen.getByLabelText(/Current Location Of Product/), location);
  await waitFor(() =>
    expect(within(block(1)).getByRole("combobox", { name: /Product/ })).toBeEnabled(),
  );
  await choose(user, 1, piece);
  await user.type(within(block(1)).getByLabelText(/Problem Description/), problem);
}

async function choose(
  user: ReturnType<typeof renderCreate>["user"],
  number: number,
  label: RegExp,
) {
  await user.click(within(block(number)).getByRole("combobox", { name: /Product/ }));
  await user.click(await screen.findByRole("option", { name: label }));
}

describe("CreateRepairRequestPage", () => {
  it("shows the validation messages under the fields only after Submit", async () => {
    const { calls } = shop();
    const { user } = renderCreate();
    await screen.findByRole("heading", { name: "Create Repair Request", level: 1 });
    expect(screen.queryByText("Please enter a location.")).not.toBeInTheDocument();
    expectBackToMyRepairs();

    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    expect(await screen.findByText("Please enter a location.")).toBeInTheDocument();
    expect(screen.getByText("Please select at least one product.")).toBeInTheDocument();
    expect(screen.getByText("All problem descriptions are required.")).toBeInTheDocument();
    expect(screen.getByLabelText(/Current Location Of Product/)).toHaveAccessibleDescription(
      "Please enter a location.",
    );
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);

    // Fixing a field takes its message away.
    await choose(user, 1, /LO-BELT-1/);
    expect(screen.queryByText("Please select at least one product.")).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Current Location Of Product/), "Durban");
    expect(screen.queryByText("Please enter a location.")).not.toBeInTheDocument();
    expect(screen.getByText("All problem descriptions are required.")).toBeInTheDocument();
  });

  it("offers only unused products, with Add and Remove Product by the rules of requirements §2", async () => {
    shop({ products: NO_REPAIR.slice(0, 2) });
    const { user } = renderCreate();
    await waitFor(() =>
      expect(within(block(1)).getByRole("combobox", { name: /Product/ })).toBeEnabled(),
    );
    expect(screen.queryByRole("button", { name: /Remove Product/ })).not.toBeInTheDocument();

    await choose(user, 1, /LO-BELT-1/);
    await user.click(within(block(1)).getByRole("button", { name: "Add Product" }));
    // Two blocks for two products: no more adding; both blocks may be removed.
    expect(screen.queryByRole("button", { name: "Add Product" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: /Remove Product/ })).toHaveLength(2);

    await user.click(within(block(2)).getByRole("combobox", { name: /Product/ }));
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual([
      "Bifold Wallet, Dark Brown, Standard · LO-WALLET-2",
    ]);
    await user.keyboard("{Escape}");

    await user.click(within(block(2)).getByRole("button", { name: /Remove Product/ }));
    expect(screen.queryByRole("group", { name: "Product 2" })).not.toBeInTheDocument();
    expect(within(block(1)).getByRole("button", { name: "Add Product" })).toBeInTheDocument();
  });

  it("confirms, creates, resets and leads to the highlighted request", async () => {
    const { calls } = shop();
    const { user, router } = renderCreate();
    await fillFirst(user, "  At home, Durban ", /LO-WALLET-2/, "Stitching undone");
    await user.click(screen.getByRole("button", { name: "Add Product" }));
    await choose(user, 2, /LO-BAG-3/);
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    // A block without a description is caught before anything is sent.
    expect(
      await within(block(2)).findByText("All problem descriptions are required."),
    ).toBeInTheDocument();
    await user.type(within(block(2)).getByLabelText(/Problem Description/), "Strap torn");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));

    const confirm = await screen.findByRole("region", { name: "Confirm Repair Request" });
    expect(within(confirm).getByText("At home, Durban")).toBeInTheDocument();
    expect(within(confirm).getByText("Bifold Wallet")).toBeInTheDocument();
    expect(within(confirm).getByText("LO-BAG-3")).toBeInTheDocument();
    expect(within(confirm).getByText("Strap torn")).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(0);
    expectBackToMyRepairs();

    await user.click(within(confirm).getByRole("button", { name: "Confirm & Create" }));
    expect(await screen.findByRole("heading", { name: "Repair Request Created!" })).toHaveFocus();
    expect(screen.getByText("42")).toBeInTheDocument();
    expect(screen.getByText("Repair request created successfully")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to My Repairs" })).toHaveAttribute(
      "href",
      "/repairs?highlight=42",
    );
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      customeridnumber: CUSTOMER.idnumber,
      current_location: "At home, Durban",
      status: "Pending",
      repairlines: [
        { serialno: "LO-WALLET-2", problemdescription: "Stitching undone", state: "pending" },
        { serialno: "LO-BAG-3", problemdescription: "Strap torn", state: "pending" },
      ],
    });

    // What happens next: where the pieces go, and when the workshop is open.
    const next = screen.getByRole("region", { name: "What happens next" });
    expect(within(next).getByText("14 Tanner's Lane")).toBeInTheDocument();
    expect(within(next).getByText("Monday – Saturday")).toBeInTheDocument();
    // The OK of docs/requirements.md §2, and beside it the request's own page.
    expect(screen.getByRole("button", { name: "OK" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View Request" })).toHaveAttribute(
      "href",
      "/repairs/42",
    );
    await user.click(screen.getByRole("link", { name: "Back to My Repairs" }));
    expect(router.state.location.pathname).toBe("/repairs");
    expect(router.state.location.search).toBe("?highlight=42");
  });

  it("stays on the confirmation with the server's message when creation fails", async () => {
    shop({
      create: {
        status: 400,
        body: { error: "LO-BELT-1 is already in an open repair request." },
      },
    });
    const { user } = renderCreate();
    await fillFirst(user, "Workshop", /LO-BELT-1/, "Buckle loose");
    await user.click(screen.getByRole("button", { name: "Submit Request" }));
    await user.click(await screen.findByRole("button", { name: "Confirm & Create" }));

    expect(await screen.findByText("Error")).toBeInTheDocument();
    expect(screen.getByText("LO-BELT-1 is already in an open repair request.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Confirm Repair Request" })).toBeInTheDocument();

    // Cancel goes back to the form with everything still filled in.
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.getByLabelText(/Current Location Of Product/)).toHaveValue("Workshop");
    expect(within(block(1)).getByLabelText(/Problem Description/)).toHaveValue("Buckle loose");
  });

  it("invites a visitor to sign in", () => {
    renderRoutes([{ path: "*", element: <CreateRepairRequestPage /> }], {
      path: "/create-repair-request",
      user: null,
    });
    expect(screen.getByText("Please sign in to create a repair request.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
  });
});
