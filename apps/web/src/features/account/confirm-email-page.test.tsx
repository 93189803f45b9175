import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordRequests } from "../../../test/recording-server";
import { CUSTOMER, renderRoutes } from "../../../test/render";
import ConfirmEmailPage from "./confirm-email-page";

// The page itself (not lazily through the app's routes), at its route's address.
const appRoutes = [{ path: "/confirm-email", element: <ConfirmEmailPage /> }];
const TOKEN = "c7cdxNmEOSPwHBvujf7MtefLl7iwdBfNEKgo5r8FBaA";
const API = `/lifetime-outfitter/account/email-confirmations/${TOKEN}`;
const EXPIRED = "This link has expired or has already been used.";

/** The confirm call answers `answer`; /users/me gives the new address once it succeeded. */
function confirmServer(answer: { status: number; body: unknown }) {
  let confirmed = false;
  return recordRequests(({ url, method }) => {
    if (method === "POST" && url.pathname === API) {
      confirmed = answer.status === 200;
      return answer;
    }
    if (url.pathname === "/lifetime-outfitter/users/me") {
      const email = confirmed ? "thandi@new.example" : CUSTOMER.email;
      return { status: 200, body: { ...CUSTOMER, email } };
    }
    return { status: 404, body: { error: "The requested resource was not found." } };
  });
}

const changed = { status: 200, body: { message: "Your e-mail address has been changed." } };

describe("/confirm-email?token=", () => {
  it("changes nothing when opened; the button confirms and says so", async () => {
    const { calls } = confirmServer(changed);
    const { user } = renderRoutes(appRoutes, { path: `/confirm-email?token=${TOKEN}`, user: null });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Confirm your new e-mail address",
    );
    expect(calls).toEqual([]);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );

    await user.click(screen.getByRole("button", { name: "Confirm my new address" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Address changed" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Your e-mail address has been changed.");
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([["POST", API]]);
  });

  it("refreshes the signed-in customer's address and leads to My Account", async () => {
    const { calls } = confirmServer(changed);
    const { user } = renderRoutes(appRoutes, {
      path: `/confirm-email?token=${TOKEN}`,
      user: CUSTOMER,
    });
    await user.click(screen.getByRole("button", { name: "Confirm my new address" }));
    expect(await screen.findByRole("link", { name: "My Account" })).toHaveAttribute(
      "href",
      "/account",
    );
    const stored = () => JSON.parse(window.localStorage.getItem("user") ?? "{}").email;
    await waitFor(() => expect(stored()).toBe("thandi@new.example"));
    const lastMe = calls
      .map((call) => call.url.pathname)
      .lastIndexOf("/lifetime-outfitter/users/me");
    expect(lastMe).toBeGreaterThan(calls.findIndex((call) => call.method === "POST"));
  });

  it("says clearly when the link is spent, expired or replaced, and how to get a new one", async () => {
    confirmServer({ status: 404, body: { error: EXPIRED, message: EXPIRED } });
    const { user } = renderRoutes(appRoutes, { path: `/confirm-email?token=${TOKEN}`, user: null });
    await user.click(screen.getByRole("button", { name: "Confirm my new address" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "This link cannot be used" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(EXPIRED);
    expect(
      screen.getByRole("link", { name: "sign in and enter your new address on My Account" }),
    ).toHaveAttribute("href", "/account");
  });

  it("says when the address became someone else's meanwhile", async () => {
    const taken = "A customer with this email already exists.";
    confirmServer({ status: 409, body: { error: taken, message: taken } });
    const { user } = renderRoutes(appRoutes, { path: `/confirm-email?token=${TOKEN}`, user: null });
    await user.click(screen.getByRole("button", { name: "Confirm my new address" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(taken);
  });

  it("shows the expired message without a token, and lets a failed try be repeated", async () => {
    const first = renderRoutes(appRoutes, { path: "/confirm-email", user: null });
    expect(screen.getByRole("alert")).toHaveTextContent(EXPIRED);
    first.unmount();

    let fail = true;
    recordRequests(() => {
      if (fail) {
        fail = false;
        return { status: 500, body: { error: "Something went wrong. Please try again." } };
      }
      return changed;
    });
    const { user } = renderRoutes(appRoutes, { path: `/confirm-email?token=${TOKEN}`, user: null });
    await user.click(screen.getByRole("button", { name: "Confirm my new address" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Something went wrong. Please try again.",
    );
    await user.click(screen.getByRole("button", { name: "Confirm my new address" }));
    expect(await screen.findByRole("status")).toHaveTextContent(
      "Your e-mail address has been changed.",
    );
  });
});
