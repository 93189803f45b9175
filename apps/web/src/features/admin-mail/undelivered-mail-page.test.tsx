import { FAILED_MAIL_PAGE_SIZE, MAIL_MESSAGES, type FailedMail } from "@lo/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatTime } from "@/lib/format";
import { recordingServer, renderAdminPage, type Answer, type Call } from "../../../test/admin-list";
import UndeliveredMailPage from "./undelivered-mail-page";
import { findToast } from "../../../test/find-toast";

function mail(overrides: Partial<FailedMail> = {}): FailedMail {
  return {
    id: 7,
    subject: "We have your repair request 12",
    kind: "request-received",
    to: "thandi@example.test",
    attempts: 10,
    reason: "connect ECONNREFUSED 127.0.0.1:25",
    createdAt: "2027-03-13T08:00:00.000Z",
    failedAt: "2027-03-14T08:30:00.000Z",
    ...overrides,
  };
}

const answer = (data: FailedMail[], total = data.length): Answer => ({
  status: 200,
  body: { data, total },
});

type ServerOptions = {
  list: (params: URLSearchParams) => Answer;
  retry?: (id: string) => Answer;
};

/** A fake API for this page: the list as `list` answers it, a retry as `retry` does. */
function server({ list, retry }: ServerOptions) {
  return recordingServer((call, path) => {
    if (path === "/admin/mail/failed" && call.method === "GET") return list(call.url.searchParams);
    const id = path.match(/^\/admin\/mail\/(\d+)\/retry$/)?.[1];
    if (id && call.method === "POST" && retry) return retry(id);
    return { status: 500, body: { error: "unexpected call" } };
  });
}

const renderMailPage = () => renderAdminPage("/admin/mail", <UndeliveredMailPage />);

const listCalls = (calls: Call[]) =>
  calls.filter((call) => call.url.pathname.endsWith("/admin/mail/failed"));
const retryCalls = (calls: Call[]) => calls.filter((call) => call.method === "POST");
const table = () => screen.getByRole("table", { name: "Undelivered mail" });
const rowWith = (text: string) => within(table()).getByText(text).closest("tr") as HTMLElement;

// Sonner keeps its toasts in a module-wide store: clear them so no test sees another's.
afterEach(() => {
  toast.dismiss();
});

