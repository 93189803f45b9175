import { INVOICE_MESSAGES } from "@lo/domain";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { recordingServer, renderAdminPage, type Call } from "../../../../test/admin-list";
import { AccountsExport } from "./accounts-export";

const INVOICES = "/lifetime-outfitter/repairs/export/invoices.csv";
const PAYMENTS = "/lifetime-outfitter/repairs/export/payments.csv";

let calls: Call[];
/** Each click on a link that reached the document, and whether the page held it back. */
let clicks: { href: string | null; held: boolean }[];
const record = (event: MouseEvent) => {
  const link = (event.target as HTMLElement).closest("a");
  clicks.push({ href: link?.getAttribute("href") ?? null, held: event.defaultPrevented });
  // jsdom cannot follow a link; the test only needs to know that the page let it go.
  event.preventDefault();
};

beforeEach(() => {
  // 22:30 UTC on 30 November is already 1 December in the workshop: the month before is November.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-30T22:30:00Z"));
  clicks = [];
  document.addEventListener("click", record);
  calls = recordingServer((_call, path) =>
    path === "/users/confirm-identity"
      ? { status: 200, body: { confirmedUntil: new Date(Date.now() + 10 * 60_000).toISOString() } }
      : { status: 404, body: { error: "Not here" } },
  );
  renderAdminPage("/admin/requests", <AccountsExport />);
});

afterEach(() => {
  document.removeEventListener("click", record);
  vi.useRealTimers();
});

const region = () => screen.getByRole("region", { name: "For the accountant" });
const link = (name: string) => within(region()).getByRole("link", { name });
const setDay = (label: "From" | "To", value: string) =>
  fireEvent.change(within(region()).getByLabelText(label), { target: { value } });

describe("AccountsExport", () => {
  it("offers the previous calendar month in the workshop's time zone, both files", () => {
    expect(within(region()).getByLabelText("From")).toHaveValue("2026-11-01");
    expect(within(region()).getByLabelText("To")).toHaveValue("2026-11-30");
    expect(link("Invoices (CSV)")).toHaveAttribute(
      "href",
      `${INVOICES}?from=2026-11-01&to=2026-11-30`,
    );
    expect(link("Payments (CSV)")).toHaveAttribute(
      "href",
      `${PAYMENTS}?from=2026-11-01&to=2026-11-30`,
    );
    expect(link("Invoices (CSV)")).toHaveAttribute("download");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("downloads the range chosen once the admin is confirmed", async () => {
    setDay("From", "2026-03-01");
    setDay("To", "2026-03-31");
    const href = `${PAYMENTS}?from=2026-03-01&to=2026-03-31`;
    expect(link("Payments (CSV)")).toHaveAttribute("href", href);

    fireEvent.click(link("Payments (CSV)"));
    // Held back while the proof is asked for, then followed.
    await waitFor(() =>
      expect(clicks).toEqual([
        { href, held: true },
        { href, held: false },
      ]),
    );
    expect(calls.map((call) => call.url.pathname)).toContain(
      "/lifetime-outfitter/users/confirm-identity",
    );
  });

  it.each([
    ["a To before From", "2026-03-31", "2026-03-01"],
    ["an empty day", "2026-03-01", ""],
    ["more than ten years", "2010-01-01", "2026-03-31"],
  ])("says what is wrong with %s and downloads nothing", async (_case, from, to) => {
    setDay("From", from);
    setDay("To", to);
    expect(await screen.findByRole("alert")).toHaveTextContent(INVOICE_MESSAGES.range);
    expect(within(region()).getByLabelText("To")).toHaveAttribute("aria-invalid", "true");

    fireEvent.click(link("Invoices (CSV)"));
    fireEvent.click(link("Payments (CSV)"));
    expect(clicks.map((click) => click.held)).toEqual([true, true]);
    expect(within(region()).getByLabelText("To")).toHaveFocus();
    // Nothing asked of the server, nothing followed.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(clicks).toHaveLength(2);
    expect(calls.filter((call) => call.url.pathname.includes("confirm-identity"))).toEqual([]);

    setDay("From", "2026-03-01");
    setDay("To", "2026-03-31");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
