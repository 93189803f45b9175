import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordRequests } from "../../../test/recording-server";
import { ADMIN, renderRoutes } from "../../../test/render";
import { requestPage } from "../../../test/request-page-fixture";
import AdminRepairRequestPage from "./repair-request-page";

function renderPage(onUpdate?: (body: unknown) => { status: number; body?: unknown }) {
  const recorded = recordRequests((call) => {
    if (call.method === "PUT" && onUpdate) return onUpdate(call.body);
    if (call.url.pathname.endsWith("/repairs/requests/42")) {
      return { status: 200, body: requestPage(true) };
    }
    return { status: 404, body: { error: "Not found", message: "Not found" } };
  });
  const view = renderRoutes(
    [{ path: "/admin/requests/:id", element: <AdminRepairRequestPage /> }],
    { path: "/admin/requests/42", user: ADMIN },
  );
  return { ...view, ...recorded };
}

describe("AdminRepairRequestPage (/admin/requests/{id})", () => {
  it("shows the server status, the customer as a link to their page and internal notes marked", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Request #42" })).toBeVisible();
    expect(screen.getAllByText("In Progress")[0]).toBeVisible();
    expect(screen.getByRole("link", { name: "Thandi Mokoena" })).toHaveAttribute(
      "href",
      "/admin/customers/8001015009087",
    );
    const notes = screen.getByRole("list", { name: "Workshop notes for LO-BELT-1" });
    const [visible, internal] = within(notes).getAllByRole("listitem");
    expect(visible).not.toHaveTextContent("Internal");
    expect(internal).toHaveTextContent("Check the stitching twice");
    expect(internal).toHaveTextContent("Internal");
    expect(screen.getByRole("link", { name: "All repair requests" })).toHaveAttribute(
      "href",
      "/admin/requests",
    );
  });

  it("updates a line through the update dialog of requirements §2 with an internal note, after the confirmation", async () => {
    const { user, calls } = renderPage(() => ({
      status: 200,
      body: { message: "Repair request updated successfully" },
    }));
    await user.click(await screen.findByRole("button", { name: "Update LO-BELT-1" }));
    const dialog = await screen.findByRole("dialog", { name: "Update Repair Line" });
    await user.type(within(dialog).getByLabelText(/New Workshop Note/), "Only for us");
    await user.click(
      within(dialog).getByRole("checkbox", { name: "Internal note (only the workshop sees it)" }),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm Update" });
    expect(confirm).toHaveTextContent("New internal note (only the workshop sees it): Only for us");
    expect(calls.filter((call) => call.method === "PUT")).toHaveLength(0);
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));
    await screen.findByText("Request #42, LO-BELT-1, has been updated.");
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe("/lifetime-outfitter/repairs/update-repair/42");
    expect(put?.body).toEqual({
      currentLocation: "Workshop bench 3",
      version: 2,
      repair_lines: [
        {
          repairlineid: 1,
          state: "In Progress",
          problemDescription: "Buckle loose",
          workshopLog: "Only for us",
          workshopLogInternal: true,
          version: 3,
        },
      ],
    });
    // The page is read again for the new note.
    const reads = calls.filter((call) => call.url.pathname.endsWith("/repairs/requests/42"));
    expect(reads.length).toBeGreaterThanOrEqual(2);
  });

  it("sends a customer-visible note as the payload of requirements §3, without the flag", async () => {
    const { user, calls } = renderPage(() => ({ status: 200, body: { message: "ok" } }));
    await user.click(await screen.findByRole("button", { name: "Update LO-WALLET-2" }));
    const dialog = await screen.findByRole("dialog", { name: "Update Repair Line" });
    await user.type(within(dialog).getByLabelText(/New Workshop Note/), "Collected");
    await user.click(within(dialog).getByRole("button", { name: "Save Changes" }));
    const confirm = await screen.findByRole("dialog", { name: "Confirm Update" });
    expect(confirm).toHaveTextContent("New note: Collected");
    await user.click(within(confirm).getByRole("button", { name: "Confirm Update" }));
    await screen.findByText("Request #42, LO-WALLET-2, has been updated.");
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.body).toMatchObject({ repair_lines: [{ workshopLog: "Collected" }] });
    expect(JSON.stringify(put?.body)).not.toContain("workshopLogInternal");
  });
});
