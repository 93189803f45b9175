import { COVERAGE_MESSAGES, type RepairRequestPage } from "@lo/domain";
import { screen, within } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { chooseOption } from "../../../test/choose-option";
import { recordRequests } from "../../../test/recording-server";
import { ADMIN, renderPage as renderAt, renderRoutes } from "../../../test/render";
import { repairRequestRecord } from "../../../test/repair-request-record";
import ManageRepairRequestsPage from "./manage-repair-requests-page";
import { requestPage } from "../../../test/request-page-fixture";
import AdminRepairRequestPage from "./repair-request-page";

/** The request page as an admin reads it: the belt under the warranty, the wallet paid. */
function adminPage(): RepairRequestPage {
  const page = requestPage(true);
  const [belt, wallet] = page.lines;
  const covered: RepairRequestPage["lines"] = [
    {
      ...belt!,
      coverage: "warranty" as const,
      coverageText: "Covered by your lifetime warranty",
      goodwillReason: null,
      causeComponent: null,
      causeReason: null,
    },
    {
      ...wallet!,
      coverage: "paid" as const,
      coverageText: "Not covered: accident damage, see the quote",
      goodwillReason: null,
      causeComponent: "stitching" as const,
      causeReason: "accident-or-misuse" as const,
    },
  ];
  return { ...page, lines: covered };
}

function renderPage(onUpdate: (body: unknown) => { status: number; body?: unknown }) {
  const recorded = recordRequests((call) => {
    if (call.method === "PUT") return onUpdate(call.body);
    if (call.url.pathname.endsWith("/repairs/requests/42")) {
      return { status: 200, body: adminPage() };
    }
    return { status: 404, body: { error: "Not found", message: "Not found" } };
  });
  const view = renderRoutes(
    [{ path: "/admin/requests/:id", element: <AdminRepairRequestPage /> }],
    { path: "/admin/requests/42", user: ADMIN },
  );
  return { ...view, ...recorded };
}

async function openDialog(user: UserEvent, serial: string) {
  await user.click(await screen.findByRole("button", { name: `Update ${serial}` }));
  return screen.findByRole("dialog", { name: "Update Repair Line" });
}

const saved = { status: 200, body: { message: "Repair request updated successfully" } };

