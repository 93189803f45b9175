import { SECURITY_LOG_PAGE_SIZE, type SecurityLogEntry } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formatDate, formatTime } from "@/lib/format";
import { recordingServer, renderAdminPage, type Answer, type Call } from "../../../test/admin-list";
import { chooseOption } from "../../../test/choose-option";
import SecurityLogPage from "./security-log-page";

const CHROME =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

function entry(overrides: Partial<SecurityLogEntry> = {}): SecurityLogEntry {
  return {
    id: 1,
    at: "2027-03-14T08:30:00.000Z",
    event: "sign-in",
    userIdnumber: "8001015009087",
    userName: "Thandi Mokoena",
    actorIdnumber: null,
    ip: "198.51.100.7",
    userAgent: CHROME,
    details: {},
    ...overrides,
  };
}

const ENTRIES = [
  entry(),
  entry({
    id: 2,
    event: "sign-in-failed",
    userIdnumber: null,
    userName: null,
    userAgent: "curl/8.5.0",
    details: { email: "nobody@example.com" },
  }),
  entry({
    id: 3,
    event: "export",
    userIdnumber: "7505054800084",
    userName: "Pieter van Wyk",
    details: { list: "customers", filters: {}, rows: 12, complete: true },
  }),
  entry({
    id: 4,
    event: "password-reset-by-admin",
    actorIdnumber: "7505054800084",
    userAgent: null,
    ip: null,
    details: { by: "admin", current: false },
  }),
  entry({ id: 5, event: "something-new" }),
];

const answer = (data: SecurityLogEntry[], total = data.length): Answer => ({
  status: 200,
  body: { data, total },
});

/** A fake API for this page: the log as `list` answers it for the parameters asked. */
function server(list: (params: URLSearchParams) => Answer) {
  return recordingServer((call, path) =>
    path === "/admin/security-log" && call.method === "GET"
      ? list(call.url.searchParams)
      : { status: 500, body: { error: "unexpected call" } },
  );
}

const renderLog = (at = "/admin/security-log") =>
  renderAdminPage("/admin/security-log", <SecurityLogPage />, undefined, at);

const logCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.pathname.endsWith("/admin/security-log"));
const lastQuery = (calls: Call[]) => logCalls(calls).at(-1)?.url.searchParams.toString();
const table = () => screen.getByRole("table", { name: "Security log" });
const rowOf = (text: string) => within(table()).getByText(text).closest("tr") as HTMLElement;
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole("cell")
    .map((cell) => cell.textContent);

describe("SecurityLogPage", { timeout: 20_000 }, () => {
  it("shows each entry: when, event, person, by, address, browser and details", async () => {
    const calls = server(() => answer(ENTRIES));
    renderLog();
    expect(screen.getByRole("heading", { level: 1, name: "Security Log" })).toBeVisible();
    await within(await screen.findByRole("table")).findByText("Signed in");
    expect(lastQuery(calls)).toBe(`limit=${SECURITY_LOG_PAGE_SIZE}&offset=0`);

    expect(
      within(table())
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual(["When", "Event", "Person", "By", "Address", "Browser", "Details"]);

    const at = ENTRIES[0]!.at;
    expect(cells(rowOf("Signed in"))).toEqual([
      `${formatDate(at)}${formatTime(at)}`,
      "Signed in",
      "Thandi Mokoena8001015009087",
      "—none",
      "198.51.100.7",
      "Chrome 131 on Windows",
      "—none",
    ]);
    expect(within(rowOf("Signed in")).getByTitle(CHROME)).toHaveTextContent(
      "Chrome 131 on Windows",
    );
    // An unknown account: the e-mail typed, not repeated in the details.
    expect(cells(rowOf("Sign-in failed")).slice(2)).toEqual([
      "nobody@example.comNo account",
      "—none",
      "198.51.100.7",
      "curl/8.5.0",
      "—none",
    ]);
    expect(cells(rowOf("List exported"))[6]).toBe("customers: 12 rows");
    expect(cells(rowOf("Password reset by an admin")).slice(3)).toEqual([
      "7505054800084",
      "—none",
      "—none",
      "by: admin, current: no",
    ]);
    // An event the page does not know yet is shown as it is stored.
    expect(rowOf("something-new")).toBeInTheDocument();
    // The cards for narrow screens hold the same entries.
    const cards = screen.getByRole("list", { name: "Security log" });
    expect(within(cards).getAllByRole("listitem")).toHaveLength(ENTRIES.length);
  });

  it("writes the filters to the address and sends them to the server", async () => {
    const calls = server(() => answer(ENTRIES));
    const { user, router } = renderLog();
    await screen.findByRole("table");

    await chooseOption(user, "Event", "Sign-in failed");
    await waitFor(() => expect(router.state.location.search).toBe("?event=sign-in-failed"));
    await waitFor(() =>
      expect(lastQuery(calls)).toBe(
        `event=sign-in-failed&limit=${SECURITY_LOG_PAGE_SIZE}&offset=0`,
      ),
    );

    await user.type(screen.getByRole("searchbox", { name: "Person" }), "8001");
    await waitFor(() =>
      expect(router.state.location.search).toBe("?event=sign-in-failed&person=8001"),
    );

    await user.type(screen.getByLabelText("From"), "2027-03-01");
    await user.type(screen.getByLabelText("To"), "2027-03-14");
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get("to")).toBe("2027-03-14"),
    );
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(lastQuery(calls)))).toEqual({
        event: "sign-in-failed",
        person: "8001",
        from: "2027-03-01",
        to: "2027-03-14",
        limit: String(SECURITY_LOG_PAGE_SIZE),
        offset: "0",
      }),
    );

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.getByRole("searchbox", { name: "Person" })).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("reads the filters from the address and asks for the page it names", async () => {
    const calls = server(() => answer(ENTRIES, 120));
    renderLog("/admin/security-log?event=export&person=pieter&from=2027-03-01&page=2");
    await screen.findByRole("table");
    expect(Object.fromEntries(new URLSearchParams(lastQuery(calls)))).toEqual({
      event: "export",
      person: "pieter",
      from: "2027-03-01",
      limit: String(SECURITY_LOG_PAGE_SIZE),
      offset: String(SECURITY_LOG_PAGE_SIZE),
    });
    expect(screen.getByRole("combobox", { name: "Event" })).toHaveTextContent("List exported");
    expect(screen.getByRole("searchbox", { name: "Person" })).toHaveValue("pieter");
    expect(screen.getByLabelText("From")).toHaveValue("2027-03-01");
    expect(screen.getByRole("navigation", { name: "Pages" })).toHaveTextContent(
      "Showing 51–100 of 120",
    );
  });

  it("says when no entry matches, and when the log could not be fetched", async () => {
    let fail = false;
    const calls = server(() => (fail ? { status: 500, body: { error: "boom" } } : answer([])));
    const { user } = renderLog("/admin/security-log?event=factor-added");
    expect(await screen.findByText("No entries match these filters.")).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();

    fail = true;
    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(
      await screen.findByText("Failed to fetch the security log. Please try again."),
    ).toBeVisible();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("No entries match these filters.")).toBeVisible();
    expect(logCalls(calls).length).toBeGreaterThanOrEqual(3);
  });
});
