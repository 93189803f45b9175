import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openAccountPage } from "../../../test/account-page";
import { accountServer } from "../../../test/account-server";
import { CUSTOMER } from "../../../test/render";

// The account page's 'Password' and 'Devices' sections against a fake server.

const RESET = `/users/reset-password/${CUSTOMER.idnumber}`;
const WRONG = "Your current password is not correct.";

async function openPage() {
  const view = await openAccountPage("Password");
  return { ...view, password: view.section };
}

describe("Password", () => {
  it("shows the rules as they are met, needs the current password, and saves with it", async () => {
    const server = accountServer();
    const { user, password } = await openPage();
    const rules = within(password).getByRole("list", { name: "Password requirements" });
    await user.type(within(password).getByLabelText("New password"), "Leather");
    const passed = () =>
      within(rules)
        .getAllByRole("listitem")
        .filter((item) => item.dataset.passed === "true")
        .map((item) => item.textContent);
    expect(passed()).toEqual(["Met: One uppercase letter", "Met: One lowercase letter"]);
    await user.type(within(password).getByLabelText("New password"), "#2025");
    expect(passed()).toHaveLength(5);

    await user.type(within(password).getByLabelText("Confirm new password"), "Leather#2025");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect(await within(password).findByText("Enter your current password.")).toBeInTheDocument();
    expect(server.callsTo("PUT", RESET)).toEqual([]);

    await user.type(within(password).getByLabelText("Current password"), "Saddle#Stitch1");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Password Updated")).toBeInTheDocument();
    expect(server.callsTo("PUT", RESET).map((call) => call.body)).toEqual([
      { password: "Leather#2025", passwordflag: 1, currentPassword: "Saddle#Stitch1" },
    ]);
    await waitFor(() => expect(within(password).getByLabelText("New password")).toHaveValue(""));
    expect(within(password).getByLabelText("Current password")).toHaveValue("");
  });

  it("puts a wrong current password under its field, and says when there were too many tries", async () => {
    let answers = [
      {
        status: 400,
        body: {
          error: WRONG,
          message: WRONG,
          issues: [{ path: "currentPassword", message: WRONG }],
        },
      },
      {
        status: 429,
        body: {
          error:
            "Too many failed sign-in attempts for this account. Please try again in 15 minutes.",
        },
      },
    ];
    accountServer({
      override: ({ method, url }) => {
        if (method !== "PUT" || !url.pathname.endsWith(RESET)) return undefined;
        const [next, ...rest] = answers;
        answers = rest;
        return next;
      },
    });
    const { user, password } = await openPage();
    await user.type(within(password).getByLabelText("Current password"), "Guess#1234");
    await user.type(within(password).getByLabelText("New password"), "Leather#2025");
    await user.type(within(password).getByLabelText("Confirm new password"), "Leather#2025");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect(await within(password).findByText(WRONG)).toBeInTheDocument();
    expect(within(password).getByLabelText("Current password")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect(
      await screen.findByText(
        "Too many failed sign-in attempts for this account. Please try again in 15 minutes.",
      ),
    ).toBeInTheDocument();
  });

  it("refuses the ID number as the new password before asking the server", async () => {
    const server = accountServer();
    const { user, password } = await openPage();
    await user.type(within(password).getByLabelText("Current password"), "Saddle#Stitch1");
    // The test customer's ID number passes no rule but length, so the rules are named too.
    await user.type(within(password).getByLabelText("New password"), CUSTOMER.idnumber);
    await user.type(within(password).getByLabelText("Confirm new password"), CUSTOMER.idnumber);
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect(
      await within(password).findByText("Your new password must not be your ID number."),
    ).toBeInTheDocument();
    expect(server.callsTo("PUT", RESET)).toEqual([]);
  });

  it("refuses the person's surname before asking the server", async () => {
    const server = accountServer();
    const { user, password } = await openPage();
    await user.type(within(password).getByLabelText("Current password"), "Saddle#Stitch1");
    await user.type(within(password).getByLabelText("New password"), "Mokoena#2025");
    await user.type(within(password).getByLabelText("Confirm new password"), "Mokoena#2025");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect(
      await within(password).findByText("Your password must not contain your surname."),
    ).toBeInTheDocument();
    expect(server.callsTo("PUT", RESET)).toEqual([]);
  });

  it("puts the server's refusal of a common password under the new password's field", async () => {
    const common =
      "This password is one of the most common passwords, perhaps with numbers or symbols added: choose one that is harder to guess.";
    accountServer({
      override: ({ method, url }) =>
        method === "PUT" && url.pathname.endsWith(RESET)
          ? {
              status: 400,
              body: {
                error: common,
                message: common,
                issues: [{ path: "password", message: common }],
              },
            }
          : undefined,
    });
    const { user, password } = await openPage();
    await user.type(within(password).getByLabelText("Current password"), "Saddle#Stitch1");
    await user.type(within(password).getByLabelText("New password"), "Password1!");
    await user.type(within(password).getByLabelText("Confirm new password"), "Password1!");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect(await within(password).findByText(common)).toBeInTheDocument();
    expect(within(password).getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
  });
});

describe("Devices", () => {
  it("signs out every other device and says so", async () => {
    const server = accountServer();
    const { user } = await openPage();
    const devices = screen.getByRole("region", { name: "Devices" });
    await user.click(within(devices).getByRole("button", { name: "End all others" }));
    expect(await within(devices).findByRole("status")).toHaveTextContent(
      "You have been signed out everywhere else.",
    );
    expect(server.callsTo("POST", "/account/sessions/end-others")).toHaveLength(1);
  });
});
