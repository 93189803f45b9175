import type { VerifyView } from "@lo/domain";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LINK_TOKEN as TOKEN, visitApp } from "../../../test/app-routes";

const view: VerifyView = {
  genuine: true,
  productType: "Classic Belt",
  colour: "Dark Brown",
  yearMade: 2026,
  warranty: "Lifetime warranty in force",
};

/** The app's own routes at /verify/{token}, talking to a fake server. */
function visit(answer: { status: number; body?: unknown }) {
  return visitApp(`/verify/${TOKEN}`, answer);
}

describe("the verify page /verify/{token}", () => {
  it("confirms a genuine piece: type, colour, year made and the warranty, without sign-in", async () => {
    const { fetchMock } = visit({ status: 200, body: view });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(
      "Genuine Lifetime Outfitter piece",
    );
    expect(fetchMock).toHaveBeenCalledWith(
      `/lifetime-outfitter/verify/${TOKEN}`,
      expect.anything(),
    );
    expect(screen.getByText("Classic Belt")).toBeVisible();
    expect(screen.getByText("Dark Brown")).toBeVisible();
    expect(screen.getByText("2026")).toBeVisible();
    expect(screen.getByText("Lifetime warranty in force")).toBeVisible();
    await waitFor(() => expect(document.title).toBe("Genuine piece · Lifetime Outfitter"));
  });

  it("says 'We could not find this piece.' for a wrong or revoked token", async () => {
    const message = "We could not find this piece.";
    visit({ status: 404, body: { error: message, message } });
    expect(await screen.findByRole("heading", { level: 1 })).toHaveTextContent(message);
  });

  it("offers to try again when the server fails", async () => {
    visit({ status: 500, body: { error: "x", message: "x" } });
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "We could not check this piece just now. Please try again.",
    );
    expect(screen.getByRole("button", { name: "Try again" })).toBeVisible();
  });
});
