import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeServer, renderRoutes } from "../../../test/render";
import UnsubscribePage from "./unsubscribe-page";

// The page itself (not lazily through the app's routes), at its route's pattern.
const appRoutes = [{ path: "/unsubscribe/:token", element: <UnsubscribePage /> }];
const TOKEN = "c7cdxNmEOSPwHBvujf7MtefLl7iwdBfNEKgo5r8FBaA";
const API = `/lifetime-outfitter/unsubscribe/${TOKEN}`;

function optOutServer(statusMails: boolean) {
  let on = statusMails;
  return fakeServer((url, init) => {
    if (url !== API)
      return { status: 404, body: { error: "The requested resource was not found." } };
    if (init?.method === "POST") {
      on = false;
      return { status: 200, body: { statusMails: false, message: "off" } };
    }
    return { status: 200, body: { statusMails: on } };
  });
}

describe("/unsubscribe/:token", () => {
  it("changes nothing when opened; the button turns the status mails off and says so", async () => {
    const fetchMock = optOutServer(true);
    const { user } = renderRoutes(appRoutes, { path: `/unsubscribe/${TOKEN}`, user: null });
    const button = await screen.findByRole("button", { name: "Turn off e-mails about my repairs" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Stop these e-mails?");
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? "GET") === "GET")).toBe(true);
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );

    await user.click(button);
    expect(
      await screen.findByRole("heading", { level: 1, name: "E-mails turned off" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent(
      "You will no longer get e-mails when your repairs move on.",
    );
    expect(screen.getByRole("link", { name: "My Account" })).toHaveAttribute("href", "/account");
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts.map(([url]) => url)).toEqual([API]);
  });

  it("says when the mails are already off, with no button", async () => {
    optOutServer(false);
    renderRoutes(appRoutes, { path: `/unsubscribe/${TOKEN}`, user: null });
    expect(
      await screen.findByRole("heading", { level: 1, name: "These e-mails are already off" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Turn off/ })).not.toBeInTheDocument();
  });

  it("shows the not-found page for an unknown token", async () => {
    optOutServer(true);
    renderRoutes(appRoutes, { path: "/unsubscribe/wrong-token", user: null });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Oops! Page not found" }),
    ).toBeInTheDocument();
  });

  it("offers to try again when the server cannot answer", async () => {
    let fail = true;
    fakeServer(() => {
      if (fail) {
        fail = false;
        return { status: 500, body: { error: "Something went wrong. Please try again." } };
      }
      return { status: 200, body: { statusMails: true } };
    });
    const { user } = renderRoutes(appRoutes, { path: `/unsubscribe/${TOKEN}`, user: null });
    await user.click(await screen.findByRole("button", { name: "Try again" }));
    expect(
      await screen.findByRole("button", { name: "Turn off e-mails about my repairs" }),
    ).toBeInTheDocument();
  });
});
