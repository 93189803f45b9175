import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { INVOICE_MESSAGES, type InvoiceSummary } from "@lo/domain";
import { asc, eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, invoices } from "../src/db/schema";
import { signInAs } from "./factories";
import { TEST_DRIVER } from "./helpers";
import { deliverAll, startTestSmtp, type TestSmtp } from "./mail-support";
import { ITEMS, registerForVat, setLine } from "./paid-support";
import { admin, api, customerRequestWithLines, setUpRepairSuite, t } from "./repairs-support";

// A request's documents (decision 099): the quote and the invoices with their receipt as PDF
// files, read back here with unpdf; invoice numbers without gaps, even from two processes.

setUpRepairSuite();

let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  await registerForVat();
  await api.put(
    "/settings/payment",
    {
      bankName: "First National Bank",
      accountHolder: "Lifetime Outfitter (Pty) Ltd",
      accountNumber: "62512345678",
      branchCode: "250655",
      assessmentFeeCents: null,
      returnPostageFeeCents: null,
    },
    admin.cookie,
  );
});
afterAll(() => smtp.close());

/** The text of a PDF, its pages joined. */
async function pdfText(bytes: Buffer | Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), {
    mergePages: true,
  });
  return text.replace(/\s+/g, " ");
}

/** A request whose one piece is paid and quoted R 910.00, sent; approved when asked. */
async function quotedRequest(approve: boolean) {
  const made = await customerRequestWithLines(1);
  const lineId = made.lines[0]!.id;
  await setLine(made.id, lineId, { state: "enroute-to-outfitter", coverage: "paid" });
  await api.put(`/repairs/lines/${lineId}/quote`, { items: ITEMS }, admin.cookie);
  await api.post(`/repairs/${made.id}/quotes/send`, {}, admin.cookie);
  if (approve) {
    const answer = await api.post(
      `/repairs/${made.id}/quote-answers`,
      { serialNumber: made.serials[0], version: 1, answer: "approve" },
      made.customer.cookie,
    );
    expect(answer.statusCode, answer.body).toBe(200);
  }
  return made;
}

const issue = (id: number, cookie = admin.cookie) =>
  api.post(`/repairs/${id}/invoices`, {}, cookie);
const listed = async (id: number, cookie = admin.cookie) =>
  ((await api.get(`/repairs/${id}/invoices`, cookie)).json() as { invoices: InvoiceSummary[] })
    .invoices;

