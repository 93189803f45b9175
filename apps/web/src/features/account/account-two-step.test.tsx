import { SECOND_FACTOR_MESSAGES } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { accountServer } from "../../../test/account-server";
import { ADMIN, renderPage } from "../../../test/render";
import AccountPage from "./account-page";

// An admin's 'Two-step sign-in' on /account (decisions 085 and 087): one who confirms sign-ins
// with passkeys only sets up an authenticator app here, against a fake server.

const CODES = Array.from({ length: 10 }, (_, i) => `ABCD-EF${String(i).padStart(2, "0")}`);

function twoStepServer() {
  let totp = false;
  return accountServer({
    override: ({ method, url, body }) => {
      const path = url.pathname.replace("/lifetime-outfitter", "");
      if (path === "/users/me") return { status: 200, body: ADMIN };
      if (path === "/account/second-factor" && method === "GET") {
        return { status: 200, body: { totp, recoveryCodesLeft: totp ? 10 : 0 } };
      }
      if (path === "/account/totp/enrol") {
        return {
          status: 200,
          body: {
            secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
            otpauthUrl: "otpauth://totp/Lifetime%20Outfitter:admin?secret=JBSWY3DPEHPK3PXP",
            qrSvg: "<svg xmlns='http://www.w3.org/2000/svg'/>",
          },
        };
      }
      if (path === "/account/totp/confirm") {
        if ((body as { code?: string }).code !== "123456") {
          const message = SECOND_FACTOR_MESSAGES.codeWrong;
          return {
            status: 400,
            body: { error: message, message, issues: [{ path: "code", message }] },
          };
        }
        totp = true;
        return {
          status: 200,
          body: { message: SECOND_FACTOR_MESSAGES.enrolled, recoveryCodes: CODES },
        };
      }
      return undefined;
    },
  });
}

describe("Two-step sign-in on an admin's /account", () => {
  it("sets up an authenticator app for an admin who has only passkeys, then shows the codes once", async () => {
    const server = twoStepServer();
    const { user } = renderPage(<AccountPage />, { path: "/account", user: ADMIN });
    const section = await screen.findByRole("region", { name: "Two-step sign-in" });
    expect(
      await within(section).findByText(
        "No authenticator app is set up. Your passkeys confirm your sign-ins.",
      ),
    ).toBeInTheDocument();

    await user.click(within(section).getByRole("button", { name: "Set up an authenticator app" }));
    const dialog = await screen.findByRole("dialog", { name: "Set up an authenticator app" });
    expect(
      await within(dialog).findByText("JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP"),
    ).toBeVisible();
    expect(
      within(dialog).getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();

    await user.type(within(dialog).getByRole("textbox", { name: "Code" }), "999999");
    await user.click(within(dialog).getByRole("button", { name: "Turn on the authenticator app" }));
    expect(await within(dialog).findByText(SECOND_FACTOR_MESSAGES.codeWrong)).toBeVisible();

    await user.clear(within(dialog).getByRole("textbox", { name: "Code" }));
    await user.type(within(dialog).getByRole("textbox", { name: "Code" }), "123456");
    await user.click(within(dialog).getByRole("button", { name: "Turn on the authenticator app" }));
    const codes = await screen.findByRole("dialog", { name: "Save your recovery codes" });
    for (const code of CODES) expect(within(codes).getByText(code)).toBeInTheDocument();
    await user.click(within(codes).getByRole("button", { name: "I have saved them" }));

    expect(
      await within(section).findByText(
        "An authenticator app confirms your sign-ins. 10 recovery codes left.",
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole("status")).toHaveTextContent(SECOND_FACTOR_MESSAGES.enrolled);
    expect(server.callsTo("POST", "/account/totp/confirm")).toHaveLength(2);
  });

  it("lets the admin turn back before the app is set up", async () => {
    const server = twoStepServer();
    const { user } = renderPage(<AccountPage />, { path: "/account", user: ADMIN });
    const section = await screen.findByRole("region", { name: "Two-step sign-in" });
    await user.click(
      await within(section).findByRole("button", { name: "Set up an authenticator app" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Set up an authenticator app" });
    await user.click(await within(dialog).findByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.callsTo("POST", "/account/totp/confirm")).toHaveLength(0);
  });
});
