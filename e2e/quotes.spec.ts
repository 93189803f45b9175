import { readFile } from "node:fs/promises";
import type { APIRequestContext } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { API, createCustomer, expect, ok, productTypes, signIn, test, unique } from "./fixtures";
import { adminRepairRequest, createPieces, raiseRepair } from "./setup";

/** A PDF's text, its pages joined, as a reader sees it. */
async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, " ");
}

/**
 * A request of two pieces, both damaged in an accident and so marked Paid by the workshop, on
 * their way in; the workshop registered for VAT.
 */
async function paidRequest(adminApi: APIRequestContext) {
  await ok(
    await adminApi.put(`${API}/settings/billing`, {
      data: { vatRegistered: true, vatBasisPoints: 1500, vatNumber: "4123456789" },
    }),
  );
  const customer = await createCustomer(adminApi, { name: "Lindiwe", surname: unique("Dube") });
  const types = (await productTypes(adminApi)).filter((type) => type.name !== "Custom");
  const serials = [unique("QTE-A-").toUpperCase(), unique("QTE-B-").toUpperCase()];
  for (const [index, serialno] of serials.entries()) {
    await createPieces(adminApi, customer.idnumber, [serialno], types[index]);
  }
  const id = await raiseRepair(adminApi, {
    customeridnumber: customer.idnumber,
    current_location: "Courier to the workshop",
    repairlines: serials.map((serialno) => ({
      serialno,
      problemdescription: `Torn by the dog: ${serialno}`,
      state: "pending",
    })),
  });
  const request = await adminRepairRequest(adminApi, id);
  await ok(
    await adminApi.put(`${API}/repairs/update-repair/${id}`, {
      data: {
        currentLocation: request!.currentLocation,
        repair_lines: request!.products.map((line) => ({
          repairlineid: line.repairlineid,
          state: "enroute-to-outfitter",
          problemDescription: line.problemDescription,
          version: line.version,
          coverage: "paid",
          causeComponent: "leather-surface",
          causeReason: "accident-or-misuse",
        })),
      },
    }),
  );
  return { id, serials, trackingUrl: request!.trackingUrl! };
}

