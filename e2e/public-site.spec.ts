import { test, expect } from "./fixtures";

test.describe("a visitor", () => {
  test("reads the home page and finds the product range", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    for (const card of ["Built to Last", "Master Craftsmanship", "Personal Touch"]) {
      await expect(page.getByRole("heading", { name: card, exact: true })).toBeVisible();
    }
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const link of ["Home", "Products", "Repairs", "Contact"]) {
      await expect(nav.getByRole("link", { name: link, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Login", exact: true })).toBeVisible();

    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("© 2025");
    await expect(footer).toContainText("Sunday");
    await expect(footer).toContainText("Closed");

    await page.getByRole("link", { name: "View Our Products" }).click();
    await expect(page).toHaveURL(/\/products$/);
  });

  test("browses the 12 pieces and looks through one piece's photos", async ({ page }) => {
    await page.goto("/products");
    const cards = page.getByRole("button", { name: /Classic Belt|Bifold Wallet|Dog Collar/ });
    await expect(cards).toHaveCount(3);
    await expect(page.getByText(/Contact for pricing|Contact us for a quote/)).toHaveCount(12);

    await page.getByRole("button", { name: /Classic Belt/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Classic Belt" })).toBeVisible();
    await expect(dialog.getByText("Image 1 of 3")).toBeVisible();
    await dialog.getByRole("button", { name: "Next image" }).click();
    await expect(dialog.getByText("Image 2 of 3")).toBeVisible();
    await dialog.getByRole("button", { name: "Go to image 3" }).click();
    await expect(dialog.getByText("Image 3 of 3")).toBeVisible();
    await dialog.getByRole("button", { name: "Previous image" }).click();
    await expect(dialog.getByText("Image 2 of 3")).toBeVisible();
    await expect(dialog).toContainText("Dark Brown");
    await expect(dialog).toContainText("28");
    await expect(dialog).toContainText("46");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("sends a message through the contact form", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText("Name is required")).toBeVisible();

    await page.getByLabel("Name").fill("Thandi Mokoena");
    await page.getByLabel("Email").fill("thandi@example.com");
    await page.getByLabel("Message").fill("Could you restitch the strap of my messenger bag?");
    await page.getByRole("button", { name: /send/i }).click();
    await expect(page.getByText("Message Sent!")).toBeVisible();
    await expect(
      page.getByText("Thank you for contacting us. We'll get back to you soon."),
    ).toBeVisible();
    await expect(page.getByLabel("Message")).toHaveValue("");
  });

  test("reads about repairs and is invited to sign in", async ({ page }) => {
    await page.goto("/repairs");
    await expect(page.getByText("Please sign in to view your repair requests.")).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Sign In" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Contact Us" })).toBeVisible();
  });

  test("is sent to sign in from pages that need it", async ({ page }) => {
    for (const path of ["/my-products", "/admin/customers", "/admin/requests"]) {
      await page.goto(path);
      // The login page keeps the page asked for, to return to it after signing in.
      await expect(page).toHaveURL(new RegExp(`/login\\?next=${encodeURIComponent(path)}$`));
    }
    await page.goto("/create-repair-request");
    await expect(page.getByText("Please sign in to create a repair request.")).toBeVisible();
  });

  test("meets a friendly page for an unknown address", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await page.getByRole("link", { name: /home/i }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("uses the menu toggle on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Toggle menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "Contact", exact: true }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth).toBeLessThanOrEqual(375);
  });
});
