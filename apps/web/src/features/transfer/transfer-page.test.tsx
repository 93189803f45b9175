import type { TransferLinkView } from "@lo/domain";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { LINK_TOKEN as TOKEN, visitApp } from "../../../test/app-routes";

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
});