describe("UndeliveredMailPage", { timeout: 20_000 }, () => {
  it("says it is loading, then that every mail has gone out", async () => {
    const calls = server({ list: () => answer([]) });
    renderMailPage();
    expect(screen.getByRole("heading", { name: "Undelivered Mail" })).toBeVisible();
    expect(screen.getByText(/could not deliver after trying for about a day/)).toBeVisible();
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");

    expect(
      await screen.findByText("No undelivered mail. Every e-mail has gone out."),
    ).toBeVisible();
    expect(screen.queryByText("Loading…")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
    expect(screen.queryByRole("button", { name: /^Retry/ })).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
    expect(listCalls(calls)[0]?.url.searchParams.toString()).toBe(
      `limit=${FAILED_MAIL_PAGE_SIZE}&offset=0`,
    );
    // The title is set in an effect, which may run just after the heading is on screen.
    await waitFor(() => expect(document.title).toBe("Undelivered Mail · Lifetime Outfitter"));
  });

  it("says when the list could not be fetched, and fetches it again on Try again", async () => {
    let fail = true;
    const calls = server({
      list: () => (fail ? { status: 500, body: { error: "boom" } } : answer([mail()])),
    });
    const { user } = renderMailPage();
    expect(
      await screen.findByText("Failed to fetch the undelivered mail. Please try again."),
    ).toBeVisible();
    expect(screen.getByRole("alert")).toBeVisible();

    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await within(table()).findByText("We have your repair request 12")).toBeVisible();
    expect(listCalls(calls)).toHaveLength(2);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows each mail: subject or kind, recipient or 'No address', when it failed, tries and reason", async () => {
    server({
      list: () =>
        answer([
          mail(),
          mail({
            id: 8,
            subject: null,
            kind: "request-status",
            to: null,
            attempts: 1,
            reason: "The mail could not be written: no such request",
            failedAt: "2027-03-12T15:05:00.000Z",
          }),
          mail({ id: 9, subject: null, kind: "workshop-contact", reason: null }),
          mail({ id: 10, subject: null, kind: "workshop-new-request" }),
          mail({ id: 11, subject: null, kind: "something-new" }),
        ]),
    });
    renderMailPage();
    await within(await screen.findByRole("table")).findByText("We have your repair request 12");

    const headers = within(table())
      .getAllByRole("columnheader")
      .map((header) => header.textContent);
    expect(headers).toEqual(["Mail", "Recipient", "Failed", "Attempts", "Reason", "Actions"]);

    const first = rowWith("We have your repair request 12");
    // With a subject, the kind is shown beneath it, readable.
    expect(within(first).getByText("Repair request received")).toBeVisible();
    expect(within(first).getByText("thandi@example.test")).toBeVisible();
    const failedAt = within(first)
      .getByText(formatDate("2027-03-14T08:30:00.000Z"))
      .closest("time");
    expect(failedAt).toHaveAttribute("datetime", "2027-03-14T08:30:00.000Z");
    expect(failedAt).toHaveTextContent(formatTime("2027-03-14T08:30:00.000Z"));
    expect(within(first).getByText("10")).toBeVisible();
    expect(within(first).getByText("connect ECONNREFUSED 127.0.0.1:25")).toBeVisible();
    expect(
      within(first).getByRole("button", {
        name: "Retry mail to thandi@example.test: We have your repair request 12",
      }),
    ).toBeVisible();

    const update = rowWith("Repair update");
    expect(within(update).getByText("No address")).toBeVisible();
    expect(within(update).getByText("1")).toBeVisible();
    expect(
      within(update).getByText("The mail could not be written: no such request"),
    ).toBeVisible();
    expect(
      within(update).getByRole("button", { name: "Retry mail with no address: Repair update" }),
    ).toBeVisible();

    expect(
      within(rowWith("New contact message (workshop)")).getByText("No reason recorded"),
    ).toBeVisible();
    expect(rowWith("New repair request (workshop)")).toBeVisible();
    expect(rowWith("something-new")).toBeVisible();
    expect(screen.getByText("Showing 1–5 of 5")).toBeVisible();

    // The cards for narrow screens say the same, each fact labelled.
    const card = within(screen.getByRole("list", { name: "Undelivered mail" })).getAllByRole(
      "listitem",
    )[1] as HTMLElement;
    const facts = [...card.querySelectorAll("dt")].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(facts).toEqual([
      ["Recipient", "No address"],
      ["Failed", formatDateTime("2027-03-12T15:05:00.000Z")],
      ["Attempts", "1"],
      ["Reason", "The mail could not be written: no such request"],
    ]);
    expect(within(card).getByRole("button", { name: /^Retry mail with no address/ })).toBeVisible();
    // One page: no page buttons.
    expect(screen.queryByRole("button", { name: "Next page" })).toBeNull();
  });

  it("retries a mail: the server's message, the row leaves, focus moves to the next Retry", async () => {
    const other = mail({ id: 8, to: "sipho@example.test", subject: "Your repair is ready" });
    let retried = false;
    const calls = server({
      list: () => answer(retried ? [other] : [mail(), other]),
      retry: () => {
        retried = true;
        return { status: 200, body: { message: MAIL_MESSAGES.retryQueued } };
      },
    });
    const { user } = renderMailPage();
    await user.click(
      within(await screen.findByRole("table")).getByRole("button", {
        name: "Retry mail to thandi@example.test: We have your repair request 12",
      }),
    );

    expect(await findToast(MAIL_MESSAGES.retryQueued)).toBeVisible();
    expect(
      screen.getByText("We have your repair request 12, to thandi@example.test", {
        ignore: "table *",
      }),
    ).toBeVisible();
    expect(retryCalls(calls).map((call) => call.url.pathname)).toEqual([
      "/lifetime-outfitter/admin/mail/7/retry",
    ]);
    await waitFor(() =>
      expect(within(table()).queryByText("We have your repair request 12")).toBeNull(),
    );
    const next = within(table()).getByRole("button", {
      name: "Retry mail to sipho@example.test: Your repair is ready",
    });
    await waitFor(() => expect(next).toHaveFocus());
    expect(screen.getByText("Showing 1–1 of 1")).toBeVisible();
  });

  it("says why a retry was refused and shows the list as it now is", async () => {
    let refused = false;
    const calls = server({
      list: () => answer(refused ? [] : [mail()]),
      retry: () => {
        refused = true;
        return { status: 409, body: { error: MAIL_MESSAGES.notFailed } };
      },
    });
    const { user } = renderMailPage();
    // On a narrow screen the cards are shown, and the table is not.
    const cards = await screen.findByRole("list", { name: "Undelivered mail" });
    (table().closest("[data-retry-list]") as HTMLElement).style.display = "none";
    await user.click(within(cards).getByRole("button", { name: /^Retry mail to thandi/ }));
    expect(await findToast(MAIL_MESSAGES.notFailed)).toBeVisible();
    expect(
      await screen.findByText("No undelivered mail. Every e-mail has gone out."),
    ).toBeVisible();
    expect(listCalls(calls)).toHaveLength(2);
    // With nothing left, focus rests on the list's section rather than the top of the page.
    expect(screen.getByRole("region", { name: "Undelivered mail" })).toHaveFocus();
  });

  it("pages on the server when there are more than a page of mails", async () => {
    const calls = server({
      list: (params) =>
        answer(
          [
            mail({
              id: Number(params.get("offset")) + 1,
              subject: `Mail at ${params.get("offset")}`,
            }),
          ],
          45,
        ),
    });
    const { user } = renderMailPage();
    expect(await screen.findByText(`Showing 1–${FAILED_MAIL_PAGE_SIZE} of 45`)).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await within(table()).findByText(`Mail at ${FAILED_MAIL_PAGE_SIZE}`)).toBeVisible();
    expect(listCalls(calls).at(-1)?.url.searchParams.get("offset")).toBe(
      String(FAILED_MAIL_PAGE_SIZE),
    );
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    expect(
      await screen.findByText(`Showing ${2 * FAILED_MAIL_PAGE_SIZE + 1}–45 of 45`),
    ).toBeVisible();
  });
});
