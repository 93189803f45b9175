import { INVOICE_MESSAGES, type InvoiceSummary } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordRequests } from "../../../test/recording-server";
import { ADMIN, CUSTOMER, renderPage } from "../../../test/render";
import { RequestDocuments } from "./request-documents";

const FIRST: InvoiceSummary = {
  id: 5,
  number: 41,
  label: "INV-00041",
  issuedAt: "2026-11-20T09:00:00.000Z",
  totalCents: 91_000,
  vatCents: 11_869,
  replacedBy: 42,
};
const SECOND: InvoiceSummary = {
  ...FIRST,
  id: 6,
  number: 42,
  label: "INV-00042",
  issuedAt: "2026-11-27T09:00:00.000Z",
  totalCents: 103_000,
  replacedBy: null,
};

function serve(invoices: InvoiceSummary[]) {
  return recordRequests((call) => {
    if (call.method === "GET" && call.url.pathname.endsWith("/repairs/42/invoices")) {
      return { status: 200, body: { invoices } };
    }
    if (call.method === "POST" && call.url.pathname.endsWith("/repairs/42/invoices")) {
      return { status: 200, body: { message: INVOICE_MESSAGES.issued(43), invoice: SECOND } };
    }
    return { status: 404, body: { error: "Not here", message: "Not here" } };
  });
}

describe("a request's documents", () => {
  it("offers the customer the quote and each invoice as a PDF download, and issues none", async () => {
    const { calls } = serve([FIRST, SECOND]);
    renderPage(<RequestDocuments requestId={42} hasQuote hasMoney />, { user: CUSTOMER });
    const section = await screen.findByRole("region", { name: "Documents" });
    expect(within(section).getByRole("link", { name: "Quote (PDF)" })).toHaveAttribute(
      "href",
      "/lifetime-outfitter/repairs/42/quote.pdf",
    );
    const newest = await within(section).findByRole("link", { name: "Invoice INV-00042 (PDF)" });
    expect(newest).toHaveAttribute("href", "/lifetime-outfitter/repairs/42/invoices/6.pdf");
    expect(section).toHaveTextContent("20 November 2026 · R 910.00 · replaced by INV-00042");
    expect(section).toHaveTextContent("27 November 2026 · R 1 030.00");
    expect(within(section).queryByRole("button", { name: "Issue invoice" })).toBeNull();
    expect(calls.filter((call) => call.method !== "GET")).toEqual([]);
  });

  it("lets the workshop issue an invoice and says so", async () => {
    const { calls } = serve([]);
    const { user } = renderPage(
      <RequestDocuments requestId={42} hasQuote={false} hasMoney admin />,
      {
        user: ADMIN,
      },
    );
    const section = await screen.findByRole("region", { name: "Documents" });
    expect(await within(section).findByText("No invoice issued yet.")).toBeInTheDocument();
    await user.click(within(section).getByRole("button", { name: "Issue invoice" }));
    expect(await screen.findByText(INVOICE_MESSAGES.issued(43))).toBeInTheDocument();
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url.pathname)).toEqual(
      ["/lifetime-outfitter/repairs/42/invoices"],
    );
  });

  it("shows nothing for a request with no quote and no money", async () => {
    const { calls } = serve([]);
    renderPage(<RequestDocuments requestId={42} hasQuote={false} hasMoney={false} />, {
      user: CUSTOMER,
    });
    expect(screen.queryByRole("region", { name: "Documents" })).toBeNull();
    expect(calls.filter((call) => call.url.pathname.includes("/repairs/"))).toEqual([]);
  });
});
