import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { recordingServer } from "../../../test/admin-list";
import { ADMIN, renderRoutes } from "../../../test/render";
import CreateCustomerPage from "./create-customer-page";

function server(options: { existing?: boolean; create?: { status: number; body?: unknown } }) {
  return recordingServer(({ url }, path) => {
    if (path === "/users/get-all-customers") {
      const idnumber = url.searchParams.get("idnumber") ?? "";
      return {
        status: 200,
        body: options.existing
          ? { data: [{ id: idnumber, name: "Someone", surname: "Else" }], total: 1 }
          : { data: [], total: 0 },
      };
    }
    if (path === "/users/create") {
      return (
        options.create ?? {
          status: 201,
          body: { message: "User created successfully", idnumber: "9001015009087" },
        }
      );
    }
    return { status: 500, body: { error: "unexpected call" } };
  });
}

function renderCreate() {
  return renderRoutes(
    [
      { path: "/admin/customers/create", element: <CreateCustomerPage /> },
      { path: "/admin/customers", element: <h1>Customer list</h1> },
    ],
    { path: "/admin/customers/create", user: ADMIN },
  );
}

const field = (name: string) => screen.getByRole("textbox", { name });

async function fillSouthAfrican(user: UserEvent, idnumber = "9001015009087") {
  await user.type(field("Name"), "Naledi");
  await user.type(field("Surname"), "Khumalo");
  await user.type(field("Email"), "Naledi@Example.com");
  await user.type(screen.getByRole("textbox", { name: "Contact Number" }), "082 000 1111");
  await user.type(field("Customer ID"), idnumber);
  await user.type(field("Street Address"), "3 Church Street");
  await user.type(field("City"), "Pretoria");
  await user.type(field("Province"), "Gauteng");
  await user.type(field("Postal Code"), "0002");
}

// Sonner keeps its toasts in a module-wide store: clear them so no test sees another's.
afterEach(() => {
  toast.dismiss();
});

