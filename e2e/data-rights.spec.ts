import { readFile } from "node:fs/promises";
import { strFromU8, unzipSync } from "fflate";
import { createCustomer, expect, expectAccessible, test } from "./fixtures";
import { signInAsAdmin, signInFirstTime } from "./setup";

// A customer's data rights (decision 089) in the real server: their archive downloaded from
// /account, and an admin forgetting a customer from the customer page.

const PASSWORD = "Saddle&Stitch2025";

test("a customer downloads everything the shop holds about them from My Account", async ({
  page,
  adminApi,
}) => {
  const customer = await createCustomer(adminApi, { name: "Ayanda" });
  await signInFirstTime(page, customer, PASSWORD);
  await page.goto("/account");
  const section = page.getByRole("region", { name: "Your data" });
  await expect(section).toContainText("Everything we hold about you");
  await expectAccessible(page);

  const downloading = page.waitForEvent("download");
  await section.getByRole("link", { name: "Download my data" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^lifetime-outfitter-my-data-\d{4}-\d{2}-\d{2}\.zip$/,
  );
  const files = unzipSync(new Uint8Array(await readFile((await download.path()) ?? "")));
  const details = JSON.parse(strFromU8(files["details.json"] ?? new Uint8Array())) as {
    email: string;
    idNumber: string;
  };
  expect(details).toMatchObject({ email: customer.email, idNumber: customer.idnumber });
  expect(strFromU8(files["README.txt"] ?? new Uint8Array())).toContain("repair-requests.json");
});

test("an admin anonymises a customer who asked to be forgotten", async ({ page, adminApi }) => {
  const customer = await createCustomer(adminApi, { name: "Sipho" });
  await signInAsAdmin(page);
  await page.goto(`/admin/customers/${customer.idnumber}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Sipho");

  await page.getByRole("button", { name: "Anonymise" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Anonymise customer" });
  await expect(dialog).toContainText("This cannot be undone.");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Anonymise" }).click();

  await expect(page.getByText("The customer has been anonymised.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/customers\/ANON-[A-Z2-7]{10}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anonymised customer");
  await expect(page.getByText(/at the customer's request/)).toBeVisible();
  await expect(page.getByText(customer.email)).toHaveCount(0);
  expect(
    (await adminApi.get(`/lifetime-outfitter/customers/${customer.idnumber}/overview`)).status(),
  ).toBe(404);
});