describe("the quote as a PDF", () => {
  it("lists each quoted piece's lines, VAT and price, for its customer and admins only", async () => {
    const made = await quotedRequest(false);
    const other = await signInAs(t.app, t.db, "customer");
    expect((await api.get(`/repairs/${made.id}/quote.pdf`)).statusCode).toBe(401);
    expect((await api.get(`/repairs/${made.id}/quote.pdf`, other.cookie)).statusCode).toBe(404);
    const answer = await api.get(`/repairs/${made.id}/quote.pdf`, made.customer.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("application/pdf");
    expect(answer.headers["content-disposition"]).toBe(
      `attachment; filename="quote-request-${made.id}.pdf"`,
    );
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain("Quote");
    expect(text).toContain(`Repair request: ${made.id}`);
    expect(text).toContain("VAT number: 4123456789");
    expect(text).toContain(made.serials[0]);
    expect(text).toContain("Replace a buckle 2 R 280.00 R 73.04 R 560.00");
    expect(text).toContain("VAT at 15 % included R 118.69");
    expect(text).toContain("Total of the quotes R 910.00");
    expect((await api.get(`/repairs/${made.id}/quote.pdf`, admin.cookie)).statusCode).toBe(200);

    const unquoted = await customerRequestWithLines(1);
    const none = await api.get(`/repairs/${unquoted.id}/quote.pdf`, unquoted.customer.cookie);
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(INVOICE_MESSAGES.noQuote);
  });

  it("travels with the quote mail, whose PDF reads the same totals", async () => {
    smtp.mails.length = 0;
    const made = await quotedRequest(false);
    await t.db.execute(`update outbox_mails set due_at = now() where state = 'pending'`);
    await deliverAll(t, smtp);
    const mail = smtp.mails.find(
      (one) => one.subject === `Your quote for repair request ${made.id}`,
    );
    expect(mail, smtp.mails.map((one) => one.subject).join()).toBeDefined();
    const attachment = mail!.attachments[0]!;
    expect(attachment.contentType).toBe("application/pdf");
    expect(attachment.filename).toBe(`quote-request-${made.id}.pdf`);
    const text = await pdfText(attachment.content);
    expect(text).toContain("Price R 910.00");
    expect(text).toContain("VAT at 15 % included R 118.69");
    expect(text).toContain("Total of the quotes R 910.00");
  });
});

describe("invoices", () => {
  it("are issued by admins for what is charged, replaced when it changes, and read as PDF by the customer", async () => {
    const made = await quotedRequest(true);
    const other = await signInAs(t.app, t.db, "customer");
    expect((await issue(made.id, "")).statusCode).toBe(401);
    expect((await issue(made.id, made.customer.cookie)).statusCode).toBe(403);
    const first = await issue(made.id);
    expect(first.statusCode, first.body).toBe(200);
    const invoice = first.json().invoice as InvoiceSummary;
    expect(first.json().message).toBe(INVOICE_MESSAGES.issued(invoice.number));
    expect(invoice).toMatchObject({ totalCents: 91_000, vatCents: 11_869, replacedBy: null });
    expect(invoice.label).toMatch(/^INV-\d{5}$/);

    const again = await issue(made.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(INVOICE_MESSAGES.upToDate(invoice.number));

    await api.post(
      `/repairs/${made.id}/fees`,
      { description: "Return postage", amountCents: 12_000 },
      admin.cookie,
    );
    const second = (await issue(made.id)).json().invoice as InvoiceSummary;
    expect(second).toMatchObject({ totalCents: 103_000, replacedBy: null });
    expect(await listed(made.id, made.customer.cookie)).toMatchObject([
      { id: invoice.id, replacedBy: second.number },
      { id: second.id, replacedBy: null },
    ]);
    expect((await api.get(`/repairs/${made.id}/invoices`, other.cookie)).statusCode).toBe(404);
    expect((await api.get(`/repairs/${made.id}/invoices`)).statusCode).toBe(401);

    const pdfUrl = `/repairs/${made.id}/invoices/${second.id}.pdf`;
    expect((await api.get(pdfUrl)).statusCode).toBe(401);
    expect((await api.get(pdfUrl, other.cookie)).statusCode).toBe(404);
    const download = await api.get(pdfUrl, made.customer.cookie);
    expect(download.statusCode, download.body).toBe(200);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="${second.label}.pdf"`,
    );
    const text = await pdfText(download.rawPayload);
    expect(text).toContain("Tax invoice");
    expect(text).toContain(`Number: ${second.label}`);
    expect(text).toContain(`Replaces ${invoice.label}`);
    expect(text).toContain("Restitch a strap 1 R 350.00 R 45.65 R 350.00");
    expect(text).toContain("Fee Return postage 1 R 120.00 R 15.65 R 120.00");
    expect(text).toContain("Total excluding VAT R 895.66");
    expect(text).toContain("VAT at 15 % R 134.34");
    expect(text).toContain("Total R 1 030.00");
    expect(text).toContain("Balance to pay R 1 030.00");
    expect(text).toContain(`Pay by bank transfer with the reference ${made.id}`);
    expect(text).toContain(
      "Our bank details: Lifetime Outfitter (Pty) Ltd, First National Bank, account number 62512345678, branch code 250655.",
    );
    const old = await api.get(`/repairs/${made.id}/invoices/${invoice.id}.pdf`, admin.cookie);
    expect(await pdfText(old.rawPayload)).toContain(`Replaced by ${second.label}`);
    // Another request's invoice, through this request: as if it did not exist.
    const elsewhere = await quotedRequest(true);
    expect(
      (await api.get(`/repairs/${elsewhere.id}/invoices/${second.id}.pdf`, admin.cookie))
        .statusCode,
    ).toBe(404);

    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.repairRequestId, made.id))
      .orderBy(asc(auditLog.id));
    expect(audited.filter((entry) => entry.action === "invoice-issued")).toHaveLength(2);
  });

  it("are not issued while nothing is charged", async () => {
    const made = await quotedRequest(false);
    const answer = await issue(made.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe(INVOICE_MESSAGES.nothingDue);
    expect(await listed(made.id)).toEqual([]);
  });

  it("come with each payment: the customer's mail carries the invoice and its receipt", async () => {
    const made = await quotedRequest(true);
    smtp.mails.length = 0;
    const paid = await api.post(
      `/repairs/${made.id}/payments`,
      { kind: "payment", amountCents: 50_000, method: "eft", paidOn: "2026-11-20" },
      admin.cookie,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    const [invoice] = await listed(made.id);
    expect(invoice).toMatchObject({ totalCents: 91_000 });
    await deliverAll(t, smtp);
    const mail = smtp.mails.find(
      (one) => one.subject === `Payment received for repair request ${made.id}`,
    );
    expect(mail, smtp.mails.map((one) => one.subject).join()).toBeDefined();
    expect(mail!.text).toContain("we received R 500.00 by EFT on 20 November 2026");
    expect(mail!.text).toContain("Still to pay on this request: R 410.00.");
    expect(mail!.attachments[0]!.filename).toBe(`${invoice!.label}.pdf`);
    const text = await pdfText(mail!.attachments[0]!.content);
    expect(text).toContain("Payments received");
    expect(text).toContain("20 November 2026 Payment EFT R 500.00");
    expect(text).toContain("Paid R 500.00");
    expect(text).toContain("Balance to pay R 410.00");

    // The rest, then a refund: no new invoice (the charges did not change); each mailed.
    await api.post(
      `/repairs/${made.id}/payments`,
      { kind: "payment", amountCents: 41_000, method: "card", paidOn: "2026-11-21" },
      admin.cookie,
    );
    await api.post(
      `/repairs/${made.id}/payments`,
      { kind: "refund", amountCents: 1_000, method: "cash", paidOn: "2026-11-22" },
      admin.cookie,
    );
    expect(await listed(made.id)).toHaveLength(1);
    smtp.mails.length = 0;
    await deliverAll(t, smtp);
    const refund = smtp.mails.find((one) => one.subject === `Refund on repair request ${made.id}`);
    expect(refund!.text).toContain("We refunded you R 10.00 by Cash on 22 November 2026.");
    const last = await pdfText(refund!.attachments[0]!.content);
    expect(last).toContain("22 November 2026 Refund Cash -R 10.00");
    expect(last).toContain("Paid R 900.00");
    expect(last).toContain("Balance to pay R 10.00");
  });
});

describe("invoice numbers", () => {
  /** Every number given so far is 1…n, each once. */
  async function expectNoGaps() {
    const numbers = (await t.db.select({ number: invoices.number }).from(invoices)).map(
      (row) => row.number,
    );
    expect(numbers.sort((a, b) => a - b)).toEqual(numbers.map((_, index) => index + 1));
  }

  /** `n` requests with something charged (a fee) and no invoice yet. */
  async function chargedRequests(n: number): Promise<number[]> {
    const ids: number[] = [];
    for (let i = 0; i < n; i += 1) {
      const made = await customerRequestWithLines(1);
      await api.post(
        `/repairs/${made.id}/fees`,
        { description: "Assessment", amountCents: 25_000 },
        admin.cookie,
      );
      ids.push(made.id);
    }
    return ids;
  }

  it("run without gaps when many are issued at once", async () => {
    const ids = await chargedRequests(6);
    // Each request asked for twice at once: one invoice each, the other answer 409.
    const answers = await Promise.all([...ids, ...ids].map((id) => issue(id)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(6);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(6);
    await expectNoGaps();
  });

  it.runIf(TEST_DRIVER === "postgres")(
    "run without gaps when two server processes issue them at once, and a rollback gives its number back",
    async () => {
      const ids = await chargedRequests(8);
      const [rollbackA, rollbackB] = await chargedRequests(2);
      if (t.handle.kind !== "postgres") throw new Error("PostgreSQL only");
      const url = t.handle.pool.options.connectionString!;
      const script = join(import.meta.dirname, "processes", "issue-invoices.ts");
      const run = (rollbackId: number) =>
        promisify(execFile)(
          process.execPath,
          [
            "--import",
            "tsx",
            script,
            url,
            admin.user.idnumber,
            String(rollbackId),
            ...ids.map(String),
          ],
          { cwd: join(import.meta.dirname, "..") },
        );
      const [a, b] = await Promise.all([run(rollbackA!), run(rollbackB!)]);
      const results = [a, b].map(
        (out) => JSON.parse(out.stdout) as { issued: (number | null)[]; rolledBack: string },
      );
      const issued = results.flatMap((result) => result.issued);
      expect(issued.filter((value) => value === 409)).toHaveLength(8);
      expect(results.map((result) => result.rolledBack)).toEqual(["rolled back", "rolled back"]);
      await expectNoGaps();
      // The rolled-back requests have no invoice; the next one takes the next number.
      expect(await listed(rollbackA!)).toEqual([]);
      const next = (await issue(rollbackA!)).json().invoice as InvoiceSummary;
      const highest = await t.db.select({ number: invoices.number }).from(invoices);
      expect(next.number).toBe(Math.max(...highest.map((row) => row.number)));
      await expectNoGaps();
    },
    60_000,
  );
});
