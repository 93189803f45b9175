import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeServer, renderRoutes } from "../../../test/render";
import ForgotPasswordPage from "./forgot-password-page";

const API = "/lifetime-outfitter/users/forgot-password";
const ANSWER = "If an account exists for that address, we have sent a link to reset its password.";

const renderForgot = () =>
  renderRoutes([{ path: "/forgot-password", element: <ForgotPasswordPage /> }], {
    path: "/forgot-password",
    user: null,
  });

describe("/forgot-password", () => {
  it("sends the address and shows the server's one answer", async () => {
    const fetchMock = fakeServer((url, init) =>
      url === API && init?.method === "POST"
        ? { status: 200, body: { message: ANSWER } }
        : { status: 404, body: { error: "The requested resource was not found." } },
    );
    const { user } = renderForgot();
    expect(
      screen.getByRole("heading", { level: 1, name: "Forgot your password?" }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), " thandi@example.com ");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));

    expect(await screen.findByRole("status")).toHaveTextContent(ANSWER);
    expect(screen.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
    expect(screen.getByRole("link", { name: "Return to sign in" })).toHaveAttribute(
      "href",
      "/login",
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(API);
    expect(JSON.parse(String(init?.body))).toEqual({ email: "thandi@example.com" });
  });

  it("asks for an address before sending", async () => {
    const fetchMock = fakeServer(() => ({ status: 200, body: { message: ANSWER } }));
    const { user } = renderForgot();
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByText("Email is required")).toBeVisible();
    await user.type(screen.getByLabelText("Email"), "thandi");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(screen.getByText("Please enter a valid email address")).toBeVisible();
    expect(screen.getByLabelText("Email")).toHaveFocus();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("explains the per-IP limit in the server's words", async () => {
    const limit = "Too many password reset requests. Please wait 15 minutes and try again.";
    fakeServer(() => ({ status: 429, body: { error: limit, message: limit } }));
    const { user } = renderForgot();
    await user.type(screen.getByLabelText("Email"), "thandi@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(limit);
    expect(screen.getByRole("button", { name: "Send reset link" })).toBeEnabled();
  });

  it("says so when the request could not be sent", async () => {
    const { user } = renderForgot();
    await user.type(screen.getByLabelText("Email"), "thandi@example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Your request could not be sent. Please try again.",
    );
  });
});