test("the workshop quotes two pieces; the customer, on a phone, approves one and declines the other; the payments bring the balance to nothing", async ({
  page,
  adminApi,
  browser,
  baseURL,
}) => {
  const { id, serials, trackingUrl } = await paidRequest(adminApi);
  const [first, second] = serials as [string, string];

  // The admin writes both quotes: one from the price list, one free line, then sends them.
  await signIn(page);
  await page.goto(`/admin/requests/${id}`);
  await page.getByRole("button", { name: `Write the quote for ${first}` }).click();
  let dialog = page.getByRole("dialog", { name: `Quote for ${first}` });
  await dialog.getByRole("combobox", { name: "Add from the price list" }).click();
  await page.getByRole("option", { name: "Restitch a strap · R 350.00" }).click();
  await expect(dialog.getByRole("textbox", { name: "Line 1: description" })).toHaveValue(
    "Restitch a strap",
  );
  await expect(dialog).toContainText("VAT at 15 % included");
  await dialog.getByRole("button", { name: "Save quote" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("button", { name: `Write the quote for ${second}` }).click();
  dialog = page.getByRole("dialog", { name: `Quote for ${second}` });
  await dialog.getByRole("textbox", { name: "Line 1: description" }).fill("Replace the zip");
  await dialog.getByRole("textbox", { name: "Line 1: price each, in rand" }).fill("450");
  await dialog.getByRole("button", { name: "Save quote" }).click();
  await expect(dialog).toBeHidden();

  const unsent = page.getByRole("region", { name: "Unsent quotes" });
  await expect(unsent).toContainText("2 quotes are written but not sent");
  await unsent.getByRole("button", { name: "Send quotes" }).click();
  await expect(page.getByText("2 quotes sent: the customer is mailed")).toBeVisible();
  const firstQuote = page.getByRole("region", { name: `Quote for ${first}` });
  await expect(firstQuote).toContainText("Sent (version 1): R 350.00");
  await expect(firstQuote).toContainText("Awaiting answer");

  // The customer, signed in nowhere, on a 375 px phone, from the tracking link.
  const phone = await browser.newContext({ baseURL, viewport: { width: 375, height: 812 } });
  const tracking = await phone.newPage();
  await tracking.goto(trackingUrl);
  const approve = tracking.getByRole("article").filter({ hasText: first });
  await expect(approve.getByRole("table", { name: `Quote for ${first}` })).toContainText(
    "Restitch a strap",
  );
  await expect(approve).toContainText("Price: R 350.00");
  await expect(approve).toContainText("VAT at 15 % included: R 45.65");
  await approve.getByRole("button", { name: "Approve" }).click();
  await expect(tracking.getByText(`Thank you: the quote for ${first} is approved.`)).toBeVisible();
  await expect(approve).toContainText("You approved this quote on");

  const decline = tracking.getByRole("article").filter({ hasText: second });
  await expect(decline).toContainText("Price: R 450.00");
  await decline.getByRole("button", { name: "Decline" }).click();
  const confirm = tracking.getByRole("dialog", { name: `Decline the quote for ${second}?` });
  await confirm.getByRole("button", { name: "Decline the quote" }).click();
  await expect(decline).toContainText("You declined this quote on");
  await expect(decline).toContainText("Return unrepaired");
  expect(
    await tracking.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);

  // The workshop sees both answers; the declined piece goes back without work.
  await page.reload();
  await expect(firstQuote).toContainText("Quote approved");
  await expect(firstQuote).toContainText("on the tracking page");
  const secondQuote = page.getByRole("region", { name: `Quote for ${second}` });
  await expect(secondQuote).toContainText("Quote declined");
  await expect(secondQuote).toContainText("Return unrepaired");

  // Only the approved piece is due. A part payment, then the rest: the balance at each step,
  // for the workshop and on the customer's tracking page.
  const payments = page.getByRole("region", { name: "Payments" });
  const balance = payments.locator("dd").nth(2);
  await expect(balance).toHaveText("R 350.00");
  const toPay = tracking.getByRole("region", { name: "Payment" });
  for (const [amount, left, words] of [
    ["200", "R 150.00", "Pay by bank transfer with the reference"],
    ["150.00", "R 0.00", "Paid in full. Thank you."],
  ] as const) {
    await payments.getByRole("button", { name: "Record a payment" }).click();
    const record = page.getByRole("dialog", { name: "Record a payment" });
    await record.getByRole("textbox", { name: "Amount (R)" }).fill(amount);
    await record.getByRole("textbox", { name: "Reference" }).fill("FNB 0042");
    await record.getByRole("button", { name: "Record" }).click();
    await expect(record).toBeHidden();
    await expect(balance).toHaveText(left);
    await tracking.reload();
    await expect(toPay).toContainText(left);
    await expect(toPay).toContainText(words);
  }
  await expect(payments.getByRole("list", { name: "Payments and refunds" })).toContainText(
    "Payment R 150.00 by EFT · FNB 0042",
  );
  await phone.close();

  // The first payment came with an invoice: the workshop downloads it, with its receipt.
  const documents = page.getByRole("region", { name: "Documents" });
  const invoiceLink = documents.getByRole("link", { name: /^Invoice INV-\d{5} \(PDF\)$/ });
  const [download] = await Promise.all([page.waitForEvent("download"), invoiceLink.click()]);
  expect(download.suggestedFilename()).toMatch(/^INV-\d{5}\.pdf$/);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain("Tax invoice");
  expect(text).toContain("Restitch a strap 1 R 350.00 R 45.65 R 350.00");
  expect(text).toContain("Paid R 350.00");
  expect(text).toContain("Balance to pay R 0.00");
});
