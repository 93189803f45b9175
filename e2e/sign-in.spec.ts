import { totpCode } from "../apps/server/src/identity/totp";
import { test, expect, signIn, startShop, ADMIN_EMAIL } from "./fixtures";

test("a wrong password is refused with the spec's message", async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, "Not-the-password1!");
  await expect(page.getByText("Login Failed")).toBeVisible();
  await expect(page.getByText("Invalid email or password. Please try again.")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("the password can be shown and hidden", async ({ page }) => {
  await page.goto("/login");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await expect(page.getByRole("link", { name: "Return to Home Page" })).toBeVisible();
});

test("an admin signs in, sees the admin navigation, and signs out", async ({ page }) => {
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/customers$/);
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const link of ["Customers", "Manage Products", "Repair Requests"]) {
    await expect(nav.getByRole("link", { name: link, exact: true })).toBeVisible();
  }
  // The session survives a reload; a customer page is refused to an admin's role.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/customers$/);
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("user"))).toBeNull();
});

test("the first admin sets a password, then two-step sign-in, and signs in with a code", async ({
  page,
}) => {
  const shop = await startShop({ adminPassword: null });
  try {
    await expect.poll(() => shop.output()).toMatch(/Temporary password:\s*\S+/);
    const generated = shop.output().match(/Temporary password:\s*(\S+)/)?.[1];

    await page.goto(`${shop.url}/login`);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill(generated!);
    await page.getByRole("button", { name: /^(login|sign in)$/i }).click();

    const dialog = page.getByRole("dialog");
    await expect(page.getByText("First-time Login").first()).toBeVisible();
    const newPassword = dialog.getByLabel(/^new password$/i);
    const confirm = dialog.getByLabel(/confirm/i);
    await newPassword.fill("short");
    await confirm.fill("different");
    await dialog.getByRole("button", { name: /save|set|update/i }).click();
    await expect(dialog.getByText("Passwords do not match")).toBeVisible();

    await newPassword.fill("Saddle&Stitch2025");
    await confirm.fill("Saddle&Stitch2025");
    await dialog.getByRole("button", { name: /save|set|update/i }).click();
    await expect(page.getByText("Password Updated")).toBeVisible();

    // Then an authenticator app: its code is computed here from the key the dialog shows.
    const setup = page.getByRole("dialog", { name: "Set up two-step sign-in" });
    await expect(
      setup.getByRole("img", { name: "QR code for your authenticator app" }),
    ).toBeVisible();
    const key = ((await setup.locator("code").textContent()) ?? "").replace(/\s/g, "");
    const turnOn = setup.getByRole("button", { name: "Turn on two-step sign-in" });
    await turnOn.click();
    await expect(
      setup.getByText("Enter the 6-digit code from your authenticator app, or a recovery code."),
    ).toBeVisible();
    await setup.getByLabel("Code").fill("000000");
    await turnOn.click();
    await expect(
      setup.getByText("That code is not right. Check your authenticator app and try again."),
    ).toBeVisible();
    const enrolledAt = new Date();
    await setup.getByLabel("Code").fill(totpCode(key, enrolledAt));
    await turnOn.click();
    const saved = page.getByRole("dialog", { name: "Save your recovery codes" });
    const codes = saved.getByRole("list", { name: "Your recovery codes" }).getByRole("listitem");
    await expect(codes).toHaveCount(10);
    await saved.getByRole("button", { name: "I have saved them" }).click();
    await expect(saved).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByRole("heading", { name: "Manage Customers" })).toBeVisible();

    // Signing in again asks for a code after the password (the next one: each is used once).
    await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
    await page.goto(`${shop.url}/login`);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password", { exact: true }).fill("Saddle&Stitch2025");
    await page.getByRole("button", { name: /^(login|sign in)$/i }).click();
    const second = page.getByRole("dialog", { name: "Confirm your sign-in" });
    await second.getByLabel("Code").fill(totpCode(key, new Date(enrolledAt.getTime() + 30_000)));
    await second.getByRole("button", { name: "Confirm", exact: true }).click();
    await expect(second).toBeHidden();
    await expect(page.getByText("Sign-in confirmed")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Manage Customers" })).toBeVisible();

    // On /account: the app, the codes left, and ten new ones in place of the old.
    await page.goto(`${shop.url}/account`);
    const twoStep = page.getByRole("region", { name: "Two-step sign-in" });
    await expect(twoStep).toContainText(
      "An authenticator app confirms your sign-ins. 10 recovery codes left.",
    );
    await twoStep.getByRole("button", { name: "New recovery codes" }).click();
    const fresh = page.getByRole("dialog", { name: "Your new recovery codes" });
    await expect(fresh.getByRole("listitem")).toHaveCount(10);
    await fresh.getByRole("button", { name: "I have saved them" }).click();
    await expect(fresh).toBeHidden();

    // The new password works; the generated one no longer does.
    const login = (password: string) =>
      page.request.post(`${shop.url}/lifetime-outfitter/users/login`, {
        data: { email: ADMIN_EMAIL, password },
      });
    expect((await login(generated!)).status()).toBe(401);
    const answer = await login("Saddle&Stitch2025");
    expect(answer.status()).toBe(200);
    expect((await answer.json()).passwordflag).toBe(1);
  } finally {
    await shop.stop();
  }
});
