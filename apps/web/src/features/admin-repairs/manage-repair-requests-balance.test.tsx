import { PAYMENT_MESSAGES, type RepairRequestRecord, type RepairStatistics } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordRequests } from "../../../test/recording-server";
import { ADMIN, renderPage } from "../../../test/render";
import { repairRequestRecord } from "../../../test/repair-request-record";
import ManageRepairRequestsPage from "./manage-repair-requests-page";

// The admin list's Balance column (decisions 096, 097): what is still to pay, a credit owed
// back told apart from a request paid in full, and nothing for a request without money.

const STATISTICS: RepairStatistics = {
  totalRequests: 4,
  pending: 4,
  inProgress: 0,
  completed: 0,
  openRequests: 4,
  averageDaysOpen: 2,
  overdue: 0,
};

const MONEY: Record<number, Partial<RepairRequestRecord>> = {
  41: { balanceCents: 45_000, creditCents: 0 },
  42: { balanceCents: 0, creditCents: 5_000 },
  43: { balanceCents: 0, creditCents: 0 },
  44: {},
};

function fakeApi() {
  return recordRequests(({ url }) => {
    if (url.pathname.endsWith("/users/me")) return { status: 200, body: ADMIN };
    if (url.pathname.endsWith("/repairs/statistics")) return { status: 200, body: STATISTICS };
    if (url.pathname.endsWith("/repairs/get-admin-repairs")) {
      const requests = Object.entries(MONEY).map(([id, money]) =>
        repairRequestRecord({ id: Number(id), version: 1, ...money }),
      );
      return { status: 200, body: { repairRequests: requests, total: requests.length } };
    }
    return { status: 404, body: { error: "Not here" } };
  });
}

const row = (id: number) => screen.findByRole("row", { name: new RegExp(`Request #${id}(?!\\d)`) });

/** The row's cell under the Balance heading. */
async function balanceOf(id: number) {
  const header = await screen.findByRole("columnheader", { name: "Balance" });
  const column = [...header.parentElement!.children].indexOf(header);
  return within(await row(id)).getAllByRole("cell")[column]!;
}

describe("the admin list's Balance column", { timeout: 20_000 }, () => {
  it("shows what is due, a credit as a credit, Paid, and a dash for no money", async () => {
    fakeApi();
    renderPage(<ManageRepairRequestsPage />, { path: "/admin/requests", user: ADMIN });
    expect(await balanceOf(41)).toHaveTextContent(/^R 450\.00$/);
    expect(await balanceOf(42)).toHaveTextContent(PAYMENT_MESSAGES.credit(5_000));
    expect(PAYMENT_MESSAGES.credit(5_000)).toBe("Credit R 50.00");
    expect(await balanceOf(42)).not.toHaveTextContent("Paid");
    expect(await balanceOf(43)).toHaveTextContent(/^Paid$/);
    expect(await balanceOf(44)).toHaveTextContent("Nothing charged");
  });
});
