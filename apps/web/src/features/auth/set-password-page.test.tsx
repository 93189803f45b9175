import { screen, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { SiteLayout } from "@/app/layout/site-layout";
import { readStoredUser } from "@/lib/session";
import { ADMIN, CUSTOMER, fakeServer, renderRoutes } from "../../../test/render";
import SetPasswordPage from "./set-password-page";

const TOKEN = "c7cdxNmEOSPwHBvujf7MtefLl7iwdBfNEKgo5r8FBaA";
const API = `/lifetime-outfitter/password-links/${TOKEN}`;
const NOT_LIVE = "This link has expired or has already been used.";

type LinkServer = {
  purpose?: "invitation" | "reset";
  live?: boolean;
  post?: () => { status: number; body?: unknown };
};

function linkServer({ purpose = "invitation", live = true, post }: LinkServer = {}) {
  return fakeServer((url, init) => {
    if (url !== API || !live) return { status: 404, body: { error: NOT_LIVE, message: NOT_LIVE } };
    if (init?.method === "POST") {
      return (
        post?.() ?? {
          status: 200,
          body: { message: "Your password has been set.", ...CUSTOMER },
        }
      );
    }
    return { status: 200, body: { purpose } };
  });
}

function renderSetPassword(path = `/set-password?token=${TOKEN}`) {
  return renderRoutes(
    [
      {
        element: <SiteLayout />,
        children: [
          { path: "set-password", element: <SetPasswordPage /> },
          { path: "*", element: <h1>Somewhere else</h1> },
        ],
      },
    ],
    { path, user: null },
  );
}

afterEach(() => {
  toast.dismiss();
});

async function choose(user: ReturnType<typeof renderSetPassword>["user"], password: string) {
  await user.type(screen.getByLabelText("New password"), password);
  await user.type(screen.getByLabelText("Confirm new password"), password);
  await user.click(screen.getByRole("button", { name: "Save password and sign in" }));
}

describe("/set-password", () => {
  it("welcomes an invited customer, ticks the rules as they type, signs them in", async () => {
    const fetchMock = linkServer();
    const { user, router } = renderSetPassword();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Welcome — choose your password" }),
    ).toBeInTheDocument();
    const rules = screen.getByRole("list", { name: "Password requirements" });
    expect(within(rules).getByText("One uppercase letter").closest("li")).toHaveAttribute(
      "data-passed",
      "false",
    );
    await user.type(screen.getByLabelText("New password"), "B");
    expect(within(rules).getByText("One uppercase letter").closest("li")).toHaveAttribute(
      "data-passed",
      "true",
    );
    await user.clear(screen.getByLabelText("New password"));
    await choose(user, "Bridle#Leather7");

    expect(await screen.findByRole("heading", { name: "Somewhere else" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/my-products");
    expect(readStoredUser()).toEqual(CUSTOMER);
    expect(await screen.findByText("Password Set")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ password: "Bridle#Leather7" });
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("titles a reset link 'Choose a new password' and sends an admin to the admin home", async () => {
    linkServer({
      purpose: "reset",
      post: () => ({ status: 200, body: { message: "Your password has been set.", ...ADMIN } }),
    });
    const { user, router } = renderSetPassword();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Choose a new password" }),
    ).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      "content",
      "noindex, nofollow",
    );
    await choose(user, "Bridle#Leather7");
    await screen.findByRole("heading", { name: "Somewhere else" });
    expect(router.state.location.pathname).toBe("/admin/customers");
  });

  it("lists every broken rule and a mismatch before sending anything", async () => {
    const fetchMock = linkServer();
    const { user } = renderSetPassword();
    await user.type(await screen.findByLabelText("New password"), "short");
    await user.type(screen.getByLabelText("Confirm new password"), "shorts");
    await user.click(screen.getByRole("button", { name: "Save password and sign in" }));
    expect(screen.getByText("Password must contain at least one uppercase letter")).toBeVisible();
    expect(screen.getByText("Password must contain at least one number")).toBeVisible();
    expect(screen.getByText("Passwords do not match")).toBeVisible();
    expect(screen.getByLabelText("New password")).toHaveFocus();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("puts the server's refusal under the password field", async () => {
    const message = "Your new password must not be your ID number.";
    linkServer({
      post: () => ({
        status: 400,
        body: { error: message, message, issues: [{ path: "password", message }] },
      }),
    });
    const { user } = renderSetPassword();
    await screen.findByLabelText("New password");
    await choose(user, "Pass#Port1234x");
    expect(await screen.findByText(message)).toBeVisible();
    expect(readStoredUser()).toBeNull();
  });

  it.each([
    [
      "a common password",
      "This password is one of the most common passwords, perhaps with numbers or symbols added: choose one that is harder to guess.",
    ],
    ["the person's name", "Your password must not contain your name."],
  ])("puts the server's refusal of %s under the password field", async (_, message) => {
    linkServer({
      post: () => ({
        status: 400,
        body: { error: message, message, issues: [{ path: "password", message }] },
      }),
    });
    const { user } = renderSetPassword();
    await screen.findByLabelText("New password");
    await choose(user, "Password1!");
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText("New password")).toHaveAttribute("aria-invalid", "true");
    expect(readStoredUser()).toBeNull();
  });

  it("refuses the shop's name before sending anything", async () => {
    const fetchMock = linkServer();
    const { user } = renderSetPassword();
    await screen.findByLabelText("New password");
    await choose(user, "Lifetime#Stitch1");
    expect(
      screen.getByText("Your password must not contain the shop's name (Lifetime or Outfitter)."),
    ).toBeVisible();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it.each([
    ["an expired or used link", `/set-password?token=${TOKEN}`, false],
    ["an address without a token", "/set-password", true],
  ])("shows %s as expired, with a way to ask for a new one", async (_, path, live) => {
    linkServer({ live });
    renderSetPassword(path);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Link expired" }),
    ).toBeInTheDocument();
    expect(screen.getByText(new RegExp(NOT_LIVE))).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("turns to the expired page when the link is used up while the form is open", async () => {
    let live = true;
    fakeServer((url, init) => {
      if (init?.method === "POST") live = false;
      if (url !== API || !live) return { status: 404, body: { error: NOT_LIVE } };
      return { status: 200, body: { purpose: "invitation" } };
    });
    const { user } = renderSetPassword();
    await screen.findByLabelText("New password");
    await choose(user, "Bridle#Leather7");
    expect(await screen.findByRole("link", { name: "Ask for a new link" })).toBeVisible();
  });

  it("offers to try again when the link could not be checked", async () => {
    fakeServer(() => ({ status: 500, body: { error: "Something went wrong." } }));
    renderSetPassword();
    expect(await screen.findByText("We could not open your link.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
