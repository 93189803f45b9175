import { CATALOGUE } from "@lo/domain";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RedirectIfSignedIn } from "@/app/guards";
import { SiteLayout } from "@/app/layout/site-layout";
import { CUSTOMER, fakeServer, renderRoutes } from "../../../test/render";
import LoginPage from "./login-page";

function renderLogin(path = "/login") {
  return renderRoutes(
    [
      {
        element: <SiteLayout />,
        children: [
          {
            path: "login",
            element: (
              <RedirectIfSignedIn>
                <LoginPage />
              </RedirectIfSignedIn>
            ),
          },
          { path: "*", element: <h1>Somewhere else</h1> },
        ],
      },
    ],
    { path },
  );
}

async function signIn(user: ReturnType<typeof renderLogin>["user"]) {
  await user.type(screen.getByLabelText("Email"), "thandi@example.com");
  await user.type(screen.getByLabelText("Password"), "Secret#2025");
  await user.click(screen.getByRole("button", { name: "Sign In" }));
}

describe("LoginPage", () => {
  it("toggles the password between hidden and shown", async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText("Password");
    expect(password).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(password).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(password).toHaveAttribute("type", "password");
    expect(screen.getByRole("link", { name: "Return to Home Page" })).toHaveAttribute("href", "/");
  });

  it("shows the bifold wallet's first catalogue photo beside the form", () => {
    const { container } = renderLogin();
    const wallet = CATALOGUE.find((item) => item.slug === "bifold-wallet");
    expect(container.querySelector("img")).toHaveAttribute("src", wallet?.photos[0]);
  });

  it("validates before sending", async () => {
    const { user } = renderLogin();
    await user.click(screen.getByRole("button", { name: "Sign In" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
  });

  it("says the same thing for any failed sign-in, and offers a reset link", async () => {
    fakeServer(() => ({ status: 401, body: { error: "Invalid email or password." } }));
    const { user, router } = renderLogin();
    await signIn(user);
    expect(await screen.findByText("Login Failed")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Invalid email or password. Please try again. Forgot password? We can e-mail you a link.",
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(router.state.location.pathname).toBe("/forgot-password");
  });

  it("links to /forgot-password from the form", () => {
    renderLogin();
    expect(screen.getByRole("link", { name: "Forgot password?" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
  });

  it("explains when there were too many attempts", async () => {
    fakeServer(() => ({
      status: 429,
      body: { error: "Too many attempts. Please try again in 15 minutes." },
    }));
    const { user } = renderLogin();
    await signIn(user);
    expect(
      await screen.findByText("Too many attempts. Please try again in 15 minutes."),
    ).toBeInTheDocument();
  });

  it("signs in and sends a customer to My Products", async () => {
    fakeServer(() => ({ status: 200, body: { message: "Login successful", ...CUSTOMER } }));
    const { user, router } = renderLogin();
    await signIn(user);
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/my-products");
  });

  it("signs in and returns to the page asked for, path and query", async () => {
    fakeServer(() => ({ status: 200, body: { message: "Login successful", ...CUSTOMER } }));
    const { user, router } = renderLogin("/login?next=%2Frepairs%2F5%3Fx%3D1");
    await signIn(user);
    expect(await screen.findByText("Login Successful")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/repairs/5");
    expect(router.state.location.search).toBe("?x=1");
  });
});
