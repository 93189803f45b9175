import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openAccountPage } from "../../../test/account-page";
import { accountServer } from "../../../test/account-server";
import { CUSTOMER } from "../../../test/render";

// The account page's 'Your details' and 'E-mail' sections against a fake server.

const openPage = () => openAccountPage("Your details");

describe("Your details", () => {
  it("edits name, phone and address with the customer rules of requirements §5, saves and shows them", async () => {
    const server = accountServer();
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: "Edit your details" }));
    const form = screen.getByRole("form", { name: "Your details" });
    // A South African's country is South Africa, shown and not editable.
    expect(within(form).getByLabelText("Country")).toHaveAttribute("readonly");

    await user.clear(within(form).getByLabelText(/^Name/));
    await user.clear(within(form).getByLabelText(/^Surname/));
    await user.type(within(form).getByLabelText(/^Surname/), "Dlamini");
    await user.clear(within(form).getByLabelText("Postal code"));
    await user.type(within(form).getByLabelText("Postal code"), "80A");
    await user.click(within(form).getByRole("button", { name: "Save details" }));
    expect(await within(form).findByText("Name is required")).toBeInTheDocument();
    expect(within(form).getByText("Postal code must be a number")).toBeInTheDocument();
    expect(server.callsTo("PUT", "/account")).toEqual([]);

    await user.type(within(form).getByLabelText(/^Name/), "Thandiwe");
    await user.clear(within(form).getByLabelText("Postal code"));
    await user.type(within(form).getByLabelText("Postal code"), "0002");
    await user.clear(within(form).getByLabelText("Contact number"));
    await user.click(within(form).getByRole("button", { name: "Save details" }));
    expect(await screen.findByText("Your details have been saved.")).toBeInTheDocument();
    expect(server.callsTo("PUT", "/account").map((call) => call.body)).toEqual([
      {
        name: "Thandiwe",
        surname: "Dlamini",
        email: CUSTOMER.email,
        cellphone: "",
        address: "12 Long Street",
        city: "Cape Town",
        province: "Western Cape",
        postalcode: 2,
        country: "South Africa",
      },
    ]);
    const details = screen.getByRole("region", { name: "Your details" });
    expect(await within(details).findByText("Thandiwe Dlamini")).toBeInTheDocument();
    expect(within(details).getByText("Not given")).toBeInTheDocument();
    // The header's greeting is read again from the server.
    await waitFor(() => expect(server.callsTo("GET", "/users/me").length).toBeGreaterThan(0));
    await waitFor(() =>
      expect(within(details).getByRole("button", { name: "Edit your details" })).toHaveFocus(),
    );
  });

  it("asks someone who is not South African for a country; Cancel leaves everything as it was", async () => {
    const server = accountServer({ details: { issouthafrican: false, country: "Namibia" } });
    const { user } = await openPage();
    await user.click(screen.getByRole("button", { name: "Edit your details" }));
    const form = screen.getByRole("form", { name: "Your details" });
    await user.clear(within(form).getByLabelText(/^Country/));
    await user.click(within(form).getByRole("button", { name: "Save details" }));
    expect(await within(form).findByText("Country is required")).toBeInTheDocument();
    await user.click(within(form).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("form", { name: "Your details" })).not.toBeInTheDocument();
    expect(server.callsTo("PUT", "/account")).toEqual([]);
  });
});

describe("E-mail", () => {
  it("asks for a new address, shows it as waiting for confirmation, and cancels the change", async () => {
    const server = accountServer();
    const { user } = await openPage();
    const email = screen.getByRole("region", { name: "E-mail" });
    const field = within(email).getByLabelText("New e-mail address");
    const submit = within(email).getByRole("button", { name: "Change e-mail" });

    await user.type(field, CUSTOMER.email.toUpperCase());
    await user.click(submit);
    expect(
      await within(email).findByText("This is already the address you sign in with."),
    ).toBeInTheDocument();
    expect(server.callsTo("PUT", "/account")).toEqual([]);

    await user.clear(field);
    await user.type(field, "thandi@new.example");
    await user.click(submit);
    expect(await within(email).findByText("Enter your current password.")).toBeInTheDocument();
    expect(server.callsTo("PUT", "/account")).toEqual([]);
    await user.type(within(email).getByLabelText("Current password"), "Saddle#Stitch1");
    await user.click(submit);
    expect(
      await screen.findByText(
        "We have sent a link to thandi@new.example. Open it within 24 hours to start signing in with that address.",
      ),
    ).toBeInTheDocument();
    expect(server.callsTo("PUT", "/account").map((call) => call.body)).toMatchObject([
      {
        email: "thandi@new.example",
        currentPassword: "Saddle#Stitch1",
        name: "Thandi",
        country: "South Africa",
      },
    ]);
    expect(within(email).getByText("thandi@new.example")).toBeInTheDocument();
    expect(within(email).getByText(/Waiting for confirmation/)).toBeInTheDocument();
    // The address in use stays until the link is opened.
    expect(within(email).getByText(CUSTOMER.email)).toBeInTheDocument();
    expect(field).toHaveValue("");

    await user.click(within(email).getByRole("button", { name: "Send the link again" }));
    await waitFor(() => expect(server.callsTo("PUT", "/account")).toHaveLength(2));
    expect(server.callsTo("PUT", "/account")[1]?.body).toMatchObject({
      email: "thandi@new.example",
    });

    await user.click(within(email).getByRole("button", { name: "Cancel the change" }));
    expect(
      await screen.findByText("The change of your e-mail address is cancelled."),
    ).toBeInTheDocument();
    expect(server.callsTo("DELETE", "/account/pending-email")).toHaveLength(1);
    expect(within(email).queryByText(/Waiting for confirmation/)).not.toBeInTheDocument();
  });

  it("puts the server's refusal of a taken address under the field", async () => {
    const taken = "A customer with this email already exists.";
    accountServer({
      override: ({ method, url }) =>
        method === "PUT" && url.pathname.endsWith("/account")
          ? {
              status: 409,
              body: { error: taken, message: taken, issues: [{ path: "email", message: taken }] },
            }
          : undefined,
    });
    const { user } = await openPage();
    const email = screen.getByRole("region", { name: "E-mail" });
    await user.type(within(email).getByLabelText("New e-mail address"), "someone@example.com");
    await user.type(within(email).getByLabelText("Current password"), "Saddle#Stitch1");
    await user.click(within(email).getByRole("button", { name: "Change e-mail" }));
    expect(await within(email).findByText(taken)).toBeInTheDocument();
    expect(within(email).getByLabelText("New e-mail address")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  });
});
