import { createServer } from "node:net";
import type { BrowserContext, Page } from "@playwright/test";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  createCustomer,
  expect,
  signedInApi,
  startShop,
  SERVER_FIXTURE_TIMEOUT,
  test,
  type Shop,
} from "./fixtures";
import { signInFirstTime } from "./setup";

// Passkeys (decision 086) in the real server and Chromium's own virtual authenticator (the
// DevTools WebAuthn domain): a device that keeps passkeys and verifies its user, as a phone does.

const PASSWORD = "Bridle&Buckle2026";

/** A port no one listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/**
 * A shop reached as http://localhost: a passkey belongs to a site's name (its RP ID), and an IP
 * address such as 127.0.0.1 is not one. PUBLIC_URL names it, as in production.
 */
let shop: Shop;
let url: string;
test.beforeAll(async () => {
  test.setTimeout(SERVER_FIXTURE_TIMEOUT);
  const port = await freePort();
  url = `http://localhost:${port}`;
  shop = await startShop({ env: { PORT: String(port), PUBLIC_URL: url } });
});
test.afterAll(async () => {
  await shop?.stop();
});

/** Gives the page's browser a platform authenticator that verifies its user every time. */
async function addAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}

test("a customer adds a passkey on /account and signs in with it, no password asked", async ({
  browser,
}) => {
  const adminApi = await signedInApi(url, ADMIN_EMAIL, ADMIN_PASSWORD);
  const customer = await createCustomer(adminApi, { name: "Zanele" });
  await adminApi.dispose();
  const context = await browser.newContext({ baseURL: url });
  try {
    const page = await context.newPage();
    const { cdp, authenticatorId } = await addAuthenticator(context, page);
    await signInFirstTime(page, customer, PASSWORD);
    await expect(page).toHaveURL(/\/my-products$/);

    await page.getByRole("link", { name: "My Account (signed in as Zanele)" }).click();
    const section = page.getByRole("region", { name: "Passkeys" });
    await expect(section.getByText("You have not added a passkey yet.")).toBeVisible();
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await expect(
      section.getByText("Give the passkey a name, such as the device it is on."),
    ).toBeVisible();
    await section.getByLabel("Name of the new passkey").fill("Kitchen laptop");
    await section.getByRole("button", { name: "Add a passkey" }).click();
    await expect(section.getByRole("status")).toHaveText(
      "Your passkey is added. You can sign in with it from now on.",
    );
    const item = section.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
    await expect(item).toHaveCount(1);
    await expect(item).toContainText("Kitchen laptop");
    await expect(item).toContainText("Not used yet");
    const { credentials } = await cdp.send("WebAuthn.getCredentials", { authenticatorId });
    expect(credentials).toHaveLength(1);
    expect(credentials[0]?.isResidentCredential).toBe(true);

    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page).toHaveURL(/\/my-products$/);
    await expect(
      page.getByRole("link", { name: "My Account (signed in as Zanele)" }),
    ).toBeVisible();

    await page.goto("/account");
    await expect(item).not.toContainText("Not used yet");
    // Removed here, the passkey the device still holds no longer signs in.
    await item.getByRole("button", { name: "Remove passkey: Kitchen laptop" }).click();
    await page
      .getByRole("alertdialog", { name: "Remove this passkey?" })
      .getByRole("button", { name: "Remove passkey" })
      .click();
    await expect(section.getByRole("status")).toHaveText("The passkey is removed.");
    await page.getByRole("button", { name: "Logout" }).first().click();
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in with a passkey" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "That passkey is not known here. Sign in with your email and password.",
    );
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await context.close();
  }
});