describe("CreateCustomerPage", () => {
  it("shows a field's error only once it has been visited", async () => {
    server({});
    const { user } = renderCreate();
    expect(screen.queryByText("Name is required")).toBeNull();
    await user.click(field("Name"));
    await user.tab();
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.queryByText("Surname is required")).toBeNull();

    await user.type(field("Customer ID"), "12345");
    await user.tab();
    expect(await screen.findByText("South African ID must be 13 digits")).toBeInTheDocument();
    // Anyone else may have any ID, but then a country is needed.
    await user.click(screen.getByRole("checkbox", { name: "South African citizen" }));
    expect(screen.queryByText("South African ID must be 13 digits")).toBeNull();
    await user.click(field("Country"));
    await user.tab();
    expect(await screen.findByText("Country is required")).toBeInTheDocument();
  });

  it("asks to fix the errors when submitted incomplete", async () => {
    const calls = server({});
    const { user } = renderCreate();
    await user.click(screen.getByRole("button", { name: "Create Customer" }));
    expect(await screen.findByText("Please fix the errors")).toBeInTheDocument();
    expect(screen.getByText("Some required fields are missing or invalid.")).toBeInTheDocument();
    for (const message of [
      "Name is required",
      "Surname is required",
      "Email is required",
      "Contact number is required",
      "Customer ID is required",
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("checks the ID, confirms, creates and goes to the list with the customer highlighted", async () => {
    const calls = server({});
    const { user, router } = renderCreate();
    await fillSouthAfrican(user);
    await user.click(screen.getByRole("button", { name: "Create Customer" }));

    const confirm = await screen.findByRole("alertdialog", { name: "Create this customer?" });
    expect(within(confirm).getByText("Naledi Khumalo")).toBeInTheDocument();
    expect(within(confirm).getByText("South Africa")).toBeInTheDocument();
    const precheck = calls.find((call) => call.url.pathname.endsWith("/users/get-all-customers"));
    expect(precheck?.url.searchParams.get("idnumber")).toBe("9001015009087");
    expect(precheck?.url.searchParams.get("limit")).toBe("1");

    await user.click(within(confirm).getByRole("button", { name: "Confirm & Create" }));
    expect(await screen.findByText("Customer Created")).toBeInTheDocument();
    expect(await screen.findByRole("heading", { name: "Customer list" })).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ highlight: "9001015009087" });
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({
      idnumber: "9001015009087",
      name: "Naledi",
      surname: "Khumalo",
      cellphone: "082 000 1111",
      email: "naledi@example.com",
      password: "9001015009087",
      role: "customer",
      address: "3 Church Street",
      city: "Pretoria",
      province: "Gauteng",
      postalcode: 2,
      issouthafrican: 1,
      country: "South Africa",
    });
  });

  it("sends an international customer's own country", async () => {
    const calls = server({});
    const { user } = renderCreate();
    await user.click(screen.getByRole("checkbox", { name: "South African citizen" }));
    await user.type(field("Name"), "Jean");
    await user.type(field("Surname"), "Dupont");
    await user.type(field("Email"), "jean@example.fr");
    await user.type(screen.getByRole("textbox", { name: "Contact Number" }), "+33 6 00 00 00 00");
    await user.type(field("Customer ID"), "FR-12AB34");
    await user.type(field("Country"), "France");
    await user.click(screen.getByRole("button", { name: "Create Customer" }));
    await user.click(await screen.findByRole("button", { name: "Confirm & Create" }));
    expect(await screen.findByText("Customer Created")).toBeInTheDocument();
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      idnumber: "FR-12AB34",
      issouthafrican: 0,
      country: "France",
      postalcode: null,
    });
  });

  it("stops before creating when the pre-check finds the ID", async () => {
    const calls = server({ existing: true });
    const { user } = renderCreate();
    await fillSouthAfrican(user);
    await user.click(screen.getByRole("button", { name: "Create Customer" }));
    expect(await screen.findByText("Customer ID Already Exists")).toBeInTheDocument();
    expect(
      screen.getAllByText("A customer with this ID already exists. Please use a different ID.")
        .length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("treats the server's 'User already exists!' the same way", async () => {
    server({
      create: {
        status: 409,
        body: { error: "User already exists!", message: "User already exists!" },
      },
    });
    const { user } = renderCreate();
    await fillSouthAfrican(user);
    await user.click(screen.getByRole("button", { name: "Create Customer" }));
    await user.click(await screen.findByRole("button", { name: "Confirm & Create" }));
    expect(await screen.findByText("Customer ID Already Exists")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Create Customer" })).toBeInTheDocument();
  });

  it("shows any other failure as 'Error Creating Customer' with the server's message", async () => {
    server({
      create: {
        status: 409,
        body: {
          error: "A customer with this email already exists.",
          message: "A customer with this email already exists.",
        },
      },
    });
    const { user } = renderCreate();
    await fillSouthAfrican(user);
    await user.click(screen.getByRole("button", { name: "Create Customer" }));
    await user.click(await screen.findByRole("button", { name: "Confirm & Create" }));
    expect(await screen.findByText("Error Creating Customer")).toBeInTheDocument();
    expect(
      screen.getAllByText("A customer with this email already exists.").length,
    ).toBeGreaterThan(0);
    expect(field("Email")).toHaveAttribute("aria-invalid", "true");
  });

  it("falls back to a general message when the server gives none", async () => {
    server({ create: { status: 500 } });
    const { user } = renderCreate();
    await fillSouthAfrican(user);
    await user.click(screen.getByRole("button", { name: "Create Customer" }));
    await user.click(await screen.findByRole("button", { name: "Confirm & Create" }));
    expect(await screen.findByText("Error Creating Customer")).toBeInTheDocument();
    expect(screen.getByText("An unexpected error occurred. Please try again.")).toBeInTheDocument();
  });

  it("Cancel and Back both return to the customer list", async () => {
    server({});
    const { user, router } = renderCreate();
    await user.click(screen.getByRole("link", { name: "Cancel" }));
    expect(router.state.location.pathname).toBe("/admin/customers");
    await router.navigate("/admin/customers/create");
    await user.click(await screen.findByRole("link", { name: "Back to Customers" }));
    expect(router.state.location.pathname).toBe("/admin/customers");
  });
});
