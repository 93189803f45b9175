import {
  BACKUP_MESSAGES,
  formatWorkshopDateTime,
  type BackupRun,
  type BackupStatusResponse,
} from "@lo/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { recordingServer, renderAdminPage, type Answer } from "../../../../test/admin-list";
import { BackupsCard } from "./backups-card";

const SUCCEEDED_AT = "2027-03-14T02:00:41.000Z";
const FAILED_AT = "2027-03-17T02:00:12.000Z";

const succeeded: BackupRun = {
  at: SUCCEEDED_AT,
  result: "succeeded",
  sizeBytes: 12_400_000,
  error: null,
};

function status(over: Partial<BackupStatusResponse>): BackupStatusResponse {
  return {
    scheduled: true,
    last: succeeded,
    lastSucceededAt: SUCCEEDED_AT,
    overdue: false,
    downloadable: true,
    ...over,
  };
}

function show(answer: Answer) {
  recordingServer((_call, path) =>
    path === "/settings/backups" ? answer : { status: 404, body: { error: "Not here" } },
  );
  renderAdminPage("/admin/settings", <BackupsCard />);
}

/** The value beside a term of the card's description list. */
function fact(term: string) {
  const dt = screen.getByText(term, { selector: "dt" });
  return dt.nextElementSibling as HTMLElement;
}

describe("BackupsCard", { timeout: 20_000 }, () => {
  it("shows a succeeded backup's time, result and size, and links to its download", async () => {
    show({ status: 200, body: status({}) });
    const card = await screen.findByRole("region", { name: "Backups" });
    expect(await within(card).findByText(BACKUP_MESSAGES.schedule)).toBeVisible();
    expect(fact("Last backup")).toHaveTextContent(formatWorkshopDateTime(SUCCEEDED_AT));
    expect(fact("Result")).toHaveTextContent("Succeeded");
    expect(fact("Size")).toHaveTextContent("12.4 MB");
    expect(screen.queryByText("Last succeeded")).toBeNull();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("link", { name: "Download the latest backup" })).toHaveAttribute(
      "href",
      "/lifetime-outfitter/settings/backups/latest",
    );
  });

  it("shows a failed backup's error, the last success and the overdue warning", async () => {
    const failed: BackupRun = {
      at: FAILED_AT,
      result: "failed",
      sizeBytes: null,
      error: "The disk is full.",
    };
    show({ status: 200, body: status({ last: failed, overdue: true }) });
    expect(await screen.findByRole("alert")).toHaveTextContent(BACKUP_MESSAGES.overdue);
    expect(fact("Last backup")).toHaveTextContent(formatWorkshopDateTime(FAILED_AT));
    expect(fact("Result")).toHaveTextContent("Failed");
    expect(fact("Result")).toHaveTextContent("The disk is full.");
    expect(screen.queryByText("Size", { selector: "dt" })).toBeNull();
    expect(fact("Last succeeded")).toHaveTextContent(formatWorkshopDateTime(SUCCEEDED_AT));
    expect(screen.getByRole("link", { name: "Download the latest backup" })).toBeVisible();
  });

  it("says no backup has been taken yet, with nothing to download", async () => {
    show({
      status: 200,
      body: status({ last: null, lastSucceededAt: null, downloadable: false }),
    });
    expect(await screen.findByText(BACKUP_MESSAGES.none)).toBeVisible();
    expect(screen.queryByText("Result", { selector: "dt" })).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("says scheduled backups are off and shows nothing else", async () => {
    show({
      status: 200,
      body: status({ scheduled: false, last: null, lastSucceededAt: null, downloadable: false }),
    });
    expect(await screen.findByText(BACKUP_MESSAGES.off)).toBeVisible();
    expect(screen.queryByText(BACKUP_MESSAGES.schedule)).toBeNull();
    expect(screen.queryByRole("term")).toBeNull();
    expect(screen.queryByRole("link")).toBeNull();
  });

  it("says when the backups cannot be fetched, with a way to try again", async () => {
    show({ status: 500, body: { error: "Broken" } });
    expect(await screen.findByText("Failed to fetch the backups. Please try again.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
