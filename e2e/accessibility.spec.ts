import { raiseRequest, signInAsCustomer } from "./details-helpers";
import { createCustomer, expect, expectAccessible, scanPage, signIn, test } from "./fixtures";
import { createFirstTypePiece, fillFirstRequestLine } from "./setup";

// Decision 068: the fixture scans every page a test visits with axe-core (WCAG 2.2 AA) and
// fails on a serious or critical violation. These tests walk the main screens at a phone's and
// a desk's width and open the dialogs, where the scan is explicit.

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the public pages have no serious accessibility fault", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await page.goto("/products");
      await page.getByRole("button", { name: /Classic Belt/ }).click();
      const piece = page.getByRole("dialog");
      await expect(piece.getByRole("heading", { name: "Classic Belt" })).toBeVisible();
      await expectAccessible(page);
      await page.keyboard.press("Escape");
      await expect(piece).toBeHidden();

      await page.goto("/contact");
      await expect(page.getByRole("heading", { name: /contact/i }).first()).toBeVisible();
      await page.goto("/login");
      await expect(page.getByLabel("Email")).toBeVisible();
      await page.goto("/forgot-password");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectAccessible(page);
    });

    test("a customer's pages and an admin list with its dialog open pass too", async ({
      page,
      adminApi,
    }) => {
      test.slow();
      const customer = await createCustomer(adminApi);
      const { serialno } = await createFirstTypePiece(adminApi, customer.idnumber, "LO-A11Y-");

      await signIn(page, customer.email, customer.idnumber);
      const firstTime = page.getByRole("dialog", { name: "Set a new password" });
      await expect(firstTime).toBeVisible();
      await expectAccessible(page);
      const password = "Saddle&Stitch2025";
      await firstTime.getByLabel(/^new password$/i).fill(password);
      await firstTime.getByLabel(/confirm/i).fill(password);
      await firstTime.getByRole("button", { name: "Save new password" }).click();
      await expect(page).toHaveURL(/\/my-products$/);
      await expect(page.getByText(serialno).filter({ visible: true }).first()).toBeVisible();
      await expectAccessible(page);

      await fillFirstRequestLine(page, "At home", serialno, "The buckle is loose.");
      await page.getByRole("button", { name: "Submit Request" }).click();
      await expect(page.getByRole("region", { name: "Confirm Repair Request" })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: "Confirm & Create" }).click();
      const created = page.getByRole("region", { name: "Repair Request Created!" });
      await expect(created).toBeVisible();
      await expectAccessible(page);
      await created.getByRole("link", { name: "Back to My Repairs" }).click();
      // My Repairs, with the new request's card (its facts are a description list).
      await expect(page.getByRole("article", { name: /Repair Request #/ })).toBeVisible();
      await expectAccessible(page);

      await page.context().clearCookies();
      await signIn(page);
      // Signed in once the login page has moved on (else the next address races the sign-in).
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto("/admin/products");
      await page.getByRole("button", { name: `Edit ${serialno}` }).click();
      const edit = page.getByRole("dialog", { name: "Edit Product" });
      await expect(edit).toBeVisible();
      await expectAccessible(page);
    });

    test("a request's page, the admin's and its customer's, with the customer's e-mail and phone", async ({
      page,
      adminApi,
    }) => {
      test.slow();
      // A customer with both an e-mail and a cellphone: the page draws a link for each.
      const phone = "082 555 0142";
      const customer = await createCustomer(adminApi, { cellphone: phone });
      const { serialno, type } = await createFirstTypePiece(
        adminApi,
        customer.idnumber,
        "LO-A11Y-",
      );
      const owner = { ...customer, serials: [serialno], typeName: type.name };
      const repairId = await raiseRequest(adminApi, owner);
      const contactLinks = async () => {
        await expect(page.getByRole("heading", { name: `Request #${repairId}` })).toBeVisible();
        await expect(page.getByRole("link", { name: customer.email })).toHaveAttribute(
          "href",
          `mailto:${customer.email}`,
        );
        await expect(page.getByRole("link", { name: phone })).toHaveAttribute(
          "href",
          `tel:${phone}`,
        );
      };

      await signInAsCustomer(page, owner);
      await page.goto(`/repairs/${repairId}`);
      await contactLinks();
      await expectAccessible(page);

      await page.context().clearCookies();
      await signIn(page);
      // Signed in once the login page has moved on (else the next address races the sign-in).
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto(`/admin/requests/${repairId}`);
      await contactLinks();
      await expectAccessible(page);
    });
  });
}

test("the check fails on a violation: an image without a text alternative", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Also waits for the fixture's own scan of this page, so it never sees the image below.
  await expectAccessible(page);

  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "/favicon.svg";
    image.id = "no-alt";
    document.querySelector("main")?.append(image);
  });
  const found = await scanPage(page);
  expect(found.map((violation) => violation.id)).toContain("image-alt");
  const imageAlt = found.find((violation) => violation.id === "image-alt")!;
  expect(imageAlt.nodes[0]?.target).toBe("#no-alt");
  await expect(expectAccessible(page)).rejects.toThrow(/image-alt[\s\S]*#no-alt/);

  // Taken away again, so the fixture's own scan at the end of the test passes.
  await page.evaluate(() => document.getElementById("no-alt")?.remove());
});
