import type { GlobalSearchResponse } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordingServer } from "../../../test/admin-list";
import { ADMIN, renderRoutes } from "../../../test/render";
import HeaderSearch from "./components/header-search";
import SearchPage from "./search-page";

const EMPTY = { data: [], more: false };

function answer(overrides: Partial<GlobalSearchResponse>): GlobalSearchResponse {
  return {
    q: "",
    direct: null,
    items: EMPTY,
    requests: EMPTY,
    customers: EMPTY,
    ...overrides,
  };
}

/** The header box on every admin page, the results page, and a heading for anything else. */
function renderWithBox(at = "/admin/customers") {
  const page = (element: React.ReactNode) => (
    <>
      <HeaderSearch />
      {element}
    </>
  );
  return renderRoutes(
    [
      { path: "/admin/search", element: page(<SearchPage />) },
      { path: "*", element: page(<h1>Elsewhere</h1>) },
    ],
    { path: at, user: ADMIN },
  );
}

const searchBox = () =>
  screen.getByRole("searchbox", { name: "Search items, requests and customers" });

describe("HeaderSearch", () => {
  it.each([
    [{ kind: "request", id: 42 } as const, "/admin/requests/42", ""],
    [
      { kind: "customer", idnumber: "8001015009087" } as const,
      "/admin/customers/8001015009087",
      "",
    ],
    [{ kind: "item", serialno: "LO-2024-000123" } as const, "/items/LO-2024-000123", ""],
  ])("goes straight to the one thing the query names (%o)", async (direct, pathname, search) => {
    const calls = recordingServer(() => ({ status: 200, body: answer({ direct }) }));
    const { user, router } = renderWithBox();
    await user.type(searchBox(), "  something exact {Enter}");
    await screen.findByRole("heading", { name: "Elsewhere" });
    await waitFor(() => expect(router.state.location.pathname).toBe(pathname));
    expect(router.state.location.search).toBe(search);
    const sent = calls.find((call) => call.url.pathname.endsWith("/search"));
    expect(sent?.url.searchParams.get("q")).toBe("something exact");
    expect(searchBox()).toHaveValue("");
  });

  it("opens the results page, grouped by kind with counts, when nothing is named exactly", async () => {
    recordingServer(() => ({
      status: 200,
      body: answer({
        q: "naidoo",
        requests: {
          data: [
            {
              id: 7,
              customerName: "Priya Naidoo",
              customerIdnumber: "8001015009087",
              status: "In Progress",
              createdAt: "2026-03-01T10:00:00.000Z",
              lines: 2,
              ready: 1,
              completed: 0,
            },
          ],
          more: false,
        },
        customers: {
          data: [
            {
              idnumber: "8001015009087",
              name: "Priya",
              surname: "Naidoo",
              email: "priya@example.com",
              phone: "082 555 0199",
            },
          ],
          more: true,
        },
      }),
    }));
    const { user, router } = renderWithBox();
    await user.type(searchBox(), "naidoo{Enter}");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Matches for 'naidoo'" }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/admin/search");
    expect(router.state.location.search).toBe("?q=naidoo");
    expect(screen.queryByRole("heading", { name: /^Items/ })).not.toBeInTheDocument();

    const requests = screen.getByRole("region", { name: /Requests/ });
    expect(within(requests).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Requests, 1 match",
    );
    expect(
      within(requests).getByRole("link", { name: /Request #7, .*1 of 2 items ready/ }),
    ).toHaveAttribute("href", "/admin/requests/7");
    const customers = screen.getByRole("region", { name: /Customers/ });
    expect(within(customers).getByRole("heading", { level: 2 })).toHaveTextContent(
      "Customers, 1+ matches",
    );
    expect(within(customers).getByRole("link", { name: /Priya Naidoo/ })).toHaveAttribute(
      "href",
      "/admin/customers/8001015009087",
    );
  });

  it("says when nothing matches", async () => {
    recordingServer(() => ({ status: 200, body: answer({ q: "zzq" }) }));
    renderWithBox("/admin/search?q=zzq");
    expect(await screen.findByText("No matches for 'zzq'.")).toBeInTheDocument();
  });

  it("links each item to the item link", async () => {
    recordingServer(() => ({
      status: 200,
      body: answer({
        items: {
          data: [
            {
              serialno: "LO-2024-000123",
              productType: "Satchel",
              colour: "Tan",
              ownerName: "Priya Naidoo",
              ownerIdnumber: "8001015009087",
            },
          ],
          more: false,
        },
      }),
    }));
    renderWithBox("/admin/search?q=LO-2024");
    const link = await screen.findByRole("link", { name: /LO-2024-000123/ });
    expect(link).toHaveAttribute("href", "/items/LO-2024-000123");
  });
});
