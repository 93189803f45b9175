import { TRANSFER_MESSAGES, type TransferLinkView } from "@lo/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { appRoutes, LINK_TOKEN as TOKEN, visitApp } from "../../../test/app-routes";
import { recordRequests, type RecordedCall } from "../../../test/recording-server";
import { fakeServer, renderRoutes } from "../../../test/render";

const NOT_LIVE =
  "This transfer link no longer works: it has expired, was cancelled, or was already used.";

const view = (accountExists: boolean): TransferLinkView => ({
  productType: "Classic Belt",
  color: "Dark Brown",
  size: "M",
  serialNumber: "LO-BELT-1",
  email: "gift@example.test",
  accountExists,
  expiresAt: "2027-03-28T08:30:00.000Z",
});

const USER = {
  idnumber: "8001015009087",
  email: "someone.else@example.test",
  name: "Ayanda",
  surname: "Else",
  role: "customer" as const,
  passwordflag: 1 as const,
  secondFactor: "none" as const,
};

function visit(answer: { status: number; body?: unknown }, user: typeof USER | null = null) {
  return visitApp(`/transfer/${TOKEN}`, answer, user).fetchMock;
}

describe("the transfer page /transfer/{token}", () => {
  it("shows the piece and asks a visitor with an account to sign in and come back", async () => {
    visit({ status: 200, body: view(true) });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      "A piece is waiting for you",
    );
    expect(screen.getByText("LO-BELT-1")).toBeInTheDocument();
    expect(screen.getByText("Dark Brown")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in to accept" })).toHaveAttribute(
      "href",
      `/login?next=${encodeURIComponent(`/transfer/${TOKEN}`)}`,
    );
  });

  it("offers a new recipient the account form and checks it before sending", async () => {
    const fetchMock = visit({ status: 200, body: view(false) });
    await userEvent.click(await screen.findByRole("button", { name: "Create account and accept" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getAllByText(/Password/).length).toBeGreaterThan(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/^Password\s*\*?$/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Confirm password/)).toBeInTheDocument();
  });

  it("refuses the recipient's name as their password before sending it", async () => {
    const fetchMock = visit({ status: 200, body: view(false) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Name/), "Sipho");
    await user.type(screen.getByLabelText(/^Password\s*\*?$/), "Sipho#Stitch1");
    await user.type(screen.getByLabelText(/^Confirm password/), "Sipho#Stitch1");
    await user.click(screen.getByRole("button", { name: "Create account and accept" }));
    expect(
      await screen.findByText("Your password must not contain your name."),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("puts the server's refusal of the password under its field", async () => {
    // The e-mail is the link's: only the server checks the password against it.
    const message = "Your password must not contain your e-mail address (the part before the @).";
    fakeServer((_, init) =>
      init?.method === "POST"
        ? {
            status: 400,
            body: { error: message, message, issues: [{ path: "password", message }] },
          }
        : { status: 200, body: view(false) },
    );
    const { user } = renderRoutes(appRoutes, { path: `/transfer/${TOKEN}`, user: null });
    await user.type(await screen.findByLabelText(/^Name/), "Sipho");
    await user.type(screen.getByLabelText(/^Surname/), "Recipient");
    await user.type(screen.getByLabelText(/^ID number/), "8001015009087");
    await user.type(screen.getByLabelText(/^Contact number/), "082 555 0101");
    await user.type(screen.getByLabelText(/^Password\s*\*?$/), "Gift#Leather7");
    await user.type(screen.getByLabelText(/^Confirm password/), "Gift#Leather7");
    await user.click(screen.getByRole("button", { name: "Create account and accept" }));
    const field = screen.getByLabelText(/^Password\s*\*?$/);
    await screen.findAllByText(message);
    expect(field).toHaveAttribute("aria-invalid", "true");
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ");
    const texts = described.map((id) => document.getElementById(id)?.textContent ?? "");
    expect(texts.join(" ")).toContain(message);
  });

  it("tells another signed-in account that the link is not theirs", async () => {
    visit({ status: 200, body: view(true) }, USER);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This transfer was sent to another e-mail address.",
    );
    expect(screen.queryByRole("button", { name: "Accept" })).toBeNull();
  });

  it("says so for a dead link", async () => {
    visit({ status: 404, body: { error: NOT_LIVE, message: NOT_LIVE } });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      "This link no longer works",
    );
    expect(screen.getByText(NOT_LIVE)).toBeInTheDocument();
  });

  describe("creating an account", () => {
    const PASSWORD = "Bridle#Leather7";
    const SIGNED_IN = {
      message: "Login successful",
      ...USER,
      email: "gift@example.test",
      idnumber: "9001015009087",
    };

    /** The page on a server that answers the link, the account call and then `login`. */
    function create(login: { status: number; body?: unknown }) {
      const recorded = recordRequests((call: RecordedCall) => {
        const path = call.url.pathname;
        if (path.endsWith("/account")) return { status: 200, body: { message: "Thank you." } };
        if (path.endsWith("/users/login")) return login;
        return { status: 200, body: view(false) };
      });
      const { user } = renderRoutes(appRoutes, { path: `/transfer/${TOKEN}`, user: null });
      return { ...recorded, user };
    }

    async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
      const field = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) });
      await screen.findByRole("button", { name: "Create account and accept" });
      await user.type(field("Name"), "Sipho");
      await user.type(field("Surname"), "Dlamini");
      await user.type(field("ID number"), "9001015009087");
      await user.type(field("Contact number"), "082 555 0101");
      await user.type(screen.getByLabelText(/^Password\s*\*?$/), PASSWORD);
      await user.type(screen.getByLabelText(/^Confirm password/), PASSWORD);
      await user.click(screen.getByRole("button", { name: "Create account and accept" }));
    }

    it("signs in with the link's address and the chosen password: the account was made", async () => {
      const { calls, user } = create({ status: 200, body: SIGNED_IN });
      await fillAndSend(user);
      expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
        "The piece is yours",
      );
      const posts = calls.filter((call) => call.method === "POST");
      expect(posts.map((call) => call.url.pathname)).toEqual([
        `/lifetime-outfitter/transfer-links/${TOKEN}/account`,
        "/lifetime-outfitter/users/login",
      ]);
      expect(posts[1]?.body).toEqual({ email: "gift@example.test", password: PASSWORD });
    });

    it("says no account was made when that sign-in is refused, and keeps the form", async () => {
      const refused = {
        error: "Invalid email or password.",
        message: "Invalid email or password.",
      };
      const { user } = create({ status: 401, body: refused });
      await fillAndSend(user);
      expect(await screen.findByText(TRANSFER_MESSAGES.accountNotMade)).toBeInTheDocument();
      expect(screen.getByRole("textbox", { name: /^ID number/ })).toHaveValue("9001015009087");
      expect(screen.getByRole("button", { name: "Create account and accept" })).toBeEnabled();
    });
  });
});