describe("the line update dialog's coverage and cause", () => {
  it("shows each line's coverage beside its state, and what the customer reads", async () => {
    renderPage(() => saved);
    const wallet = await screen.findByRole("article", { name: "Bifold Wallet" });
    expect(wallet).toHaveTextContent("Coverage: Paid");
    expect(wallet).toHaveTextContent("Not covered: accident damage, see the quote");
    const belt = screen.getByRole("article", { name: "Classic Belt" });
    expect(belt).toHaveTextContent("Coverage: Warranty");
  });

  it("shows the coverage beside each line's state in the list", async () => {
    const listed = repairRequestRecord();
    const [wallet, belt] = listed.products;
    listed.products = [
      { ...wallet!, coverage: "goodwill", goodwillReason: "Loyal customer" },
      { ...belt!, coverage: "warranty" },
    ];
    recordRequests(({ url }) =>
      url.pathname.endsWith("/repairs/get-admin-repairs")
        ? { status: 200, body: { repairRequests: [listed], total: 1 } }
        : { status: 404, body: { error: "Not here" } },
    );
    const { user } = renderAt(<ManageRepairRequestsPage />, {
      path: "/admin/requests",
      user: ADMIN,
    });
    await user.click(await screen.findByRole("button", { name: "Show items of request #41" }));
    const lines = screen.getByRole("table", { name: "Items in repair request 41" });
    const row = (serial: string) => within(lines).getByRole("row", { name: new RegExp(serial) });
    expect(row("WAL-001")).toHaveTextContent("Coverage: Goodwill");
    expect(row("BLT-002")).toHaveTextContent("Coverage: Warranty");
  });

  it("sends what changed of the coverage and cause with the line, 'Not decided' clearing a cause", async () => {
    const { user, calls } = renderPage(() => saved);
    const dialog = await openDialog(user, "LO-WALLET-2");
    expect(within(dialog).getByRole("combobox", { name: "Coverage" })).toHaveTextContent("Paid");
    expect(within(dialog).getByRole("combobox", { name: "Cause" })).toHaveTextContent("Stitching");
    expect(within(dialog).getByRole("combobox", { name: "Reason" })).toHaveTextContent(
      "Accident or misuse",
    );
    expect(within(dialog).queryByRole("textbox", { name: "Goodwill reason" })).toBeNull();

    await chooseOption(user, "Coverage", "Not repairable");
    await chooseOption(user, "Cause", "Leather surface");
    await chooseOption(user, "Reason", "Not decided");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));

    const confirm = await screen.findByRole("dialog", { name: "Confirm Update" });
    expect(confirm).toHaveTextContent("CoverageFrom: PaidTo: Not repairable");
    expect(confirm).toHaveTextContent("CauseFrom: StitchingTo: Leather surface");
    expect(confirm).toHaveTextContent("ReasonFrom: Accident or misuseTo: Not decided");
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));
    await screen.findByText("Request #42, LO-WALLET-2, has been updated.");

    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toEqual({
      currentLocation: "Workshop bench 3",
      version: 2,
      repair_lines: [
        {
          repairlineid: 2,
          state: "Enroute to Lifetime Outfitter",
          problemDescription: "Stitching undone",
          // Only what changed: the goodwill reason was and stays empty.
          coverage: "not-repairable",
          causeComponent: "leather-surface",
          // Not decided clears the cause's reason.
          causeReason: null,
          version: 1,
        },
      ],
    });
  });

  it("asks for the goodwill's reason, refuses to send without it, then sends it", async () => {
    const { user, calls } = renderPage(() => saved);
    const dialog = await openDialog(user, "LO-BELT-1");
    await chooseOption(user, "Coverage", "Goodwill");
    const reason = within(dialog).getByRole("textbox", { name: "Goodwill reason" });
    expect(reason).toHaveAttribute("aria-required", "true");

    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    expect(await within(dialog).findByText(COVERAGE_MESSAGES.goodwillReason)).toBeVisible();
    expect(reason).toHaveAttribute("aria-invalid", "true");
    expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(COVERAGE_MESSAGES.goodwillReason),
    );
    expect(screen.queryByRole("dialog", { name: "Confirm Update" })).toBeNull();

    await user.type(reason, "  Loyal customer of twenty years  ");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm Update" });
    expect(confirm).toHaveTextContent("CoverageFrom: WarrantyTo: Goodwill");
    expect(confirm).toHaveTextContent("Goodwill reasonLoyal customer of twenty years");
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));
    await screen.findByText("Request #42, LO-BELT-1, has been updated.");

    const puts = calls.filter((call) => call.method === "PUT");
    expect(puts).toHaveLength(1);
    expect(puts[0]?.body).toMatchObject({
      repair_lines: [
        {
          repairlineid: 1,
          coverage: "goodwill",
          goodwillReason: "Loyal customer of twenty years",
        },
      ],
    });
    // The cause was not decided and is not: left out, as the original API's payload.
    expect(puts[0]?.body).not.toHaveProperty("repair_lines.0.causeComponent");
  });

  it("puts the server's refusal of a goodwill reason on its field", async () => {
    const message = COVERAGE_MESSAGES.goodwillReason;
    const { user } = renderPage(() => ({
      status: 400,
      body: {
        error: "Validation failed",
        message: "Validation failed",
        issues: [{ path: "repair_lines.0.goodwillReason", message }],
      },
    }));
    const dialog = await openDialog(user, "LO-BELT-1");
    await chooseOption(user, "Coverage", "Goodwill");
    const reason = within(dialog).getByRole("textbox", { name: "Goodwill reason" });
    await user.type(reason, "Kept for the record");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm Update" });
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));

    const field = await screen.findByRole("textbox", { name: "Goodwill reason" });
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
  });
});
